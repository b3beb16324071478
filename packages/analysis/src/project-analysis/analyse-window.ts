// The project analysis of spec section 3 ("Daily analysis result"): what a project did over the
// last 7 or 14 days, written from its meaningful commits and the signals the classifier gave
// them. Deterministic: the same commits give the same text, and every highlight cites the short
// shas of the commits it describes.
import {
  SIGNAL_REGISTRY,
  SIGNAL_TITLES,
  sortSignals,
  utcMidnight,
  type SignalId,
} from '@gitsignals/domain';
import { byImportance } from '../build-facts';
import { parseMessage } from '../parse-message';
import { pastPhrase, tidySubject } from '../phrasing';
import { parseVersion } from '../release-text';
import type { ProjectInput } from '../types';
import type { HighlightFact } from '../writer';

/** One meaningful commit of the window, as stored after classification. */
export interface WindowCommit {
  sha: string;
  /** owner/name */
  repository: string;
  authorName: string;
  /** ISO 8601 */
  committedAt: string;
  message: string;
  signals: SignalId[];
  filesChanged: number;
  additions: number;
  deletions: number;
}

export interface ProjectWindowInput {
  project: ProjectInput;
  /** 7 or 14: the window is the `days` days ending on `toDay`. */
  days: number;
  /** YYYY-MM-DD, first and last day of the window (UTC, inclusive). */
  fromDay: string;
  toDay: string;
  /** Meaningful commits only (noise is counted in `noise`, never described). */
  commits: WindowCommit[];
  /** Filtered commits of the window by noise reason. */
  noise: Record<string, number>;
  /** Release tags cut in the window, newest first. */
  releases: string[];
}

/** The `analysis` object of the daily analysis result, field names as in the spec. */
export interface ProjectWindowAnalysis {
  summary: string;
  key_highlights: string[];
  business_impact: string;
  /** The whole analysis as one markdown document, as a writer would have returned it. */
  raw_response: string;
}

const MAX_HIGHLIGHTS = 6;
const MAX_PER_HIGHLIGHT = 3;

const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const repoName = (repository: string): string => repository.split('/').pop() ?? repository;

function highlightOf(c: WindowCommit): HighlightFact {
  const msg = parseMessage(c.message);
  return {
    sha: c.sha,
    shortSha: c.sha.slice(0, 7),
    repository: c.repository,
    author: c.authorName,
    committedAt: c.committedAt,
    subject: msg.text === '' ? msg.subject : msg.text,
    area:
      msg.type !== null ? (msg.scope !== null ? `${msg.type}(${msg.scope})` : msg.type) : msg.scope,
    signals: sortSignals(c.signals),
    filesChanged: c.filesChanged,
    additions: c.additions,
    deletions: c.deletions,
  };
}

/** "Added dynamic fee hooks (a1b2c3d)"; a release commit reads "Released 1.0.2 (a1b2c3d)". */
function itemOf(h: HighlightFact): string {
  const version = h.signals[0] === 'release' ? parseVersion(h.subject) : null;
  if (version !== null) return `Released ${version.raw} (${h.shortSha})`;
  // Noun-phrase subjects ("Permissioned Pools") take the verb of the leading signal that has one.
  const lead = h.signals.find((s) => SIGNAL_REGISTRY[s].nounVerb !== null);
  const fallback = lead === undefined ? null : (SIGNAL_REGISTRY[lead].nounVerb?.past ?? null);
  return `${pastPhrase(h.subject, fallback)} (${h.shortSha})`;
}

function lineOf(label: string, commits: HighlightFact[]): string {
  const shown = commits.slice(0, MAX_PER_HIGHLIGHT).map(itemOf);
  const more =
    commits.length > MAX_PER_HIGHLIGHT
      ? `; and ${plural(commits.length - MAX_PER_HIGHLIGHT, 'more commit')}`
      : '';
  return `${label}: ${shown.join('; ')}${more}.`;
}

function formatDay(day: string): string {
  const date = utcMidnight(day);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
}

