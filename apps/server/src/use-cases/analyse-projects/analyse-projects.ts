// The pipeline after new commits, in the one place it is written: feed items (with the configured
// writer), then what derives from stored history (technology stacks, core contributors). The CLI's
// import, collect and analyse commands and the queue's analyse job all call it. The feed items
// step and the stacks step each announce what they changed (deps.changes, ADR 043).
import { buildFeedItems, type BuildFeedItemsResult } from './build-feed-items';
import { computeContributors, type ComputeContributorsResult } from './compute-contributors';
import { computeStacks, type ComputeStacksResult } from './compute-stacks';
import type { AnalyseDeps, AnalyseScope } from './deps';

export interface AnalyseProjectsResult {
  feed: BuildFeedItemsResult;
  stacks: ComputeStacksResult;
  contributors: ComputeContributorsResult;
}

export async function analyseProjects(
  deps: AnalyseDeps,
  scope: AnalyseScope,
): Promise<AnalyseProjectsResult> {
  const feed = await buildFeedItems(deps, scope);
  // Stacks and contributors read whole histories: `since` and `before` narrow only the feed items.
  const projects = { projectSlugs: scope.projectSlugs };
  const stacks = await computeStacks(deps, projects);
  const contributors = await computeContributors(deps, projects);
  return { feed, stacks, contributors };
}
