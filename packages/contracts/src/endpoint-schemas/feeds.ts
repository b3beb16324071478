// The feed API of spec section 7: daily and personal feed pages, public cards, one item, keyword
// search, and the insights test page's prompt.
import { endpoints } from '../endpoints';
import {
  feedIdParamsSchema,
  feedItemSchema,
  feedPageRequestSchema,
  feedPageResponseSchema,
  publicFeedsResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '../feeds';
import {
  insightsTestModelsResponseSchema,
  insightsTestRequestSchema,
  insightsTestResponseSchema,
} from '../insights-test';
import { userIdParamSchema } from '../users';
import { errorAnswers } from './errors';

export const feedEndpoints = {
  dailyFeeds: {
    ...endpoints.dailyFeeds,
    body: feedPageRequestSchema,
    response: { 200: feedPageResponseSchema, ...errorAnswers(400) },
  },
  publicFeeds: {
    ...endpoints.publicFeeds,
    response: { 200: publicFeedsResponseSchema },
  },
  searchFeeds: {
    ...endpoints.searchFeeds,
    body: searchRequestSchema,
    response: { 200: searchResponseSchema, ...errorAnswers(400) },
  },
  feed: {
    ...endpoints.feed,
    params: feedIdParamsSchema,
    response: { 200: feedItemSchema, ...errorAnswers(404) },
  },
  userFeeds: {
    ...endpoints.userFeeds,
    params: userIdParamSchema,
    body: feedPageRequestSchema,
    response: { 200: feedPageResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  runInsightsTest: {
    ...endpoints.runInsightsTest,
    body: insightsTestRequestSchema,
    response: {
      200: insightsTestResponseSchema,
      ...errorAnswers(400, 401, 403, 429, 502, 503, 504),
    },
  },
  insightsTestModels: {
    ...endpoints.insightsTestModels,
    response: { 200: insightsTestModelsResponseSchema, ...errorAnswers(401, 403) },
  },
} as const;
