// What operators and developers call: the health check, the operator commands a CLI hands to a
// server, and the development tools (outbox, insights on demand).
import {
  commandRunParamsSchema,
  commandRunQuerySchema,
  commandRunSchema,
  startCommandBodySchema,
} from '../admin-commands';
import { apiIndexSchema, healthSchema } from '../common';
import { insightsRunResultSchema, outboxResponseSchema, outboxStatusSchema } from '../dev-tools';
import { endpoints } from '../endpoints';
import { errorAnswers } from './errors';

export const operationEndpoints = {
  apiIndex: {
    ...endpoints.apiIndex,
    response: { 200: apiIndexSchema },
  },
  health: {
    ...endpoints.health,
    response: { 200: healthSchema },
  },
  startCommand: {
    ...endpoints.startCommand,
    body: startCommandBodySchema,
    response: { 202: commandRunSchema, ...errorAnswers(400, 401, 409) },
  },
  commandRun: {
    ...endpoints.commandRun,
    params: commandRunParamsSchema,
    querystring: commandRunQuerySchema,
    response: { 200: commandRunSchema, ...errorAnswers(401, 404) },
  },
  devOutbox: {
    ...endpoints.devOutbox,
    response: { 200: outboxResponseSchema, ...errorAnswers(404) },
  },
  devOutboxStatus: {
    ...endpoints.devOutboxStatus,
    response: { 200: outboxStatusSchema },
  },
  runDevInsights: {
    ...endpoints.runDevInsights,
    response: { 200: insightsRunResultSchema, ...errorAnswers(401, 404) },
  },
} as const;
