// From analysed commits to WriterFacts: which commit is the headline, which commits explain
// each signal, what was released, and the activity counts. No wording happens here.
import {
  importanceRank,
  SIGNAL_IDS,
  SIGNAL_TITLES,
  type Priority,
  type SignalId,
} from '@gitsignals/domain';
import { footprintOf } from './change-footprint';
import type { CommitAnalysis } from './classify-commit';
import { bySubstance, substanceOf, type Substance } from './headline-rank';
import type { SurgeFact } from './contributor-surge';
import type { ParsedMessage } from './parse-message';
import { isMajorVersion, parseVersion } from './release-text';
import type { FeedTagGroups, ProjectInput, TagInput } from './types';
import type { HighlightFact, ReleaseFact, SignalSection, WriterFacts } from './writer';

/** "feat(sdk)", "feat", or a component prefix ("core/txpool"): the commit's area. */
export function areaOfMessage(msg: Pick<ParsedMessage, 'type' | 'scope'>): string | null {
  return msg.type !== null
    ? msg.scope !== null
      ? `${msg.type}(${msg.scope})`
      : msg.type
    : msg.scope;
}

export function highlightOf(a: CommitAnalysis): HighlightFact {
  const { commit, msg } = a.context;
  let additions = 0;
  let deletions = 0;
  for (const f of commit.files) {
    additions += f.additions ?? 0;
    deletions += f.deletions ?? 0;
  }
  return {
    sha: commit.sha,
    shortSha: commit.sha.slice(0, 7),
    repository: commit.repository,
    author: commit.authorName,
    committedAt: commit.committedAt,
    subject: msg.text === '' ? msg.subject : msg.text,
    area: areaOfMessage(msg),
    signals: a.classified.signals,
    filesChanged: commit.files.length,
    additions,
    deletions,
    footprint: footprintOf(a.context.files, [...a.deployedChains, ...a.expansionChains]),
    body: msg.body,
    substance: substanceOf(
      msg.text === '' ? msg.subject : msg.text,
      areaOfMessage(msg),
      commit.files,
      additions + deletions,
    ),
  };
}

const time = (iso: string): number => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Newest first; sha breaks ties so the order never depends on input order. */
export function newestFirst<T extends { committedAt: string; sha: string }>(a: T, b: T): number {
  return time(b.committedAt) - time(a.committedAt) || (a.sha < b.sha ? -1 : a.sha > b.sha ? 1 : 0);
}

function bestRank(h: HighlightFact): number {
  return h.signals.length === 0 ? SIGNAL_IDS.length : Math.min(...h.signals.map(importanceRank));
}

/** The commit's substance: from its files when known, else from its subject and size. */
export const substanceOfFact = (h: HighlightFact): Substance =>
  h.substance ?? substanceOf(h.subject, h.area, undefined, h.additions + h.deletions);

/**
 * Most important first: strongest shown signal, then more signals, then substance (product work
 * before chores, features before fixes, more product code: headline-rank.ts), newer, sha.
 */
export function byImportance(a: HighlightFact, b: HighlightFact): number {
  return (
    bestRank(a) - bestRank(b) ||
    b.signals.length - a.signals.length ||
    bySubstance(substanceOfFact(a), substanceOfFact(b)) ||
    newestFirst(a, b)
  );
}

/** Releases from tags of the window and from release commits, de-duplicated by version. */
export function releasesOf(
  tags: TagInput[],
  highlights: Pick<HighlightFact, 'sha' | 'subject' | 'signals' | 'committedAt'>[],
): ReleaseFact[] {
  const meaningful = new Set(highlights.map((h) => h.sha));
  const cite = (sha: string | null): string | null =>
    sha !== null && meaningful.has(sha) ? sha : null;
  const keyOf = (name: string): string | null => {
    const v = parseVersion(name);
    return v ? `${v.major}.${v.minor}.${v.patch}-${v.prerelease ?? ''}` : null;
  };
  const out: ReleaseFact[] = [];
  const names = new Set<string>();
  const versions = new Set<string>();
  // Tags are authoritative (monorepos tag "op-node/v1.9.0" and "op-batcher/v1.9.0" separately).
  for (const t of [...tags].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    // Nightly/canary build tags are automation, not releases a reader should hear about.
    if (names.has(t.name) || /nightly|canary|snapshot|latest|^dev[-_.]?/i.test(t.name)) continue;
    names.add(t.name);
    const key = keyOf(t.name);
    if (key !== null) versions.add(key);
    out.push({ name: t.name, sha: cite(t.sha), major: isMajorVersion(parseVersion(t.name)) });
  }
  // Release commits add the versions no tag announced.
  for (const h of [...highlights].sort(newestFirst)) {
    if (!h.signals.includes('release')) continue;
    const version = parseVersion(h.subject);
    const key = keyOf(h.subject);
    if (version === null || key === null || versions.has(key)) continue;
    versions.add(key);
    out.push({ name: version.raw, sha: h.sha, major: isMajorVersion(version) });
  }
  return out;
}

export interface FactsInput {
  project: ProjectInput;
  analysisDate: string;
  daysAnalyzed: number;
  priority: Priority;
  signals: SignalId[];
  meaningful: CommitAnalysis[];
  releases: ReleaseFact[];
  newChains: string[];
  surge: SurgeFact | null;
  noise: Record<string, number>;
  noiseCommits: number;
  tags: FeedTagGroups;
}

export function buildFacts(input: FactsInput): WriterFacts {
  const highlights = input.meaningful.map(highlightOf).sort(byImportance);
  const sections: SignalSection[] = [];
  for (const signal of input.signals) {
    const commits = highlights.filter((h) => h.signals.includes(signal));
    if (commits.length > 0) sections.push({ signal, title: SIGNAL_TITLES[signal], commits });
  }
  const repositories = [...new Set(highlights.map((h) => h.repository))].sort();
  let filesChanged = 0;
  let additions = 0;
  let deletions = 0;
  for (const h of highlights) {
    filesChanged += h.filesChanged;
    additions += h.additions;
    deletions += h.deletions;
  }
  return {
    project: input.project,
    analysisDate: input.analysisDate,
    daysAnalyzed: input.daysAnalyzed,
    priority: input.priority,
    signals: input.signals,
    headline: highlights[0] ?? null,
    majorRelease: input.releases.find((r) => r.major) ?? null,
    sections,
    otherChanges: highlights.filter((h) => h.signals.length === 0),
    releases: input.releases,
    newChains: input.newChains,
    contributorSurge: input.surge,
    counts: {
      meaningfulCommits: highlights.length,
      contributors: new Set(highlights.map((h) => h.author)).size,
      repositories,
      filesChanged,
      additions,
      deletions,
      noiseCommits: input.noiseCommits,
    },
    noise: input.noise,
    tags: input.tags,
  };
}
