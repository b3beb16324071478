// The user API of spec section 7: the user record, bookmarks, saved searches, Agent Hub insights,
// and the e-mail links that need no session (unsubscribe, undo an e-mail change).
import { z } from 'zod';
import { undoEmailChangeRequestSchema, undoEmailChangeResponseSchema } from '../account';
import { endpoints } from '../endpoints';
import { insightRunSchema, insightsRequestSchema, insightsResponseSchema } from '../insights';
import {
  createUserRequestSchema,
  saveFeedQuerySchema,
  saveFeedResponseSchema,
  savedFeedsResponseSchema,
  savedSearchesResponseSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  saveSearchRequestSchema,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userSchema,
} from '../users';
import { errorAnswers } from './errors';

const unsubscribe = {
  params: unsubscribeParamsSchema,
  response: { 200: unsubscribeResponseSchema, ...errorAnswers(404) },
} as const;

export const userEndpoints = {
  createUser: {
    ...endpoints.createUser,
    body: createUserRequestSchema,
    response: { 200: userSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  user: {
    ...endpoints.user,
    params: userIdParamsSchema,
    response: { 200: userSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  updateUser: {
    ...endpoints.updateUser,
    params: userIdParamsSchema,
    body: updateUserRequestSchema,
    response: { 200: userSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  savedFeeds: {
    ...endpoints.savedFeeds,
    params: userIdParamsSchema,
    response: { 200: savedFeedsResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  toggleSavedFeed: {
    ...endpoints.toggleSavedFeed,
    params: userIdParamsSchema,
    querystring: saveFeedQuerySchema,
    response: { 200: saveFeedResponseSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  saveSearch: {
    ...endpoints.saveSearch,
    params: userIdParamsSchema,
    body: saveSearchRequestSchema,
    response: { 201: savedSearchSchema, ...errorAnswers(400, 401, 403, 409) },
  },
  savedSearches: {
    ...endpoints.savedSearches,
    params: userIdParamsSchema,
    response: { 200: savedSearchesResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  deleteSavedSearch: {
    ...endpoints.deleteSavedSearch,
    params: savedSearchParamsSchema,
    response: { 204: z.null().describe('Removed'), ...errorAnswers(400, 401, 403, 404) },
  },
  insights: {
    ...endpoints.insights,
    body: insightsRequestSchema,
    response: { 200: insightsResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  insightRun: {
    ...endpoints.insightRun,
    params: userIdParamsSchema,
    response: { 200: insightRunSchema, ...errorAnswers(400, 401, 403) },
  },
  requestInsightRun: {
    ...endpoints.requestInsightRun,
    params: userIdParamsSchema,
    response: { 202: insightRunSchema, ...errorAnswers(400, 401, 403) },
  },
  unsubscribe: { ...endpoints.unsubscribe, ...unsubscribe },
  oneClickUnsubscribe: { ...endpoints.oneClickUnsubscribe, ...unsubscribe },
  undoEmailChange: {
    ...endpoints.undoEmailChange,
    body: undoEmailChangeRequestSchema,
    response: { 200: undoEmailChangeResponseSchema, ...errorAnswers(400, 409) },
  },
} as const;
