// The installation's own facts (schema/app-state.ts).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appState } from '../schema/index';

export async function findAppState(db: Database, key: string): Promise<string | null> {
  const rows = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, key))
    .limit(1);
  return rows[0]?.value ?? null;
}

export async function saveAppState(db: Database, key: string, value: string): Promise<void> {
  await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
}
