// Computes each project's technology stack from its repositories' stored manifests and HEAD
// paths, stores it as the project's technology profile, and announces a change against the
// previous profile as a feed item of that day (never on a project's first computation).
// Idempotent: the same data on the same day writes nothing new.
import {
  combineStacks,
  describeStackChanges,
  detectStack,
  diffMajorVersions,
  diffStacks,
  PRIORITY_RANK,
  scoreFor,
  type StackResult,
} from '@gitsignals/analysis';
import {
  deleteStackChangeItem,
  inTransaction,
  manifestCommitIdsAfter,
  projectCommitWatermark,
  projectsWithManifests,
  saveTechnologyProfile,
  stackProject,
  storedTechnologyProfile,
  upsertStackChangeItem,
  type Database,
  type StackProject,
  type TechnologyProfileEvidence,
} from '@gitsignals/db';
import { z } from 'zod';
import type { Progress } from '../reporting/progress';
import { utcDay } from '../time';

/** Commits linked to one stack-change item at most. */
const MAX_LINKED_COMMITS = 50;

export const computeStacksPayloadSchema = z.object({
  projectSlugs: z.array(z.string()).optional(),
});
export type ComputeStacksPayload = z.infer<typeof computeStacksPayloadSchema>;

export interface ComputeStacksResult {
  projects: number;
  /** Profiles written or changed. */
  profiles: number;
  /** Stack-change feed items written. */
  changes: number;
}

/** The stack of a project: each repository detected on its own, then combined. */
export function stackOf(project: StackProject): StackResult {
  const read = project.repositories.filter((r) => r.paths.length > 0 || r.dependencies.length > 0);
  const several = read.length > 1;
  return combineStacks(
    read.map((r) =>
      detectStack({
        // With several repositories, evidence names the repository the file belongs to.
        ...(several ? { repository: r.fullName } : {}),
        dependencies: r.dependencies,
        paths: r.paths,
      }),
    ),
  );
}

function githubUrlOf(project: StackProject): string | null {
  const first = project.repositories.find((r) => /^https:\/\/github\.com\//i.test(r.url));
  return first?.url ?? null;
}

async function computeProject(db: Database, projectId: number, day: string) {
  const project = await stackProject(db, projectId);
  if (!project) return { profile: false, change: false };
  const stack = stackOf(project);
  const categories: Record<string, string[]> = stack.categories;
  const stored = await storedTechnologyProfile(db, projectId);

  // Changes of the day are measured from the stack as it stood when the day began, so a
  // second computation on the same day rewrites that day's item instead of adding another.
  const sameDay = stored?.evidence.dayBaseline?.day === day;
  const baseline = sameDay ? stored!.evidence.dayBaseline!.categories : stored?.categories;
  // Undefined for a profile stored before watermarks were kept: the window is then unknown.
  const baselineWatermark = sameDay
    ? stored!.evidence.dayBaseline!.commitWatermark
    : stored?.evidence.commitWatermark;
  const baselineVersions = sameDay
    ? (stored!.evidence.dayBaseline!.versions ?? [])
    : (stored?.evidence.detections ?? []).flatMap((d) =>
        d.version ? [{ technology: d.technology, category: d.category, version: d.version }] : [],
      );
  const changes = baseline ? diffStacks(baseline, categories) : [];
  const upgrades = baseline ? diffMajorVersions(baselineVersions, stack.detections) : [];
  const text = describeStackChanges(project.name, changes, upgrades);
  const commitWatermark = await projectCommitWatermark(db, projectId);

  const evidence: TechnologyProfileEvidence = {
    detections: stack.detections.map((d) => ({
      technology: d.technology,
      category: d.category,
      confidence: d.confidence,
      evidence: d.evidence,
      ...(d.version ? { version: d.version } : {}),
    })),
    commitWatermark,
    ...(text && baseline
      ? {
          dayBaseline: {
            day,
            categories: baseline,
            versions: baselineVersions,
            ...(baselineWatermark === undefined ? {} : { commitWatermark: baselineWatermark }),
          },
        }
      : {}),
  };

  return inTransaction(db, async (tx) => {
    const profile = await saveTechnologyProfile(tx, {
      projectId,
      githubUrl: githubUrlOf(project),
      categories,
      technologyCount: stack.detections.length,
      evidence,
    });
    // An unchanged profile means this day's change was already announced.
    if (!profile) return { profile, change: false };
    if (!text) {
      // The day's earlier change was undone: its announcement no longer holds.
      if (stored?.evidence.dayBaseline?.day === day)
        await deleteStackChangeItem(tx, projectId, day);
      return { profile, change: false };
    }
    await upsertStackChangeItem(tx, {
      projectId,
      owner: project.name,
      title: text.title,
      summary: text.summary,
      content: text.content,
      priority: text.priority,
      priorityRank: PRIORITY_RANK[text.priority],
      signals: text.signals,
      tags: text.tags,
      category: project.category,
      networks: project.networks,
      analysisDate: day,
      score: scoreFor({
        priority: text.priority,
        signals: text.signals,
        meaningfulCommits: 0,
        contributors: 0,
        majorRelease: false,
      }),
      imageUrl: project.iconUrl,
      // The commits behind the change: those stored since the day's baseline that edited a
      // manifest (none when only files or folders changed).
      commitIds:
        baselineWatermark === undefined
          ? []
          : await manifestCommitIdsAfter(tx, projectId, baselineWatermark, MAX_LINKED_COMMITS),
    });
    return { profile, change: true };
  });
}

export async function computeStacks(
  db: Database,
  payload: ComputeStacksPayload,
  now: Date,
  progress: Progress,
): Promise<ComputeStacksResult> {
  const ids = await projectsWithManifests(db, payload.projectSlugs);
  const day = utcDay(now);
  let profiles = 0;
  let changes = 0;
  progress.start('Computing stacks', ids.length);
  for (const id of ids) {
    const result = await computeProject(db, id, day);
    if (result.profile) profiles += 1;
    if (result.change) changes += 1;
    progress.tick(1);
  }
  progress.done(
    `${ids.length} stacks (${profiles} new or changed, ${changes} stack changes announced)`,
  );
  return { projects: ids.length, profiles, changes };
}
