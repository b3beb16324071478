// Where the demo import stands, kept in the database (app_state) so that a stop or a crash at any
// moment resumes at the next start (ADR 035): the phase, the day cut-offs chosen when it began, and
// the repositories whose whole history is stored.
import { z } from 'zod';
import {
  databaseIsEmpty,
  findAppState,
  hasCommits,
  saveAppState,
  type Database,
} from '@gitsignals/db';
import type { DatabaseHandle } from '@gitsignals/db';

const RECORD = 'demo_import';
/** Written by imports from before the phases (one step); read to resume one of them. */
const LEGACY_STARTED = 'demo_import_started_at';
const LEGACY_FINISHED = 'demo_import_finished_at';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const demoImportRecordSchema = z.object({
  /** recent: before `serve` listens; history: the rest, in the background; done. */
  phase: z.enum(['recent', 'history', 'done']),
  /** The recent phase stores the commits of this day on and builds their days' feed items. */
  recentFrom: day,
  /** The import's repositories, in the order the history phase takes them. */
  repositories: z.array(z.string()),
  /** Those whose whole history is stored and analysed. */
  done: z.array(z.string()),
});
export type DemoImportRecord = z.infer<typeof demoImportRecordSchema>;

export async function readDemoImportRecord(db: Database): Promise<DemoImportRecord | null> {
  const value = await findAppState(db, RECORD);
  if (value === null) return null;
  const parsed = demoImportRecordSchema.safeParse(JSON.parse(value));
  // A record this version cannot read is an import to run again from its start (idempotent).
  return parsed.success ? parsed.data : null;
}

export async function saveDemoImportRecord(db: Database, record: DemoImportRecord): Promise<void> {
  await saveAppState(db, RECORD, JSON.stringify(record));
}

/** Marks the start and the end of a whole import (the times an operator may look up). */
export async function stampDemoImport(
  db: Database,
  moment: 'started' | 'finished',
  now: Date,
): Promise<void> {
  await saveAppState(
    db,
    moment === 'started' ? LEGACY_STARTED : LEGACY_FINISHED,
    now.toISOString(),
  );
}

/**
 * Whether a start should import the demo data, and which phase comes first: 'first' on an empty
 * database; 'recent' when an import stopped before its recent phase ended (it runs again, from
 * its start: the import is idempotent); 'history' when only the background phase is left. A
 * database holding the registry alone counts as empty; one filled otherwise (collected commits),
 * with no import begun, is left alone (null), as is a finished one.
 */
export async function demoImportDue(
  handle: DatabaseHandle,
): Promise<'first' | 'recent' | 'history' | null> {
  if (await databaseIsEmpty(handle)) return 'first';
  const record = await readDemoImportRecord(handle.db);
  if (record) return record.phase === 'done' ? null : record.phase;
  const started = await findAppState(handle.db, LEGACY_STARTED);
  const finished = await findAppState(handle.db, LEGACY_FINISHED);
  if (started && (!finished || finished < started)) return 'recent';
  // The registry alone (an `api` or `worker` start loads it): no history of any kind yet.
  return (await hasCommits(handle.db)) ? null : 'first';
}

export interface DemoImportProgress {
  state: 'importing' | 'done';
  repositoriesDone: number;
  repositoriesTotal: number;
}

/** The import's progress as the health check reports it; null when no import was recorded. */
export async function demoImportProgress(db: Database): Promise<DemoImportProgress | null> {
  const record = await readDemoImportRecord(db);
  if (!record) return null;
  return {
    state: record.phase === 'done' ? 'done' : 'importing',
    repositoriesDone: record.done.length,
    repositoriesTotal: record.repositories.length,
  };
}
