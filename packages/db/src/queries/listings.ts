// Token listings from two sources: 'import' (an operator's file, updated in place by its key) and
// 'token-list' (derived from a token-list repository's history; key = list + chain + address).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { tokenListings } from '../schema/index';

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
}

/**
 * Inserts listings or updates those with the same source and key, in batches. Run it inside a
 * transaction when a whole file must land or none of it. Answers how many were new and updated.
 */
export async function saveTokenListings(
  db: Database,
  rows: TokenListingInput[],
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const result = await db
      .insert(tokenListings)
      .values(rows.slice(i, i + 500))
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
        },
      })
      // xmax is 0 for a freshly inserted row version, not for an updated one.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const r of result) {
      if (r.inserted) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
}

/** Which of these keys a source already has (a collector keeps the first date it saw). */
export async function listStoredListingKeys(
  db: Database,
  source: string,
  keys: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({ key: tokenListings.sourceKey })
      .from(tokenListings)
      .where(
        and(
          eq(tokenListings.source, source),
          inArray(tokenListings.sourceKey, keys.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) found.add(r.key);
  }
  return found;
}

/** A page of listings, newest trading start first (undated ones last), and how many there are. */
export async function listTokenListings(
  db: Database,
  page: { offset: number; limit: number },
): Promise<{ rows: TokenListingRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(tokenListings)
      .orderBy(
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
