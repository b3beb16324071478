// What an Atom entry and an RSS item both say of a feed item (ADR 064): its page, its commits,
// its categories, and an HTML body with the summary, the analysis, the signals and the commits
// (a reader shows it as the article). Text goes into the HTML escaped here; the XML builder then
// escapes the HTML as the element's text.
import { SIGNAL_REGISTRY } from '@gitsignals/domain';
import type { SyndicationItem } from '../../use-cases/syndication/read-syndication-feed';

export interface SyndicationCategory {
  term: string;
  label: string;
  /** Which vocabulary the term is from: a fragment of the site's address per kind. */
  scheme: string;
}

export interface SyndicationCommit {
  url: string;
  /** The message's first line. */
  headline: string;
  shortSha: string;
  author: string;
  repository: string;
}

const PRIORITY_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export const itemPageUrl = (publicUrl: string, item: SyndicationItem): string =>
  `${publicUrl}/feeds/${item.id}`;

export const projectPageUrl = (publicUrl: string, item: SyndicationItem): string =>
  `${publicUrl}/project/${encodeURIComponent(item.projectSlug)}`;

export const signalTitle = (id: string): string =>
  (SIGNAL_REGISTRY as Record<string, { title: string } | undefined>)[id]?.title ?? id;

export function commitsOf(item: SyndicationItem): SyndicationCommit[] {
  return item.commits.map((commit) => ({
    url: `${commit.repositoryUrl}/commit/${commit.sha}`,
    headline: commit.message.split('\n', 1)[0]?.trim() ?? '',
    shortSha: commit.sha.slice(0, 7),
    author: commit.authorName,
    repository: commit.repository,
  }));
}

/** The signals, the priority, the project and its category, each in its own scheme. */
export function categoriesOf(publicUrl: string, item: SyndicationItem): SyndicationCategory[] {
  const scheme = (kind: string) => `${publicUrl}/#${kind}`;
  return [
    ...item.signals.map((id) => ({ term: id, label: signalTitle(id), scheme: scheme('signal') })),
    {
      term: item.priority,
      label: `${PRIORITY_LABELS[item.priority]} priority`,
      scheme: scheme('priority'),
    },
    { term: item.projectSlug, label: item.projectName, scheme: scheme('project') },
    { term: item.category, label: item.category, scheme: scheme('category') },
  ];
}

/** Plain text as paragraphs: blank lines part them, single line breaks stay breaks. */
const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The entry's body as HTML: what the card and the item page say, and the commits behind it. */
export function entryHtml(publicUrl: string, item: SyndicationItem): string {
  const signals = item.signals.map(signalTitle).join(', ') || 'none';
  const facts =
    `<p><strong>Priority:</strong> ${PRIORITY_LABELS[item.priority]} · ` +
    `<strong>Signals:</strong> ${escapeHtml(signals)} · ` +
    `<strong>Project:</strong> <a href="${escapeHtml(projectPageUrl(publicUrl, item))}">` +
    `${escapeHtml(item.projectName)}</a> (${escapeHtml(item.category)}) · ` +
    `<strong>Analysis of</strong> ${escapeHtml(item.analysisDate)}</p>`;
  const replay =
    item.isReplay && item.recordedDate
      ? `<p>Real history, replayed: this happened on ${escapeHtml(item.recordedDate)}.</p>`
      : '';
  const commits = commitsOf(item);
  const list = commits.length
    ? `<p><strong>Commits</strong></p><ul>${commits
        .map(
          (c) =>
            `<li><a href="${escapeHtml(c.url)}"><code>${escapeHtml(c.shortSha)}</code></a> ` +
            `${escapeHtml(c.headline)} (${escapeHtml(c.author)}, ${escapeHtml(c.repository)})</li>`,
        )
        .join('')}</ul>`
    : '';
  const more = item.totalCommits - commits.length;
  const page = escapeHtml(itemPageUrl(publicUrl, item));
  const rest =
    more > 0
      ? `<p>${more} more commit${more === 1 ? '' : 's'} on <a href="${page}">the item's page</a>.</p>`
      : `<p><a href="${page}">Open on GitSignals</a></p>`;
  return `${paragraphs(item.summary)}${paragraphs(item.content)}${facts}${replay}${list}${rest}`;
}
