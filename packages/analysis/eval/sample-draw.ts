// The building blocks of select-sample.ts's draws: keyword/path filters over a commit, and the
// two ways a pass picks (a stratum round-robin over repositories, or a few per repository).
// Nothing here looks at the classifier.
import type { CommitInput } from '../src/types';

export const subjectOf = (c: CommitInput): string => c.message.split('\n')[0] ?? '';
const paths = (c: CommitInput): string => c.files.map((f) => f.path).join('\n');

export type Filter = (c: CommitInput) => boolean;
export const subj =
  (re: RegExp): Filter =>
  (c) =>
    re.test(subjectOf(c));
export const path =
  (re: RegExp): Filter =>
  (c) =>
    re.test(paths(c));
export const any =
  (...fs: Filter[]): Filter =>
  (c) =>
    fs.some((f) => f(c));

// Product paths of a focused commit: repo-wide moves and typo sweeps touch every file and would
// crowd a path stratum.
export const nonTest = (c: CommitInput): string =>
  c.files.length > 15
    ? ''
    : c.files
        .map((f) => f.path)
        .filter(
          (p) => !/(^|\/)(tests?|mocks?|e2e|integration[-_]tests?)\/|\.t\.sol$|_test\.go$/i.test(p),
        )
        .join('\n');

/** The commits to draw from (per repository) and what has been picked so far, in order. */
export interface Draw {
  byRepo: CommitInput[][];
  picked: Map<string, { commit: CommitInput; stratum: string }>;
}

/** Round-robin over repositories inside a stratum spreads positives across projects. */
export function pickFrom(
  draw: Draw,
  stratum: string,
  filter: Filter,
  count: number,
  rng: () => number,
): void {
  const pools = draw.byRepo.map((commits) => shuffle(commits.filter(filter), rng));
  let taken = 0;
  for (let round = 0; taken < count; round += 1) {
    let any = false;
    for (const pool of shuffle(pools, rng)) {
      const c = pool[round];
      if (c === undefined) continue;
      any = true;
      if (draw.picked.has(c.sha) || taken >= count) continue;
      draw.picked.set(c.sha, { commit: c, stratum });
      taken += 1;
    }
    if (!any) break;
  }
}

/** Up to `count` commits of every repository not picked yet: the honest, ordinary part. */
export function pickPerRepo(draw: Draw, stratum: string, count: number, rng: () => number): void {
  for (const commits of draw.byRepo) {
    let n = 0;
    for (const c of shuffle(commits, rng)) {
      if (n >= count) break;
      if (draw.picked.has(c.sha)) continue;
      draw.picked.set(c.sha, { commit: c, stratum });
      n += 1;
    }
  }
}

/** How many commits a draw has put in one stratum so far. */
export const pickedIn = (draw: Draw, stratum: string): number =>
  [...draw.picked.values()].filter((p) => p.stratum === stratum).length;

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
