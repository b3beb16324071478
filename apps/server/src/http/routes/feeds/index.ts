// The feed API of spec section 7: daily feed pages, public cards, one item, keyword search.
import { endpointSchemas, SEARCH_RESULT_LIMIT } from '@gitsignals/contracts';
import {
  listFeedItemCommits,
  findFeedItem,
  listFeedItemsMatching,
  findSearchWordFrequencies,
} from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { utcDay } from '@gitsignals/domain';
import { routeOf } from '../../endpoint-route';
import { listAnswerSerializer } from '../../list-serializer';
import { createRecentValue } from '../../recent-value';
import { feedPage } from '../../feed-page';
import { sendPublicAnswer } from '../../public-answer';
import { readPublicFeeds } from '../../public-feeds';
import { notFound } from '../../plugins/errors';
import { presentCommit, presentFeedItem, presentPossibleSignals } from '../../presenters/feed-item';

/** How long search keeps the words' frequencies (planner statistics that change with ANALYZE). */
const WORD_FREQUENCIES_TTL_MS = 10 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only search's choice of plan reads them, never what it finds (ADR 049).
  const wordFrequencies = createRecentValue(WORD_FREQUENCIES_TTL_MS, () =>
    findSearchWordFrequencies(app.deps.db),
  );
  app.route({
    ...routeOf(endpointSchemas.dailyFeeds, {
      tags: ['feeds'],
      summary: 'A page of the daily feed, high priority and newest first',
    }),
    config: { access: 'public', apiToken: 'accepted' },
    // The same for every caller, signed in or not (the personal feed is POST /api/feeds/user/…):
    // kept per filters and page, and per day, since a `days` window starts from today.
    handler: async (request, reply) =>
      sendPublicAnswer(
        app,
        request,
        reply,
        `dailyFeeds ${utcDay(app.deps.now())} ${JSON.stringify(request.body)}`,
        () => feedPage(app.deps, request.body),
      ),
  });

  app.route({
    ...routeOf(endpointSchemas.publicFeeds, {
      tags: ['feeds'],
      summary: 'The newest cards for visitors (content and commits blanked)',
    }),
    config: { access: 'public', apiToken: 'accepted' },
    handler: async (request, reply) =>
      sendPublicAnswer(app, request, reply, 'publicFeeds', async () => {
        return { feeds: await readPublicFeeds(app.deps.db) };
      }),
  });

  app.route({
    ...routeOf(endpointSchemas.searchFeeds, {
      tags: ['feeds'],
      summary: 'Case-insensitive substring search over title, summary, content, owner and tags',
    }),
    config: { access: 'public', apiToken: 'accepted' },
    serializerCompiler: listAnswerSerializer,
    handler: async (request) => {
      const rows = await listFeedItemsMatching(
        app.deps.db,
        request.body.keywords,
        SEARCH_RESULT_LIMIT,
        { today: utcDay(app.deps.now()), wordFrequencies: await wordFrequencies.get() },
      );
      return rows.map((r) => presentFeedItem(r));
    },
  });

  app.route({
    ...routeOf(endpointSchemas.feed, {
      tags: ['feeds'],
      summary: 'One feed item with its analysed commits, newest first',
    }),
    config: { access: 'public', apiToken: 'accepted' },
    handler: async (request) => {
      const { id } = request.params;
      const row = UUID.test(id) ? await findFeedItem(app.deps.db, id) : undefined;
      if (!row) throw notFound(`Feed ${id} not found`);
      const commits = await listFeedItemCommits(app.deps.db, id);
      return presentFeedItem(
        row,
        commits.map(presentCommit),
        presentPossibleSignals(row.possibleSignals),
      );
    },
  });
};

export default feedRoutes;
