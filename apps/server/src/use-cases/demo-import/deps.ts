// What both phases of the demo import work with (ADR 035).
import type { ChangeAnnouncer, Database } from '@gitsignals/db';
import type { CommitClassifier } from '../../classifiers/commit-classifier';
import type { Progress } from '../../reporting/progress';

export interface DemoImportDeps {
  db: Database;
  now: () => Date;
  /** One line for the operator. */
  say: (line: string) => void;
  /** A fresh reporter for each step (a bar on a terminal, periodic lines elsewhere). */
  progress: () => Progress;
  /** CLASSIFIER=llm: decides the signals of the feed items' commits; the rules when absent. */
  classifier?: CommitClassifier | undefined;
  /** Once aborted (the server is stopping), the history phase stops after its current batch. */
  signal?: AbortSignal | undefined;
  /**
   * Told once each step has written what the public answers show (feed items, projects,
   * repositories, commits), so servers forget their answers (ADR 043). Production callers pass
   * the database handle's `changes`; absent in tests and benches that read the database directly.
   */
  changes?: ChangeAnnouncer | undefined;
}

export interface DemoImportOptions {
  /** The bundled registry and activity dataset (DEMO_DATA_DIR). */
  demoDataDir: string;
  /** DATA_DIR: the demo token list's repository is built there. */
  dataDir: string;
  /** Only the repositories marked with this subset (DEMO_SUBSET). */
  subset?: string | undefined;
  /** The recent phase builds the feed items of this many days (DEMO_RECENT_DAYS). */
  recentDays: number;
  /** Commits per transaction of the history phase (DEMO_HISTORY_BATCH). */
  historyBatch: number;
}
