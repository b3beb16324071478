// Token listings from two sources: 'import' (an operator's file, updated in place by its key) and
// 'token-list' (derived from a token-list repository's history; key = list + chain + address).
import type { ListingBulkKind } from '@gitsignals/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { tokenListings } from '../schema/index';
import { inTransaction, type Database } from '../client';
import { chunk } from './chunk';
import { insertedColumn, tallyUpserted } from './sql-parts';

export type TokenListingRow = typeof tokenListings.$inferSelect;

export interface TokenListingInput {
  coinName: string;
  platform: string;
  tradingStartTime: Date | null;
  description: string | null;
  additionalInfo: string | Record<string, unknown> | null;
  url: string | null;
  contactInfo: Record<string, string> | null;
  source: string;
  sourceKey: string;
  /** Came in bulk (ADR 036): the list's first version or a large batch, and how many came. */
  bulkKind?: ListingBulkKind | null;
  bulkTokens?: number | null;
}

/**
 * Inserts listings or updates those with the same source and key, in batches, all or none
 * (inside the caller's transaction when there is one). Answers how many were new and updated.
 */
export async function saveTokenListings(
  db: Database,
  rows: TokenListingInput[],
): Promise<{ inserted: number; updated: number }> {
  return inTransaction(db, async (tx) => {
    const written: { inserted: boolean }[] = [];
    for (const batch of chunk(rows, 500)) {
      const result = await tx
        .insert(tokenListings)
        .values(batch)
        .onConflictDoUpdate({
          target: [tokenListings.source, tokenListings.sourceKey],
          set: {
            coinName: sql`excluded.coin_name`,
            platform: sql`excluded.platform`,
            tradingStartTime: sql`excluded.trading_start_time`,
            description: sql`excluded.description`,
            additionalInfo: sql`excluded.additional_info`,
            url: sql`excluded.url`,
            contactInfo: sql`excluded.contact_info`,
            bulkKind: sql`excluded.bulk_kind`,
            bulkTokens: sql`excluded.bulk_tokens`,
          },
        })
        .returning(insertedColumn);
      written.push(...result);
    }
    return tallyUpserted(written);
  });
}

/** Which of these keys a source already has (a collector keeps the first date it saw). */
export async function listStoredListingKeys(
  db: Database,
  source: string,
  keys: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of chunk(keys, 1000)) {
    const rows = await db
      .select({ key: tokenListings.sourceKey })
      .from(tokenListings)
      .where(and(eq(tokenListings.source, source), inArray(tokenListings.sourceKey, batch)));
    for (const r of rows) found.add(r.key);
  }
  return found;
}

/**
 * A page of listings, and how many there are: tokens added one by one (and imports) newest
 * trading start first, undated ones last, then those that came in bulk (ADR 036), newest first.
 */
export async function listTokenListings(
  db: Database,
  page: { offset: number; limit: number },
): Promise<{ rows: TokenListingRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(tokenListings)
      .orderBy(
        sql`(${tokenListings.bulkKind} is not null)`,
        sql`${tokenListings.tradingStartTime} desc nulls last`,
        tokenListings.coinName,
        desc(tokenListings.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tokenListings),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** Removes a source's listings whose key starts with this prefix (a list no longer bundled). */
export async function deleteTokenListingsByKeyPrefix(
  db: Database,
  source: string,
  prefix: string,
): Promise<number> {
  const removed = await db
    .delete(tokenListings)
    .where(
      and(
        eq(tokenListings.source, source),
        sql`starts_with(${tokenListings.sourceKey}, ${prefix})`,
      ),
    )
    .returning({ id: tokenListings.id });
  return removed.length;
}
