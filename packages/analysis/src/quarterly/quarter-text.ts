// The prose fields of the quarterly analysis: summary, themes, detailed analysis, features and
// highlights. Built only from the figures and commits of the quarter, citing short shas.
import { quarterlySignals, SIGNAL_TITLES } from '@gitsignals/domain';
import { isMajorVersion, parseVersion } from '../release-text';
import { commitsWith, listJoin, percent, plural, quoteCommit, repoName } from './quarter-commits';
import type {
  QuarterCommit,
  QuarterFeedItem,
  QuarterlyInput,
  QuarterRelease,
} from './quarter-input';
import type { QuarterlyMetrics, QuarterWeek } from './quarter-output';
import type { QuarterPeriod } from './quarter-period';

const MAX_FEATURES = 8;
const MAX_HIGHLIGHTS = 8;
const MAX_THEMES = 5;
const MAX_TECHNOLOGIES = 12;

const HIGHLIGHT_SIGNALS = quarterlySignals('highlights');

const themeSignals = (m: QuarterlyMetrics) =>
  m.signal_counts.filter((s) => s.signal !== 'contributor_surge');

export function keyThemes(m: QuarterlyMetrics): string[] {
  return themeSignals(m)
    .slice(0, MAX_THEMES)
    .map(
      (s) =>
        `${SIGNAL_TITLES[s.signal]} (${percent(s.commits, m.meaningful_commits)} of meaningful commits)`,
    );
}

export function majorFeatures(commits: readonly QuarterCommit[]): string[] {
  return commitsWith(commits, 'new_feature').slice(0, MAX_FEATURES).map(quoteCommit);
}

/** "2.0.0 (universal-router)": a bare version says nothing of what it versions. */
const releaseName = (r: QuarterRelease): string => `${r.name} (${repoName(r.repository)})`;

export function majorReleases(releases: readonly QuarterRelease[]): QuarterRelease[] {
  return releases
    .filter((r) => isMajorVersion(parseVersion(r.name)))
    .sort((a, b) => a.taggedAt.localeCompare(b.taggedAt) || a.name.localeCompare(b.name));
}

export function technicalHighlights(
  commits: readonly QuarterCommit[],
  releases: readonly QuarterRelease[],
): string[] {
  const out = majorReleases(releases).map(
    (r) => `Released ${r.name} of ${repoName(r.repository)} on ${r.taggedAt.slice(0, 10)}`,
  );
  const quoted = new Set<string>();
  // Two rounds of one commit per signal, so one busy area does not crowd out the others.
  for (let round = 0; round < 2; round += 1)
    for (const signal of HIGHLIGHT_SIGNALS) {
      const c = commitsWith(commits, signal).find((x) => !quoted.has(x.sha));
      if (c === undefined || out.length >= MAX_HIGHLIGHTS) continue;
      quoted.add(c.sha);
      out.push(`${SIGNAL_TITLES[signal]}: ${quoteCommit(c)}`);
    }
  return out.slice(0, MAX_HIGHLIGHTS);
}

/**
 * Chains and protocols named by the quarter's daily items, most often named first; the project's
 * own name is no technology it adopted.
 */
export function web3Technologies(items: readonly QuarterFeedItem[], project: string): string[] {
  const counts = new Map<string, { name: string; n: number }>();
  for (const item of items)
    for (const tag of new Set([...item.tags.blockchain_technologies, ...item.tags.protocols])) {
      const key = tag.toLowerCase();
      if (key === project.toLowerCase()) continue;
      const entry = counts.get(key) ?? { name: tag, n: 0 };
      entry.n += 1;
      counts.set(key, entry);
    }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name))
    .slice(0, MAX_TECHNOLOGIES)
    .map((e) => e.name);
}

export interface TextInput {
  input: QuarterlyInput;
  period: QuarterPeriod;
  isOpen: boolean;
  metrics: QuarterlyMetrics;
  weeks: QuarterWeek[];
  noise: Record<string, number>;
}

