// GET /api/listings (spec section 7): token listings, newest trading start first (those that came
// in bulk after those added one by one, ADR 036), a page at a time, with total_listings for
// 'Showing N of total_listings listings'. Any signed-in user (the /token-listings page needs
// login, no subscription).
import {
  endpointSchemas,
  LISTING_SOURCES,
  type Listing,
  type ListingsResponse,
} from '@gitsignals/contracts';
import { listTokenListings, type TokenListingRow } from '@gitsignals/db';
import { listingBulkLabel } from '@gitsignals/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';

const isListingSource = (s: string): s is Listing['source'] =>
  (LISTING_SOURCES as readonly string[]).includes(s);
const sourceOf = (s: string): Listing['source'] => (isListingSource(s) ? s : 'import');

export function presentListing(row: TokenListingRow): Listing {
  return {
    id: row.id,
    coin_name: row.coinName,
    platform: row.platform,
    trading_start_time: row.tradingStartTime ? row.tradingStartTime.toISOString() : null,
    description: row.description,
    additional_info: row.additionalInfo ?? null,
    url: row.url,
    contact_info: row.contactInfo ?? null,
    source: sourceOf(row.source),
    bulk:
      row.bulkKind && row.bulkTokens
        ? {
            kind: row.bulkKind,
            tokens: row.bulkTokens,
            label: listingBulkLabel(row.bulkKind, row.bulkTokens),
          }
        : null,
  };
}

const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.listings, {
      tags: ['listings'],
      summary:
        'Token listings, newest trading start first, a page at a time (page from 1, limit up to 100)',
    }),
    config: { access: 'user', apiToken: 'accepted' },
    handler: async (request): Promise<ListingsResponse> => {
      const { page, limit } = request.query;
      const { rows, total } = await listTokenListings(app.deps.db, {
        offset: (page - 1) * limit,
        limit,
      });
      return {
        listings: rows.map(presentListing),
        total_listings: total,
        page,
        limit,
        hasMore: page * limit < total,
      };
    },
  });
};

export default listingRoutes;
