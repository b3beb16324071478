// When each technology of a stack arrived, from the stored history (ADR 040): the commit whose
// files first brought it in, "before" when it was already there before the oldest stored commit,
// or nothing when the history cannot tell (a dependency in a manifest edited since it was made).
// Only HEAD manifests are stored, so a dependency dates from its manifest: exactly when the
// manifest was created in the history and never edited after.
import { detectStack, MIN_LANGUAGE_FILES, pathTechnologies } from './detect-stack';
import type { StackDependency } from './types';

export interface HistoryFileChange {
  path: string;
  /** A, M, D or R (a rename from oldPath). */
  status: string;
  oldPath?: string | null;
}

export interface HistoryCommit {
  sha: string;
  /** ISO 8601, effective date (replayed history: shifted like every date of the product). */
  committedAt: string;
  /** ISO 8601, the date git recorded when it differs (replayed history), else null. */
  recordedAt: string | null;
  subject: string;
  files: readonly HistoryFileChange[];
}

export interface RepositoryHistory {
  /** owner/name */
  repository: string;
  /** At HEAD. */
  paths: readonly string[];
  /** At HEAD. */
  dependencies: readonly StackDependency[];
  /**
   * The stored commits, any order: every one, or at least those that added, renamed or deleted
   * a path or changed a HEAD manifest (no other change moves a technology in or out).
   */
  commits: readonly HistoryCommit[];
  /** The day of the oldest stored commit, when `commits` leaves some out. */
  since?: string;
}

export type StackArrival =
  | {
      kind: 'commit';
      sha: string;
      repository: string;
      committedAt: string;
      recordedAt: string | null;
      subject: string;
      /** The file of that commit that brought the technology in (repository-relative). */
      file: string;
      /** It had been in the stack before and left: this commit brought it back. */
      returned?: true;
    }
  /** Already in the stack before `day`, the day of the oldest stored commit. */
  | { kind: 'before'; day: string };

/** category + NUL + name: how arrivals are keyed. */
export const technologyKey = (category: string, name: string) => `${category}\u0000${name}`;

/**
 * What one source of evidence says about when it brought a technology in: an interval of
 * positions in the repository's history, -1 standing for "before the oldest stored commit".
 * `exact` when the interval is one point.
 */
interface Window {
  from: number;
  to: number;
}

const oldestFirst = (a: HistoryCommit, b: HistoryCommit) =>
  a.committedAt.localeCompare(b.committedAt) || a.sha.localeCompare(b.sha);

/** The paths before the oldest stored commit: HEAD with every stored change undone. */
function pathsBefore(history: RepositoryHistory, commits: readonly HistoryCommit[]): Set<string> {
  const paths = new Set(history.paths);
  for (let i = commits.length - 1; i >= 0; i -= 1)
    for (const f of commits[i]!.files) {
      if (f.status === 'A') paths.delete(f.path);
      else if (f.status === 'D') paths.add(f.path);
      else if (f.status === 'R') {
        paths.delete(f.path);
        if (f.oldPath) paths.add(f.oldPath);
      }
    }
  return paths;
}

/**
 * The technologies (category + NUL + name) one path evidences on its own (a config file, a
 * vendored library, an audit report, a deployment record), and the language it counts for: what
 * a commit changing that path touches. `memo` spares recomputing a path seen before.
 */
export function technologiesOfPath(path: string, memo?: Map<string, string[]>): string[] {
  const known = memo?.get(path);
  if (known) return known;
  const { technologies, language } = pathTechnologies(path);
  const keys = technologies.map((t) => technologyKey(t.category, t.name));
  if (language) keys.push(technologyKey('programming_languages', language));
  memo?.set(path, keys);
  return keys;
}

const needed = (key: string) =>
  key.startsWith('programming_languages\u0000') ? MIN_LANGUAGE_FILES : 1;

interface PathReplay {
  /** Position of the commit that brought each technology in for good, -1: before the history. */
  since: Map<string, number>;
  /** The file of that commit that did it. */
  file: Map<string, string>;
  /** Technologies that had been present before that commit (and left in between). */
  returned: Set<string>;
}

/** Replays the paths oldest first and notes, per target, when its files last became enough. */
function replayPaths(
  commits: readonly HistoryCommit[],
  start: Set<string>,
  targets: Set<string>,
): PathReplay {
  const memo = new Map<string, string[]>();
  const counts = new Map<string, number>();
  const bump = (path: string, by: number) => {
    for (const k of technologiesOfPath(path, memo))
      if (targets.has(k)) counts.set(k, (counts.get(k) ?? 0) + by);
  };
  for (const p of start) bump(p, 1);
  const present = (k: string) => (counts.get(k) ?? 0) >= needed(k);
  const out: PathReplay = { since: new Map(), file: new Map(), returned: new Set() };
  const seen = new Set<string>();
  for (const k of targets)
    if (present(k)) {
      out.since.set(k, -1);
      seen.add(k);
    }
  commits.forEach((c, i) => {
    const before = new Map([...targets].map((k) => [k, present(k)]));
    const added: string[] = [];
    for (const f of c.files) {
      if (f.status === 'D') bump(f.path, -1);
      else if (f.status === 'R') {
        if (f.oldPath) bump(f.oldPath, -1);
        bump(f.path, 1);
        added.push(f.path);
      } else if (f.status === 'A') {
        bump(f.path, 1);
        added.push(f.path);
      }
    }
    for (const k of targets) {
      if (before.get(k) === present(k)) continue;
      if (!present(k)) {
        out.since.delete(k);
        continue;
      }
      out.since.set(k, i);
      if (seen.has(k)) out.returned.add(k);
      else out.returned.delete(k);
      seen.add(k);
      const file = added.find((p) => technologiesOfPath(p, memo).includes(k));
      if (file) out.file.set(k, file);
    }
  });
  return out;
}