/** Signals of the window, most important first, each with its commits (most important first). */
function sectionsOf(highlights: HighlightFact[]): { signal: SignalId; commits: HighlightFact[] }[] {
  const signals = sortSignals([...new Set(highlights.flatMap((h) => h.signals))]);
  return signals.map((signal) => ({
    signal,
    commits: highlights.filter((h) => h.signals.includes(signal)),
  }));
}

function summaryOf(
  input: ProjectWindowInput,
  highlights: HighlightFact[],
  signals: SignalId[],
): string {
  const name = input.project.name;
  const contributors = new Set(highlights.map((h) => h.author.toLowerCase())).size;
  const repositories = [...new Set(highlights.map((h) => h.repository))].sort();
  const where =
    repositories.length === 1
      ? ` in ${repoName(repositories[0] ?? '')}`
      : ` across ${plural(repositories.length, 'repository', 'repositories')}`;
  const first = `Over the past ${input.days} days (${formatDay(input.fromDay)} to ${formatDay(input.toDay)}), ${name} landed ${plural(highlights.length, 'meaningful commit')} by ${plural(contributors, 'contributor')}${where}.`;
  const sentences = [first];
  const labels = signals.slice(0, 3).map((s) => SIGNAL_TITLES[s].toLowerCase());
  const headline = highlights[0];
  if (labels.length > 0 && headline) {
    sentences.push(`The work centred on ${listJoin(labels)}.`, `Headline: ${itemOf(headline)}.`);
  } else if (headline) {
    sentences.push(
      'No change carried a product signal.',
      `The most substantial: ${itemOf(headline)}.`,
    );
  }
  if (input.releases.length > 0) {
    sentences.push(`Tagged ${listJoin(input.releases.slice(0, 3))}.`);
  }
  return sentences.join(' ');
}

function businessImpactOf(
  highlights: HighlightFact[],
  sections: { signal: SignalId; commits: HighlightFact[] }[],
): string {
  const leading = sections.filter((s) => s.signal !== 'contributor_surge').slice(0, 3);
  if (leading.length === 0) {
    const first = highlights[0];
    return `This period was maintenance: ${plural(highlights.length, 'commit')} of refactoring, fixes and upkeep${first ? `, such as ${tidySubject(first.subject)} (${first.shortSha})` : ''}, with no change users or integrators need to act on.`;
  }
  return leading
    .map((s) => {
      const cited = s.commits
        .slice(0, 2)
        .map((h) => h.shortSha)
        .join(', ');
      return `${SIGNAL_REGISTRY[s.signal].impact.window} (${cited}).`;
    })
    .join(' ');
}

function rawResponseOf(analysis: Omit<ProjectWindowAnalysis, 'raw_response'>): string {
  const highlights = analysis.key_highlights.map((h) => `- ${h}`).join('\n');
  return [
    '## Summary',
    analysis.summary,
    '',
    '## Key Highlights',
    highlights,
    '',
    '## Business Impact',
    analysis.business_impact,
  ].join('\n');
}

/**
 * The analysis of a project's window, or null when it has no meaningful commit (the API then
 * answers 'No commits found for the specified time period.').
 */
export function analyseProjectWindow(input: ProjectWindowInput): ProjectWindowAnalysis | null {
  if (input.commits.length === 0) return null;
  const highlights = input.commits.map(highlightOf).sort(byImportance);
  const sections = sectionsOf(highlights);
  const keyHighlights = sections
    .filter((s) => s.signal !== 'contributor_surge')
    .slice(0, MAX_HIGHLIGHTS)
    .map((s) => lineOf(SIGNAL_TITLES[s.signal], s.commits));
  const other = highlights.filter((h) => h.signals.length === 0);
  if (keyHighlights.length < MAX_HIGHLIGHTS && other.length > 0) {
    keyHighlights.push(lineOf('Other changes', other));
  }
  const signals = sections.map((s) => s.signal);
  const analysis = {
    summary: summaryOf(input, highlights, signals),
    key_highlights: keyHighlights,
    business_impact: businessImpactOf(highlights, sections),
  };
  return { ...analysis, raw_response: rawResponseOf(analysis) };
}
