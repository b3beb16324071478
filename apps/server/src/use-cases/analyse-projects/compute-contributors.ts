// Core contributors of each project, derived from its commit history and stored as contacts of
// the 'commits' source (apart from imported contacts): the people with the most commits of the
// last 365 days, each with at least MIN_SHARE of them, at most MAX_CONTRIBUTORS. A person's
// profile link is their GitHub page only when the collector stored their login for a github.com
// repository; it is never guessed from a name, and no e-mail address is ever derived.
// Idempotent: the same history writes nothing new.
import { isBotAuthor } from '@gitsignals/analysis';
import {
  countCommitsByAuthor,
  listProjectIdsWithCommitsSince,
  listProjectIdsWithDerivedContributors,
  saveDerivedContributors,
  type AuthorCommitCount,
  type DerivedContributor,
} from '@gitsignals/db';
import { addDays } from '@gitsignals/domain';
import { progressOf, type AnalyseDeps, type AnalyseScope } from './deps';

export const CONTRIBUTOR_WINDOW_DAYS = 365;
export const MAX_CONTRIBUTORS = 10;
/** A core contributor has at least this share of the window's commits. */
export const MIN_SHARE = 0.02;

export interface ComputeContributorsResult {
  projects: number;
  /** Contributor rows inserted, changed or removed. */
  changed: number;
}

const GITHUB_LOGIN = /^[a-z\d](?:[a-z\d-]{0,38})$/i;

/**
 * One person per login when there is one (its commits under several spellings of the name),
 * else per name, case-insensitively; the name shown is the one used most.
 */
export function coreContributors(counts: AuthorCommitCount[]): DerivedContributor[] {
  const total = counts.reduce((sum, c) => sum + c.commits, 0);
  if (total === 0) return [];
  // Shares are of all counted commits, bots' included, so they read as 'of the project's commits'.
  const people = new Map<
    string,
    { names: Map<string, number>; login: string | null; onGithub: boolean; commits: number }
  >();
  const loginOfName = new Map<string, string>();
  for (const c of counts) {
    if (c.authorLogin)
      loginOfName.set(c.authorName.trim().toLowerCase(), c.authorLogin.toLowerCase());
  }
  // Bots are no contributors, even where their commits carry a person's kind of work.
  const humans = counts.filter(
    (c) => !isBotAuthor(c.authorName) && !(c.authorLogin && /\[bot\]$|-bot$/i.test(c.authorLogin)),
  );
  for (const c of humans) {
    const name = c.authorName.trim();
    if (!name) continue;
    const login = c.authorLogin?.toLowerCase() ?? loginOfName.get(name.toLowerCase()) ?? null;
    const key = login ? `login:${login}` : `name:${name.toLowerCase().replace(/\s+/g, ' ')}`;
    const person = people.get(key) ?? {
      names: new Map<string, number>(),
      login: null,
      onGithub: false,
      commits: 0,
    };
    person.commits += c.commits;
    person.names.set(name, (person.names.get(name) ?? 0) + c.commits);
    if (c.authorLogin && c.onGithub && GITHUB_LOGIN.test(c.authorLogin)) {
      person.login = c.authorLogin;
      person.onGithub = true;
    }
    people.set(key, person);
  }
  return [...people.entries()]
    .map(([sourceKey, p]) => ({
      sourceKey,
      name: [...p.names.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
      profileUrl: p.onGithub && p.login ? `https://github.com/${p.login}` : null,
      commits: p.commits,
      commitShare: Math.round((p.commits / total) * 10_000) / 10_000,
    }))
    .filter((p) => p.commits / total >= MIN_SHARE)
    .sort((a, b) => b.commits - a.commits || a.name.localeCompare(b.name))
    .slice(0, MAX_CONTRIBUTORS)
    .map(({ commits: _commits, ...p }) => p);
}

/** Core contributors of the projects in scope over the year before deps.now: `since` plays no part. */
export async function computeContributors(
  deps: Pick<AnalyseDeps, 'db' | 'now' | 'progress'>,
  scope: AnalyseScope,
): Promise<ComputeContributorsResult> {
  const { db } = deps;
  const progress = progressOf(deps);
  const now = deps.now();
  const since = addDays(now, -CONTRIBUTOR_WINDOW_DAYS);
  // Projects with recent commits, and those with stored contributors whose history went quiet.
  const ids = [
    ...new Set([
      ...(await listProjectIdsWithCommitsSince(db, since, scope.projectSlugs)),
      ...(await listProjectIdsWithDerivedContributors(db, scope.projectSlugs)),
    ]),
  ].sort((a, b) => a - b);
  let changed = 0;
  progress.start('Finding core contributors', ids.length);
  for (const id of ids) {
    const contributors = coreContributors(await countCommitsByAuthor(db, id, since));
    changed += await saveDerivedContributors(db, id, contributors, now);
    progress.tick(1);
  }
  progress.done(`${ids.length} projects' core contributors (${changed} rows changed)`);
  return { projects: ids.length, changed };
}
