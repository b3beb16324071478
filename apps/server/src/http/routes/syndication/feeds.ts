// The Atom and RSS feeds (issue 17, ADR 064): the public daily feed at /feeds.atom and
// /feeds.rss, and a user's personal feed at /feeds/personal/{token}.atom|.rss. Outside /api, so
// not in the endpoint table; public routes all the same (the personal one's token is its key).
import {
  personalSyndicationParamsSchema,
  SYNDICATION_PATHS,
  syndicationQuerySchema,
  type SyndicationFormat,
} from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unknownFeed } from '../../../use-cases/syndication/read-syndication-feed';
import { sendSyndicationFeed } from '../../syndication-answer';

/** `<token>.atom` or `<token>.rss`: a token is 32 random bytes in base64url (43 characters). */
const PERSONAL_FILE = /^([A-Za-z0-9_-]{43})\.(atom|rss)$/;

const syndicationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const format of Object.keys(SYNDICATION_PATHS) as SyndicationFormat[]) {
    app.route({
      method: 'GET',
      url: SYNDICATION_PATHS[format],
      schema: { hide: true, querystring: syndicationQuerySchema },
      config: { access: 'public' },
      handler: async (request, reply) =>
        sendSyndicationFeed(app, request, reply, { format, query: request.query }),
    });
  }

  app.route({
    method: 'GET',
    url: '/feeds/personal/:file',
    schema: {
      hide: true,
      params: personalSyndicationParamsSchema,
      querystring: syndicationQuerySchema,
    },
    config: { access: 'public' },
    handler: async (request, reply) => {
      // Any other file name is a feed that does not exist, as an unknown token is: no hint.
      const [, token, format] = PERSONAL_FILE.exec(request.params.file) ?? [];
      if (!token || !format) throw unknownFeed();
      return sendSyndicationFeed(app, request, reply, {
        format: format as SyndicationFormat,
        query: request.query,
        token,
      });
    },
  });
};

export default syndicationRoutes;
