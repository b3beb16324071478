// Issue 17: alert rules and their delivery log, Telegram chat links, personal API tokens and the
// personal Atom/RSS feed URL. Every route names its user and answers only that user.
import { z } from 'zod';
import {
  alertDeliveriesResponseSchema,
  alertParamsSchema,
  alertRuleRequestSchema,
  alertRuleSchema,
  alertRulesResponseSchema,
  alertTestResponseSchema,
  createdAlertRuleSchema,
  telegramChatsResponseSchema,
  telegramLinkParamsSchema,
  telegramLinkSchema,
  updateAlertRuleRequestSchema,
} from '../alerts';
import {
  apiTokenParamsSchema,
  apiTokensResponseSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
  personalFeedUrlsResponseSchema,
  personalFeedUrlsSchema,
} from '../api-tokens';
import { endpoints } from '../endpoints';
import { userIdParamsSchema } from '../users';
import { errorAnswers } from './errors';

const removed = z.null().describe('Removed');

export const integrationEndpoints = {
  alerts: {
    ...endpoints.alerts,
    params: userIdParamsSchema,
    response: { 200: alertRulesResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  createAlert: {
    ...endpoints.createAlert,
    params: userIdParamsSchema,
    body: alertRuleRequestSchema,
    response: { 201: createdAlertRuleSchema, ...errorAnswers(400, 401, 403) },
  },
  updateAlert: {
    ...endpoints.updateAlert,
    params: alertParamsSchema,
    body: updateAlertRuleRequestSchema,
    response: { 200: alertRuleSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  deleteAlert: {
    ...endpoints.deleteAlert,
    params: alertParamsSchema,
    response: { 204: removed, ...errorAnswers(400, 401, 403, 404) },
  },
  alertDeliveries: {
    ...endpoints.alertDeliveries,
    params: alertParamsSchema,
    response: { 200: alertDeliveriesResponseSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  testAlert: {
    ...endpoints.testAlert,
    params: alertParamsSchema,
    response: { 202: alertTestResponseSchema, ...errorAnswers(400, 401, 403, 404, 429) },
  },
  telegramChats: {
    ...endpoints.telegramChats,
    params: userIdParamsSchema,
    response: { 200: telegramChatsResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  startTelegramLink: {
    ...endpoints.startTelegramLink,
    params: userIdParamsSchema,
    response: { 201: telegramLinkSchema, ...errorAnswers(400, 401, 403, 409) },
  },
  telegramLink: {
    ...endpoints.telegramLink,
    params: telegramLinkParamsSchema,
    response: { 200: telegramLinkSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  apiTokens: {
    ...endpoints.apiTokens,
    params: userIdParamsSchema,
    response: { 200: apiTokensResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  createApiToken: {
    ...endpoints.createApiToken,
    params: userIdParamsSchema,
    body: createApiTokenRequestSchema,
    response: { 201: createdApiTokenSchema, ...errorAnswers(400, 401, 403, 409) },
  },
  deleteApiToken: {
    ...endpoints.deleteApiToken,
    params: apiTokenParamsSchema,
    response: { 204: removed, ...errorAnswers(400, 401, 403, 404) },
  },
  personalFeedUrls: {
    ...endpoints.personalFeedUrls,
    params: userIdParamsSchema,
    response: { 200: personalFeedUrlsResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  createPersonalFeedUrls: {
    ...endpoints.createPersonalFeedUrls,
    params: userIdParamsSchema,
    response: { 201: personalFeedUrlsSchema, ...errorAnswers(400, 401, 403) },
  },
  revokePersonalFeedUrls: {
    ...endpoints.revokePersonalFeedUrls,
    params: userIdParamsSchema,
    response: { 204: removed, ...errorAnswers(400, 401, 403) },
  },
} as const;
