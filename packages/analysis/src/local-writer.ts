// The deterministic writer: plain, specific English built only from the facts, citing the
// short sha of every commit it describes. Same facts in, same text out. A subject that says
// nothing is never copied: the commit is described by its files instead (ADR 039).
import { SIGNAL_TITLES } from '@gitsignals/domain';
import { choreTitle } from './chore-title';
import { describeCommit, type CommitWords } from './describe-commit';
import { fitText } from './fit-text';
import { listJoin, sizeText } from './footprint-text';
import { localOpportunity } from './insights/opportunity-text';
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

const count = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`): string =>
  `${count(n)} ${n === 1 ? one : many}`;
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
// "npmMinimalAgeGate 7 days", "tx.coin fix": an identifier keeps its case.
const headlineCase = (s: string): string => (/^[a-z]+(\s|$)/.test(s) ? capitalise(s) : s);

const repoName = (repository: string): string => repository.split('/').pop() ?? repository;
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The versions released at this commit (a "Version Packages" commit names none itself). */
const releasesAt = (f: WriterFacts, h: HighlightFact): string[] =>
  f.releases.filter((r) => r.sha === h.sha).map((r) => r.name);

/** "Celestia now classifies …", or "Liquity: Legacy unstake all" for a bare noun phrase. */
function titleTexts(name: string, words: CommitWords): string[] {
  return words.texts.map((t) => (words.bare ? `${name}: ${headlineCase(t)}` : `${name} ${t}`));
}

function titleOf(f: WriterFacts): string {
  const name = f.project.name;
  if (f.majorRelease) return `${name} releases ${f.majorRelease.name}`;
  const h = f.headline;
  if (h === null) return `${name} activity on ${f.analysisDate}`;
  const words = describeCommit(h, 'present', { now: true, releases: releasesAt(f, h) });
  const chore = choreTitle(f, words, TITLE_MAX);
  if (chore !== null) return chore;
  const texts = titleTexts(name, words);
  let title =
    texts.find((t) => t.length <= TITLE_MAX) ?? fitText(texts[texts.length - 1] ?? name, TITLE_MAX);
  // Name the repository when it says more than the project name does; a description from the
  // files ends with its size, which the suffix would follow awkwardly.
  const repo = repoName(h.repository);
  const suffix = ` in ${repo}`;
  const [p, r] = [norm(name), norm(repo)];
  // "… in Legacy unstake all in bold": a phrase that already ends on a place takes no other.
  const placed = /\sin\s[^,]+$/.test(title);
  const redundant = p.includes(r) || r.includes(p) || norm(title).includes(r) || placed;
  if (
    !words.fromFiles &&
    !redundant &&
    !title.endsWith('…') &&
    title.length + suffix.length <= TITLE_MAX
  ) {
    title += suffix;
  }
  return title;
}

/** The commits the summary names: the leading ones of each signal, then one other change. */
function summaryCommits(f: WriterFacts): HighlightFact[] {
  const seen = new Set<string>();
  const out: HighlightFact[] = [];
  for (const h of f.sections.flatMap((s) => s.commits)) {
    if (out.length >= MAX_PER_LINE || seen.has(h.sha)) continue;
    seen.add(h.sha);
    out.push(h);
  }
  if (out.length === 0 && f.otherChanges[0] !== undefined) out.push(f.otherChanges[0]);
  return out;
}

/** "releases v1.2 and adds X": each commit once, release versions gathered in one phrase. */
function summaryPhrases(f: WriterFacts): string[] {
  const phrases: string[] = [];
  const versions: string[] = f.majorRelease ? [f.majorRelease.name] : [];
  let releaseAt = f.majorRelease ? 0 : -1;
  summaryCommits(f).forEach((h, i) => {
    const words = describeCommit(h, 'present', {
      now: i === 0 && !f.majorRelease,
      releases: releasesAt(f, h),
      detail: true,
    });
    if (words.version !== null) {
      if (releaseAt === -1) releaseAt = phrases.length;
      // "v10.0.0" from a tag and "10.0.0" from a commit are one version.
      const known = new Set(versions.map((v) => v.replace(/^v(?=\d)/, '')));
      for (const v of words.version.split(', ')) {
        if (!known.has(v.replace(/^v(?=\d)/, ''))) versions.push(v);
        known.add(v.replace(/^v(?=\d)/, ''));
      }
      return;
    }
    const text = words.texts[0] ?? '';
    // A title with no verb is quoted: "commits “Mainnet spell 2025-11-17”", never "changes …".
    const phrase = words.bare ? `commits “${text}”` : text;
    if (!phrases.includes(phrase)) phrases.push(phrase);
  });
  const named = namedVersions(versions);
  if (named.length > 0) phrases.splice(Math.max(releaseAt, 0), 0, `releases ${listJoin(named)}`);
  // Tags of the day no summary commit released: named all the same, short.
  const known = new Set(versions.map(bareVersion));
  const tagged = namedVersions(f.releases.map((r) => r.name)).filter(
    (v) => !known.has(bareVersion(v)),
  );
  if (tagged.length > 0) {
    const shown = tagged.slice(0, 3);
    const more = tagged.length > 3 ? ` and ${count(tagged.length - 3)} more` : '';
    phrases.push(`tags ${shown.join(', ')}${more}`);
  }
  return phrases;
}

/** "core-v29.9.0" and "29.9.0" are one version. */
const bareVersion = (v: string): string => {
  const p = parseVersion(v);
  return p === null ? v : `${p.major}.${p.minor}.${p.patch}-${p.prerelease ?? ''}`;
};
// "901.0.0" next to "@metamask/base-controller@9.1.0": a monorepo's release counter, no product
// version a reader could install.
const COUNTER = /^v?\d{3,}\.\d+\.\d+$/;

/** The versions worth naming: a monorepo's bare counter is left out when packages are named. */
function namedVersions(versions: string[]): string[] {
  const packages = versions.some((v) => /[@/]/.test(v) || /[a-z]-v?\d/i.test(v));
  return packages ? versions.filter((v) => !COUNTER.test(v)) : versions;
}

/** The sizing sentence: commits, contributors, files and lines, and the leading signals. */
export function sizeSentence(f: WriterFacts, sized = false): string {
  const { meaningfulCommits, contributors, repositories, filesChanged, additions, deletions } =
    f.counts;
  const where =
    repositories.length > 1
      ? ` across ${plural(repositories.length, 'repository', 'repositories')}`
      : '';
  const size = sizeText(additions, deletions);
  // A lone commit described by its files has its size in the first sentence already.
  const files = sized ? '' : ` (${plural(filesChanged, 'file')}${size === '' ? '' : `, ${size}`})`;
  const labels = f.signals.slice(0, 3).map((s) => SIGNAL_TITLES[s].toLowerCase());
  const carrying = labels.length > 0 ? `, with ${listJoin(labels)}` : '';
  return `${capitalise(plural(meaningfulCommits, 'meaningful commit'))} by ${plural(contributors, 'contributor')}${where}${files}${carrying}.`;
}

function summaryOf(f: WriterFacts): string {
  const lone = f.counts.meaningfulCommits === 1 && f.headline !== null;
  const sized = lone && f.headline !== null && describeCommit(f.headline, 'present').fromFiles;
  // Exactly two sentences; the first names the changes, the second sizes them.
  return `${f.project.name} ${listJoin(summaryPhrases(f))}. ${sizeSentence(f, sized)}`;
}

function itemOf(f: WriterFacts, h: HighlightFact): string {
  return `${describeCommit(h, 'past', { releases: releasesAt(f, h) }).texts[0] ?? ''} (${h.shortSha})`;
}

function lineOf(f: WriterFacts, label: string, commits: HighlightFact[]): string {
  const shown = commits.slice(0, MAX_PER_LINE).map((h) => itemOf(f, h));
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

function surgeLine(f: WriterFacts): string | null {
  const s = f.contributorSurge;
  if (s === null) return null;
  // A ratio of 0 means the baseline had no activity at all: there is no multiple to quote.
  const against =
    s.ratio > 0
      ? `${s.ratio}× the usual daily ${s.measure}`
      : `after a month without meaningful ${s.measure}`;
  return `${SIGNAL_TITLES.contributor_surge}: ${plural(s.commits, 'meaningful commit')} by ${plural(s.authors, 'contributor')}, ${against}.`;
}

function contentOf(f: WriterFacts): string {
  const lines: string[] = [];
  for (const section of f.sections) {
    if (section.signal === 'release') continue;
    let label = section.title;
    if (section.signal === 'chain_expansion' && f.newChains.length > 0)
      label += ` (${f.newChains.join(', ')})`;
    lines.push(lineOf(f, label, section.commits));
  }
  if (f.releases.length > 0) lines.push(releaseLine(f.releases));
  const surge = surgeLine(f);
  if (surge !== null) lines.push(surge);
  if (f.otherChanges.length > 0) lines.push(lineOf(f, 'Other changes', f.otherChanges));
  const c = f.counts;
  const repos = c.repositories.map(repoName).join(', ');
  lines.push(
    `Activity: ${plural(c.meaningfulCommits, 'meaningful commit')} by ${plural(c.contributors, 'contributor')} in ${plural(c.repositories.length, 'repository', 'repositories')} (${repos}); ${plural(c.filesChanged, 'file')} changed, +${count(c.additions)}/−${count(c.deletions)} lines.`,
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
