// The feed API of spec section 7: daily feed pages, public cards, one item, keyword search.
import {
  apiErrorSchema,
  feedIdParamsSchema,
  feedItemSchema,
  feedPageRequestSchema,
  feedPageResponseSchema,
  publicFeedsResponseSchema,
  SEARCH_RESULT_LIMIT,
  searchRequestSchema,
  searchResponseSchema,
} from '@gitsignals/contracts';
import {
  listFeedItemCommits,
  findFeedItem,
  listLatestFeedItems,
  listFeedItemsMatching,
} from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedPage } from '../../feed-page';
import { notFound } from '../../plugins/errors';
import { presentCommit, presentFeedItem, presentPublicFeedItem } from '../../presenters/feed-item';

const PUBLIC_FEED_COUNT = 6;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feeds/daily',
    {
      config: { access: 'public' },
      schema: {
        tags: ['feeds'],
        summary: 'A page of the daily feed, high priority and newest first',
        body: feedPageRequestSchema,
        response: { 200: feedPageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => feedPage(app.deps, request.body),
  );

  app.get(
    '/feeds/dailyPublicFeeds',
    {
      config: { access: 'public' },
      schema: {
        tags: ['feeds'],
        summary: 'The newest cards for visitors (content and commits blanked)',
        response: { 200: publicFeedsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      const rows = await listLatestFeedItems(app.deps.db, PUBLIC_FEED_COUNT);
      return { feeds: rows.map(presentPublicFeedItem) };
    },
  );

  app.post(
    '/feeds/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['feeds'],
        summary: 'Case-insensitive substring search over title, summary, content, owner and tags',
        body: searchRequestSchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await listFeedItemsMatching(
        app.deps.db,
        request.body.keywords,
        SEARCH_RESULT_LIMIT,
      );
      return rows.map((r) => presentFeedItem(r));
    },
  );

  app.get(
    '/feeds/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['feeds'],
        summary: 'One feed item with its analysed commits, newest first',
        params: feedIdParamsSchema,
        response: { 200: feedItemSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = UUID.test(id) ? await findFeedItem(app.deps.db, id) : undefined;
      if (!row) throw notFound(`Feed ${id} not found`);
      const commits = await listFeedItemCommits(app.deps.db, id);
      return presentFeedItem(row, commits.map(presentCommit));
    },
  );
};

export default feedRoutes;
