// The commits of one history page: the files of each non-merge commit through REST, the commits
// a fork inherited from its upstream left out (only counted), and the commits merges brought in
// from before the walk's `since`, which history(since) does not list.
import type { NewCommitFile } from '@gitsignals/db';
import type { CollectedCommit } from '../collected';
import type { GqlCommit } from './github-queries';
import { restToCollectedCommit, toCollectedCommit } from './github-records';
import type { GithubRun, Walk } from './github-run';

export interface PageCommits {
  commits: CollectedCommit[];
  /** Commits of the upstream's history, skipped. */
  inherited: number;
  /** The newest committedDate of the walk so far, this page included. */
  newest: string | null;
}

export async function readPageCommits(
  run: GithubRun,
  walk: Walk,
  nodes: GqlCommit[],
): Promise<PageCommits> {
  const page = await ownCommits(run, walk, nodes);
  if (!walk.upstream) {
    for (const node of nodes) {
      if (node.oid === walk.base.head) continue;
      const [first, second] = node.parents.nodes;
      if (!first || !second) continue;
      page.commits.push(...(await mergedLate(run, walk, first.oid, second.oid)));
    }
  }
  return page;
}

async function ownCommits(run: GithubRun, walk: Walk, nodes: GqlCommit[]): Promise<PageCommits> {
  const commits: CollectedCommit[] = [];
  let inherited = 0;
  let newest = walk.newest;
  for (const node of nodes) {
    if (!newest || Date.parse(node.committedDate) > Date.parse(newest)) {
      newest = node.committedDate;
    }
    if (node.oid === walk.head) walk.headAt = node.committedDate;
    // history(since) includes the commit the cursor stopped at: it is stored already.
    if (node.oid === walk.base.head) continue;
    if (walk.upstream?.oids.has(node.oid)) {
      inherited += 1;
      continue;
    }
    let files: NewCommitFile[] = [];
    // Merges would list the merged branch's diff; empty commits have nothing to list.
    if (node.parents.nodes.length < 2 && node.changedFilesIfAvailable !== 0) {
      const fetched = await run.rest.filesOf(walk.repository.fullName, node.oid);
      files = fetched ?? [];
    }
    commits.push(toCollectedCommit(node, files));
  }
  return { commits, inherited, newest };
}

/**
 * The commits a merge brought in whose committer dates are older than the walk's `since`:
 * history(since) skips them, though they are new to the branch. Everything stored before is
 * reachable from the merge's first parent, so the comparison returns nothing stored.
 */
async function mergedLate(
  run: GithubRun,
  walk: Walk,
  base: string,
  head: string,
): Promise<CollectedCommit[]> {
  const branch = await run.rest.branchCommits(walk.repository.fullName, base, head);
  if (branch === null) {
    run.report.mergesUnread += 1;
    // The merged commits went unseen: their files cannot vouch for the snapshot.
    walk.snapshotStale = true;
    return [];
  }
  const late: CollectedCommit[] = [];
  for (const commit of branch) {
    const committed = Date.parse(commit.commit.committer?.date ?? '');
    // Commits dated since the cursor are (or will be) listed by the history walk itself.
    if (!(committed < walk.since.getTime()) || walk.recovered.has(commit.sha)) continue;
    walk.recovered.add(commit.sha);
    const files =
      commit.parents.length < 2
        ? ((await run.rest.filesOf(walk.repository.fullName, commit.sha)) ?? [])
        : [];
    late.push(restToCollectedCommit(commit, files));
  }
  run.report.mergedLate += late.length;
  return late;
}
