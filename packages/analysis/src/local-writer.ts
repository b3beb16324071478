// The deterministic writer: plain, specific English built only from the facts, citing the
// short sha of every commit it describes. Same facts in, same text out.
import { SIGNAL_REGISTRY, SIGNAL_TITLES } from '@gitsignals/domain';
import { localOpportunity } from './insights/opportunity-text';
import { pastPhrase, tidySubject, verbPhrase } from './phrasing';
import { parseVersion } from './release-text';
import type {
  HighlightFact,
  ReleaseFact,
  SyncWriter,
  WriterFacts,
  WrittenFeedText,
} from './writer';

const MAX_PER_LINE = 3;
const TITLE_MAX = 100;

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const repoName = (repository: string): string => repository.split('/').pop() ?? repository;
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Verbs for subjects that are noun phrases ("Permissioned Pools", "OZ M02: fee griefing"): those
 * of the commit's most important signal that has one, [present, past].
 */
function nounVerb(h: HighlightFact): [string, string] | null {
  const lead = h.signals.find((s) => SIGNAL_REGISTRY[s].nounVerb !== null);
  const verb = lead === undefined ? null : SIGNAL_REGISTRY[lead].nounVerb;
  return verb === null ? null : [verb.present, verb.past];
}

/** "adds dynamic fee hooks" / "ships Permissioned Pools". */
function phraseOf(h: HighlightFact): string {
  // A release commit reads "releases 1.0.2", whatever its subject says ("bump to 1.0.2").
  const version = h.signals[0] === 'release' ? parseVersion(h.subject) : null;
  if (version !== null) return `releases ${version.raw}`;
  const verb = verbPhrase(h.subject);
  if (verb !== null) return verb;
  const noun = nounVerb(h);
  return noun !== null
    ? `${noun[0]} ${tidySubject(h.subject)}`
    : `works on ${tidySubject(h.subject)}`;
}

function titleOf(f: WriterFacts): string {
  const name = f.project.name;
  if (f.majorRelease) return `${name} releases ${f.majorRelease.name}`;
  const h = f.headline;
  if (h === null) return `${name} activity on ${f.analysisDate}`;
  // Noun-phrase subjects without a telling signal read best as "Project: Subject".
  const plain =
    verbPhrase(h.subject) === null && nounVerb(h) === null && h.signals[0] !== 'release';
  let title = plain ? `${name}: ${tidySubject(h.subject)}` : `${name} ${phraseOf(h)}`;
  // Name the repository when it says more than the project name does.
  const repo = repoName(h.repository);
  const suffix = ` in ${repo}`;
  const [p, r] = [norm(name), norm(repo)];
  const redundant = p.includes(r) || r.includes(p) || norm(title).includes(r);
  if (!redundant && title.length + suffix.length <= TITLE_MAX) {
    title += suffix;
  }
  return title.length > TITLE_MAX
    ? `${title.slice(0, TITLE_MAX - 1).replace(/\s+\S*$/, '')}…`
    : title;
}

function summaryOf(f: WriterFacts): string {
  const name = f.project.name;
  const seen = new Set<string>();
  const phrases: string[] = [];
  if (f.majorRelease) phrases.push(`releases ${f.majorRelease.name}`);
  for (const section of f.sections) {
    for (const h of section.commits) {
      if (phrases.length >= MAX_PER_LINE || seen.has(h.sha)) continue;
      seen.add(h.sha);
      phrases.push(phraseOf(h));
    }
  }
  for (const h of f.otherChanges) {
    if (phrases.length >= 1) break;
    phrases.push(phraseOf(h));
  }
  const first = `${name} ${listJoin(phrases)}.`;
  const { meaningfulCommits, contributors, repositories } = f.counts;
  const where =
    repositories.length > 1
      ? ` across ${plural(repositories.length, 'repository', 'repositories')}`
      : '';
  const labels = f.signals.slice(0, 3).map((s) => SIGNAL_TITLES[s].toLowerCase());
  const carrying = labels.length > 0 ? `, with ${listJoin(labels)}` : '';
  const second = `${plural(meaningfulCommits, 'meaningful commit')} by ${plural(contributors, 'contributor')}${where}${carrying}.`;
  // Exactly two sentences; the first names the changes, the second sizes them.
  return `${first} ${second.charAt(0).toUpperCase()}${second.slice(1)}`;
}

function itemOf(h: HighlightFact): string {
  return `${pastPhrase(h.subject, nounVerb(h)?.[1] ?? null)} (${h.shortSha})`;
}

function lineOf(label: string, commits: HighlightFact[]): string {
  const shown = commits.slice(0, MAX_PER_LINE).map(itemOf);
  const more =
    commits.length > MAX_PER_LINE
      ? `; and ${plural(commits.length - MAX_PER_LINE, 'more commit')}`
      : '';
  return `${label}: ${shown.join('; ')}${more}.`;
}

function releaseLine(releases: ReleaseFact[]): string {
  const items = releases.map(
    (r) => `${r.name}${r.major ? ' (major)' : ''}${r.sha ? ` (${r.sha.slice(0, 7)})` : ''}`,
  );
  return `Releases: ${items.join(', ')}.`;
}

function contentOf(f: WriterFacts): string {
  const lines: string[] = [];
  for (const section of f.sections) {
    if (section.signal === 'release') continue;
    let label = section.title;
    if (section.signal === 'chain_expansion' && f.newChains.length > 0)
      label += ` (${f.newChains.join(', ')})`;
    lines.push(lineOf(label, section.commits));
  }
  if (f.releases.length > 0) lines.push(releaseLine(f.releases));
  if (f.contributorSurge) {
    const s = f.contributorSurge;
    lines.push(
      `${SIGNAL_TITLES.contributor_surge}: ${plural(s.commits, 'meaningful commit')} by ${plural(s.authors, 'contributor')}, ${s.ratio}× the usual daily ${s.measure}.`,
    );
  }
  if (f.otherChanges.length > 0) lines.push(lineOf('Other changes', f.otherChanges));
  const c = f.counts;
  const repos = c.repositories.map(repoName).join(', ');
  lines.push(
    `Activity: ${plural(c.meaningfulCommits, 'meaningful commit')} by ${plural(c.contributors, 'contributor')} in ${plural(c.repositories.length, 'repository', 'repositories')} (${repos}); ${plural(c.filesChanged, 'file')} changed, +${c.additions}/−${c.deletions} lines.`,
  );
  const reasons = Object.entries(f.noise)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([reason, n]) => `${n} ${reason.replace(/_/g, ' ')}`);
  lines.push(
    c.noiseCommits > 0
      ? `Filtered noise: ${plural(c.noiseCommits, 'commit')} (${reasons.join(', ')}).`
      : 'Filtered noise: none.',
  );
  return lines.join('\n');
}

export const localWriter: SyncWriter = {
  name: 'local',
  write(facts: WriterFacts): WrittenFeedText {
    return { title: titleOf(facts), summary: summaryOf(facts), content: contentOf(facts) };
  },
  writeOpportunity: localOpportunity,
};