/** Per target, the windows its HEAD dependencies give: from the history of their manifests. */
function dependencyWindows(
  history: RepositoryHistory,
  commits: readonly HistoryCommit[],
  start: Set<string>,
  targets: Set<string>,
): Map<string, { window: Window; file: string }[]> {
  const out = new Map<string, { window: Window; file: string }[]>();
  for (const dep of history.dependencies) {
    const keys = detectStack({ dependencies: [dep], paths: [] })
      .detections.map((d) => technologyKey(d.category, d.technology))
      .filter((k) => targets.has(k));
    if (keys.length === 0) continue;
    const window = manifestWindow(dep.manifestPath, commits, start);
    for (const k of keys) out.set(k, [...(out.get(k) ?? []), { window, file: dep.manifestPath }]);
  }
  return out;
}

/**
 * When a HEAD manifest's content may first have held what it holds now: exactly its creation
 * when never edited since; otherwise anywhere from its creation (or before the history) to its
 * last edit. A rename carries older content, so it dates nothing.
 */
function manifestWindow(path: string, commits: readonly HistoryCommit[], start: Set<string>) {
  let created = start.has(path) ? -1 : null;
  let edited = -1;
  commits.forEach((c, i) => {
    const change = c.files.find((f) => f.path === path);
    if (!change) return;
    if (change.status === 'A') created = i;
    else if (change.status === 'R') created = -1;
    edited = i;
  });
  const from = created ?? -1;
  return { from, to: Math.max(from, edited) };
}

/** The earliest source, when it is known to be earlier than (or as early as) every other. */
function earliest<T extends { window: Window }>(sources: readonly T[]): T | null {
  const sorted = [...sources].sort((a, b) => a.window.to - b.window.to);
  const first = sorted[0];
  if (!first || first.window.from !== first.window.to) return null;
  return sources.every((s) => s.window.from >= first.window.to) ? first : null;
}

interface RepositorySource {
  window: Window;
  arrival: StackArrival;
  /** For comparing across repositories: the day of the arrival, or of the "before" bound. */
  day: string;
}

function arrivalAt(
  history: RepositoryHistory,
  commits: readonly HistoryCommit[],
  at: number,
  file: string,
  returned: boolean,
): StackArrival {
  const c = commits[at];
  if (at < 0 || !c)
    return { kind: 'before', day: history.since ?? commits[0]?.committedAt.slice(0, 10) ?? '' };
  return {
    kind: 'commit',
    sha: c.sha,
    repository: history.repository,
    committedAt: c.committedAt,
    recordedAt: c.recordedAt,
    subject: c.subject,
    file,
    ...(returned ? { returned } : {}),
  };
}

interface RepositoryArrivals {
  /** The technologies of the repository's stack at HEAD. */
  held: Set<string>;
  /** Those whose arrival its history tells. */
  known: Map<string, RepositorySource>;
}

/** Per technology of the repository's stack, what its history says about its arrival. */
export function repositoryArrivals(history: RepositoryHistory): RepositoryArrivals {
  const commits = [...history.commits].sort(oldestFirst);
  const stack = detectStack({ dependencies: history.dependencies, paths: history.paths });
  const held = new Set(stack.detections.map((d) => technologyKey(d.category, d.technology)));
  const known = new Map<string, RepositorySource>();
  // Without any stored commit, nothing says when the history begins.
  if (commits.length === 0 && history.since === undefined) return { held, known };
  const start = pathsBefore(history, commits);
  const paths = replayPaths(commits, start, held);
  const deps = dependencyWindows(history, commits, start, held);
  for (const k of held) {
    const since = paths.since.get(k);
    const first = earliest([
      ...(since === undefined
        ? []
        : [
            {
              window: { from: since, to: since },
              file: paths.file.get(k) ?? '',
              returned: paths.returned.has(k),
            },
          ]),
      ...(deps.get(k) ?? []),
    ]);
    if (!first) continue;
    const returned = 'returned' in first && first.returned === true;
    const arrival = arrivalAt(history, commits, first.window.from, first.file, returned);
    const day = arrival.kind === 'commit' ? arrival.committedAt.slice(0, 10) : arrival.day;
    known.set(k, { window: first.window, arrival, day });
  }
  return { held, known };
}

/**
 * Of the repositories' answers for one technology, the project's: "before D" when some
 * repository already had it before its history began on D and none shows it arriving earlier
 * than D; otherwise the earliest arrival commit, when no repository had it "before" (a
 * "before" day hides an arrival anywhere earlier). Null when they cannot be told apart.
 */
function firstOf(sources: readonly RepositorySource[]): StackArrival | null {
  const befores = sources.filter((s) => s.arrival.kind === 'before');
  const byDay = (a: RepositorySource, b: RepositorySource) => a.day.localeCompare(b.day);
  if (befores.length === 0) return [...sources].sort(byDay)[0]?.arrival ?? null;
  const first = [...befores].sort(byDay)[0]!;
  return sources.every((s) => s.day >= first.day) ? first.arrival : null;
}

/** The arrival of each technology of a project's stack, over its repositories' histories. */
export function stackArrivals(histories: readonly RepositoryHistory[]): Map<string, StackArrival> {
  const perRepository = histories.map(repositoryArrivals);
  const out = new Map<string, StackArrival>();
  for (const k of new Set(perRepository.flatMap((r) => [...r.held]))) {
    const holding = perRepository.filter((r) => r.held.has(k));
    // A repository holding it without a known arrival leaves the project's unknown.
    if (holding.some((r) => !r.known.has(k))) continue;
    const arrival = firstOf(holding.map((r) => r.known.get(k)!));
    if (arrival) out.set(k, arrival);
  }
  return out;
}
