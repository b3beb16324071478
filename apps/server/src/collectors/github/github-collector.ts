// The GitHub collector: batched GraphQL for commits, tags and releases, REST for the files of
// non-merge commits, one yielded batch per stored page so the cursor follows the stored data.
// A run is three steps over one plain state (github-run.ts): heads (github-heads.ts), history
// pages (github-pages.ts) and HEAD snapshots (github-snapshots.ts).
import type { CollectContext, Collector, RepositoryToCollect } from '../collected';
import { GithubWaitTooLong } from './github-http';
import { readHeads } from './github-heads';
import { readPages } from './github-pages';
import { emptyReport, type GithubRunReport } from './github-run-report';
import {
  closeRun,
  startRun,
  type GithubCollectorOptions,
  type GithubRun,
  type Yielded,
} from './github-run';

export type { GithubRunReport } from './github-run-report';
export type { GithubCollectorOptions, GithubCollectorStore } from './github-run';

export interface GithubCollector extends Collector {
  /** The figures of the last (or current) run. */
  readonly lastRun: GithubRunReport;
}

export const GITHUB_SOURCE = 'github';

export function createGithubCollector(options: GithubCollectorOptions): GithubCollector {
  let report = emptyReport(0);
  return {
    name: GITHUB_SOURCE,
    async *collect(repositories: RepositoryToCollect[], ctx: CollectContext) {
      const run = startRun(options, repositories.length, ctx);
      report = run.report;
      yield* collectRun(run, repositories);
    },
    get lastRun() {
      return report;
    },
  };
}

/** Heads, then pages; a wait longer than allowed ends the run with its progress saved. */
async function* collectRun(
  run: GithubRun,
  repositories: RepositoryToCollect[],
): AsyncGenerator<Yielded> {
  try {
    const walks = yield* readHeads(run, repositories);
    yield* readPages(run, walks);
  } catch (error) {
    if (!(error instanceof GithubWaitTooLong)) throw error;
    run.report.stopped = error.message;
    run.log(`GitHub: stopping, progress is saved: ${error.message}`);
  } finally {
    closeRun(run);
  }
}