export function summaryOf({ input, period, isOpen, metrics: m }: TextInput): string {
  const name = input.project.name;
  const until = isOpen ? ` so far (the quarter runs until ${period.end})` : '';
  const first =
    `${name} recorded ${plural(m.total_commits, 'commit')} in ${period.label}${until}: ` +
    `${m.meaningful_commits} meaningful and ${m.filtered_commits} filtered as noise, by ` +
    `${plural(m.unique_contributors, 'contributor')} across ` +
    `${plural(m.unique_repositories.count, 'repository', 'repositories')}.`;
  const themes = themeSignals(m).slice(0, 3);
  const second =
    themes.length === 0
      ? m.meaningful_commits === 0
        ? ' No commit carried a signal.'
        : ' Its meaningful commits were maintenance without a specific signal.'
      : ` Most of the work went to ${listJoin(
          themes.map(
            (t) =>
              `${SIGNAL_TITLES[t.signal].toLowerCase()} (${percent(t.commits, m.meaningful_commits)})`,
          ),
        )}.`;
  const majors = majorReleases(input.releases);
  const tagged = input.releases.length;
  const majorNames = listJoin(majors.slice(0, 3).map(releaseName));
  const third =
    tagged === 0
      ? ''
      : ` ${plural(tagged, 'release')} ${tagged === 1 ? 'was' : 'were'} tagged${
          majors.length === 0
            ? ''
            : majors.length === tagged
              ? `: ${majorNames}`
              : `, including ${majorNames}`
        }.`;
  return `${first}${second}${third}`;
}

function busiestWeek(weeks: readonly QuarterWeek[]): QuarterWeek | null {
  return weeks.reduce<QuarterWeek | null>(
    (best, w) => (best === null || w.commits > best.commits ? w : best),
    null,
  );
}

function peerParagraph(input: QuarterlyInput, activeDays: number): string {
  const { peers, project } = input;
  if (peers.length === 0) return '';
  const ranked = [...peers.map((p) => p.activeDays), activeDays].sort((a, b) => b - a);
  const rank = ranked.indexOf(activeDays) + 1;
  const sorted = peers.map((p) => p.activeDays).sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  return (
    `Against the ${plural(peers.length, `other ${project.category} project`)} we track, ` +
    `${project.name} had ${plural(activeDays, 'active day')} with meaningful work this quarter, ` +
    `rank ${rank} of ${peers.length + 1} (the median peer had ${plural(median, 'day')}).`
  );
}

export function detailedAnalysisOf(t: TextInput): string {
  const { input, metrics: m, weeks, noise } = t;
  const paragraphs: string[] = [];
  const busiest = busiestWeek(weeks);
  const activeWeeks = weeks.filter((w) => w.commits > 0).length;
  paragraphs.push(
    `Activity: ${plural(m.total_commits, 'commit')} by ${plural(m.unique_authors.count, 'author')} ` +
      `in ${plural(activeWeeks, 'week')} of ${weeks.length}` +
      (busiest !== null && busiest.commits > 0
        ? `; the busiest week began ${busiest.weekStart} with ${plural(busiest.commits, 'commit')} ` +
          `by ${plural(busiest.contributors, 'author')}`
        : '') +
      `. ${m.total_files_changed.toLocaleString('en-US')} files and ` +
      `${m.total_lines_changed.toLocaleString('en-US')} lines changed, ` +
      `${m.lines_of_code_changed.toLocaleString('en-US')} of those lines in meaningful commits.`,
  );
  for (const { signal, commits } of themeSignals(m).slice(0, 3)) {
    const quoted = commitsWith(input.commits, signal).slice(0, 3).map(quoteCommit);
    paragraphs.push(
      `${SIGNAL_TITLES[signal]} (${plural(commits, 'commit')}): ${quoted.join('; ')}.`,
    );
  }
  if (input.releases.length > 0) {
    const repos = new Set(input.releases.map((r) => r.repository)).size;
    paragraphs.push(
      `Releases: ${plural(input.releases.length, 'tag')} in ${plural(repos, 'repository', 'repositories')}` +
        (majorReleases(input.releases).length > 0
          ? `, major versions ${listJoin(majorReleases(input.releases).map(releaseName))}.`
          : '.'),
    );
  }
  const peer = peerParagraph(input, input.feedItems.length);
  if (peer !== '') paragraphs.push(peer);
  const filtered = Object.entries(noise)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, n]) => `${reason.replace(/_/g, ' ')} ${n}`);
  if (filtered.length > 0)
    paragraphs.push(`Filtered as noise: ${filtered.join(', ')} (commits by reason).`);
  return paragraphs.join('\n\n');
}
