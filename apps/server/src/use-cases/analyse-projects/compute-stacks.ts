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
  stackArrivals,
  technologyKey,
  type StackArrival,
  type StackResult,
} from '@gitsignals/analysis';
import {
  deleteStackChangeItem,
  inTransaction,
  listManifestCommitIdsAfter,
  findCommitWatermark,
  listFileHistory,
  listProjectIdsWithManifests,
  saveTechnologyProfile,
  findStackProject,
  findTechnologyProfile,
  saveStackChangeItem,
  type Database,
  type StackProject,
  type TechnologyProfileEvidence,
} from '@gitsignals/db';
import { utcDay } from '@gitsignals/domain';
import { progressOf, type AnalyseDeps, type AnalyseScope } from './deps';

/** Commits linked to one stack-change item at most. */
const MAX_LINKED_COMMITS = 50;

export interface ComputeStacksResult {
  projects: number;
  /** Profiles written or changed. */
  profiles: number;
  /** Stack-change feed items written. */
  changes: number;
  /** Their ids: matched against the alert rules like the day items. */
  changedIds: string[];
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

type StoredProfile = Awaited<ReturnType<typeof findTechnologyProfile>>;
type StackChangeText = NonNullable<ReturnType<typeof describeStackChanges>>;

/**
 * What the day's changes are measured from: the stack as it stood when the day began, so a
 * second computation on the same day rewrites that day's item instead of adding another.
 */
function dayBaselineOf(stored: StoredProfile, day: string) {
  const sameDay = stored?.evidence.dayBaseline?.day === day;
  return {
    categories: sameDay ? stored!.evidence.dayBaseline!.categories : stored?.categories,
    // Undefined for a profile stored before watermarks were kept: the window is then unknown.
    commitWatermark: sameDay
      ? stored!.evidence.dayBaseline!.commitWatermark
      : stored?.evidence.commitWatermark,
    versions: sameDay
      ? (stored!.evidence.dayBaseline!.versions ?? [])
      : (stored?.evidence.detections ?? []).flatMap((d) =>
          d.version ? [{ technology: d.technology, category: d.category, version: d.version }] : [],
        ),
  };
}

/**
 * When each technology arrived, from every repository's stored history (ADR 040). Read here,
 * where the stack is computed, so the quarterly analysis of any project reads its peers'
 * arrivals without their histories.
 */
async function arrivalsOf(db: Database, project: StackProject) {
  const histories = [];
  for (const r of project.repositories) {
    if (r.paths.length === 0 && r.dependencies.length === 0) continue;
    const manifests = [...new Set(r.dependencies.map((d) => d.manifestPath))];
    const { oldest, commits } = await listFileHistory(db, r.id, manifests);
    histories.push({
      repository: r.fullName,
      paths: r.paths,
      dependencies: r.dependencies,
      ...(oldest ? { since: utcDay(oldest) } : {}),
      commits: commits.map((c) => ({
        sha: c.sha,
        committedAt: c.committedAt.toISOString(),
        // Replayed history keeps the day git recorded: the quarterly page shows it.
        recordedAt:
          c.recordedCommittedAt.getTime() === c.committedAt.getTime()
            ? null
            : c.recordedCommittedAt.toISOString(),
        subject: c.subject,
        files: c.files,
      })),
    });
  }
  return stackArrivals(histories);
}

/** The profile's evidence: every detection, the commit watermark, and the day's baseline. */
function evidenceOf(
  stack: StackResult,
  arrivals: ReadonlyMap<string, StackArrival>,
  commitWatermark: TechnologyProfileEvidence['commitWatermark'],
  day: string,
  baseline: ReturnType<typeof dayBaselineOf>,
  announced: boolean,
): TechnologyProfileEvidence {
  return {
    detections: stack.detections.map((d) => {
      const arrival = arrivals.get(technologyKey(d.category, d.technology));
      return {
        technology: d.technology,
        category: d.category,
        confidence: d.confidence,
        evidence: d.evidence,
        ...(d.version ? { version: d.version } : {}),
        ...(d.transitive ? { transitive: d.transitive } : {}),
        ...(arrival ? { arrival } : {}),
      };
    }),
    commitWatermark,
    ...(announced && baseline.categories
      ? {
          dayBaseline: {
            day,
            categories: baseline.categories,
            versions: baseline.versions,
            ...(baseline.commitWatermark === undefined
              ? {}
              : { commitWatermark: baseline.commitWatermark }),
          },
        }
      : {}),
  };
}

/** Writes the day's stack-change feed item of the project. */
async function announceChange(
  tx: Database,
  project: StackProject,
  projectId: number,
  day: string,
  text: StackChangeText,
  baselineWatermark: number | undefined,
): Promise<string> {
  return saveStackChangeItem(tx, {
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
        : await listManifestCommitIdsAfter(tx, projectId, baselineWatermark, MAX_LINKED_COMMITS),
  });
}

async function computeProject(db: Database, projectId: number, day: string) {
  const project = await findStackProject(db, projectId);
  if (!project) return { profile: false, change: undefined };
  const stack = stackOf(project);
  const categories: Record<string, string[]> = stack.categories;
  const stored = await findTechnologyProfile(db, projectId);
  const baseline = dayBaselineOf(stored, day);
  const changes = baseline.categories ? diffStacks(baseline.categories, categories) : [];
  const upgrades = baseline.categories
    ? diffMajorVersions(baseline.versions, stack.detections)
    : [];
  const text = describeStackChanges(project.name, changes, upgrades);
  const commitWatermark = await findCommitWatermark(db, projectId);
  const arrivals = await arrivalsOf(db, project);
  const evidence = evidenceOf(stack, arrivals, commitWatermark, day, baseline, Boolean(text));

  return inTransaction(db, async (tx) => {
    const profile = await saveTechnologyProfile(tx, {
      projectId,
      githubUrl: githubUrlOf(project),
      categories,
      technologyCount: stack.detections.length,
      evidence,
    });
    // An unchanged profile means this day's change was already announced.
    if (!profile) return { profile, change: undefined };
    if (!text) {
      // The day's earlier change was undone: its announcement no longer holds.
      if (stored?.evidence.dayBaseline?.day === day)
        await deleteStackChangeItem(tx, projectId, day);
      return { profile, change: undefined };
    }
    const change = await announceChange(
      tx,
      project,
      projectId,
      day,
      text,
      baseline.commitWatermark,
    );
    return { profile, change };
  });
}

/** Stacks of the projects in scope, as of today (deps.now): `since` plays no part. */
export async function computeStacks(
  deps: Pick<AnalyseDeps, 'db' | 'now' | 'progress' | 'changes'>,
  scope: AnalyseScope,
): Promise<ComputeStacksResult> {
  const { db } = deps;
  const progress = progressOf(deps);
  const ids = await listProjectIdsWithManifests(db, scope.projectSlugs);
  const day = utcDay(deps.now());
  let profiles = 0;
  const changedIds: string[] = [];
  progress.start('Computing stacks', ids.length);
  for (const id of ids) {
    const result = await computeProject(db, id, day);
    if (result.profile) profiles += 1;
    if (result.change !== undefined) changedIds.push(result.change);
    progress.tick(1);
  }
  const changes = changedIds.length;
  progress.done(
    `${ids.length} stacks (${profiles} new or changed, ${changes} stack changes announced)`,
  );
  // A stack change is a feed item, and one the same day undid is deleted: tell either way.
  if (ids.length > 0) await deps.changes?.announce();
  return { projects: ids.length, profiles, changes, changedIds };
}
