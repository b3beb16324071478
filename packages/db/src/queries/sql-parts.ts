// Pieces of SQL several entity files use. Not part of the package's API (index.ts leaves it out).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projects, repositories } from '../schema/index';

/** Only these projects' slugs when a list is given (an empty list matches nothing), else all. */
export function slugIn(slugs: string[] | undefined) {
  if (!slugs) return undefined;
  return slugs.length ? inArray(projects.slug, slugs) : sql`false`;
}

/** Whether a repository's history is a replayed demo (its days shifted), for any joined read. */
export const repositoryIsReplay = sql<boolean>`${repositories.replayOffsetDays} is not null`;

/** For `.returning()` of an upsert: xmax is 0 for a freshly inserted row version, not an updated one. */
export const insertedColumn = { inserted: sql<boolean>`(xmax = 0)` };

/** How many rows an upsert inserted and how many it updated, from `insertedColumn`. */
export function tallyUpserted(rows: readonly { inserted: boolean }[]) {
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

/**
 * A timestamptz as the API writes times: JavaScript's `toISOString()` of the Date a driver would
 * map it to, milliseconds cut (not rounded) as both do. Made by PostgreSQL, it spares Node a Date
 * per row and its formatting (ADR 048).
 */
export const isoTime = (column: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** LIKE pattern characters (and the escape itself) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
