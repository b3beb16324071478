// Calls to the user API as a signed-in user (or as nobody), and raw reads of what is stored, so
// tests can tell a refused request from one that changed something.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '@gitsignals/db';
import type { SignedInUser } from './auth-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function callAs(app: FastifyInstance, user: SignedInUser | null) {
  return (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Rows of a SQL query, on PGlite and PostgreSQL alike. */
export async function queryRows<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  const result = await handle.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Everything stored about a user that the user API can change, in a comparable form. */
export async function storedUserState(handle: DatabaseHandle, userId: string) {
  const id = quote(userId);
  return {
    user: await queryRows(handle, `select * from users where id = ${id}`),
    subscriptions: await queryRows(
      handle,
      `select project_id from project_subscriptions where user_id = ${id} order by project_id`,
    ),
    savedFeeds: await queryRows(
      handle,
      `select feed_item_id, created_at from saved_feeds where user_id = ${id} order by feed_item_id`,
    ),
    savedSearches: await queryRows(
      handle,
      `select id, keywords, keywords_key, created_at from saved_searches where user_id = ${id} order by id`,
    ),
  };
}
