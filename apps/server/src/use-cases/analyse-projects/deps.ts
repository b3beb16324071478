// What every step of project analysis works with, and the one scope they all take: the steps run
// in one sequence (analyse-projects.ts), so they share one argument shape.
import type { Writer } from '@gitsignals/analysis';
import type { ChangeAnnouncer, Database } from '@gitsignals/db';
import type { CommitClassifier } from '../../classifiers/commit-classifier';
import { silentProgress, type Progress } from '../../reporting/progress';

export interface AnalyseDeps {
  db: Database;
  now: () => Date;
  /** Writes the feed items' text; the local writer when absent. */
  writer?: Writer | undefined;
  /** Decides commits' signals instead of the rules (CLASSIFIER=llm); the rules when absent. */
  classifier?: CommitClassifier | undefined;
  /** A fresh reporter for each step (a bar, or periodic lines); silent when absent. */
  progress?: (() => Progress) | undefined;
  /**
   * Told once this work has written what the public answers show (feed items, projects,
   * repositories, commits), so servers forget their answers (ADR 043). Production callers pass
   * the database handle's `changes`; absent in tests and benches that read the database directly.
   */
  changes?: ChangeAnnouncer | undefined;
}

export interface AnalyseScope {
  /** Only these projects; every project when absent. */
  projectSlugs?: string[] | undefined;
  /** Rebuild feed items from this day on (YYYY-MM-DD); every day when absent. */
  since?: string | undefined;
  /** Only the feed items of days before this one (YYYY-MM-DD); no end when absent. */
  before?: string | undefined;
  /**
   * The first day of stored history while older commits are still to come (the demo import's
   * recent phase, ADR 035): a day whose contributor baseline reaches before it has none.
   */
  historyFrom?: string | undefined;
}

export const progressOf = (deps: Pick<AnalyseDeps, 'progress'>): Progress =>
  deps.progress?.() ?? silentProgress;
