// The operators' console (/admin), admins only (ADR 055).
import {
  addedRepositorySchema,
  addRepositoryBodySchema,
  adminJobSchema,
  adminJobsSchema,
  adminLlmSchema,
  adminMailSchema,
  adminRepositoriesQuerySchema,
  adminRepositoriesSchema,
  adminUsersSchema,
  jobParamsSchema,
  queuedJobSchema,
  repositoryIdParamsSchema,
} from '../admin-console';
import { endpoints } from '../endpoints';
import { errorAnswers } from './errors';

export const adminEndpoints = {
  adminRepositories: {
    ...endpoints.adminRepositories,
    querystring: adminRepositoriesQuerySchema,
    response: { 200: adminRepositoriesSchema, ...errorAnswers(400, 401, 403) },
  },
  addRepository: {
    ...endpoints.addRepository,
    body: addRepositoryBodySchema,
    response: { 201: addedRepositorySchema, ...errorAnswers(400, 401, 403, 409) },
  },
  collectRepository: {
    ...endpoints.collectRepository,
    params: repositoryIdParamsSchema,
    response: { 202: queuedJobSchema, ...errorAnswers(400, 401, 403, 404, 409, 503) },
  },
  adminJobs: {
    ...endpoints.adminJobs,
    response: { 200: adminJobsSchema, ...errorAnswers(401, 403, 503) },
  },
  adminJob: {
    ...endpoints.adminJob,
    params: jobParamsSchema,
    response: { 200: adminJobSchema, ...errorAnswers(400, 401, 403, 404, 503) },
  },
  retryJob: {
    ...endpoints.retryJob,
    params: jobParamsSchema,
    response: { 202: adminJobSchema, ...errorAnswers(400, 401, 403, 404, 409, 503) },
  },
  adminLlm: {
    ...endpoints.adminLlm,
    response: { 200: adminLlmSchema, ...errorAnswers(401, 403) },
  },
  adminMail: {
    ...endpoints.adminMail,
    response: { 200: adminMailSchema, ...errorAnswers(401, 403) },
  },
  adminUsers: {
    ...endpoints.adminUsers,
    response: { 200: adminUsersSchema, ...errorAnswers(401, 403) },
  },
} as const;
