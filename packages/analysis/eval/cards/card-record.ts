// One reviewed card: the feed item as a user sees it (title, summary, priority, signals,
// content) and what a reader needs to judge it: the project, the day's tags and commits with
// their files and line counts. Pure.
import { SIGNAL_TITLES, utcDay } from '@gitsignals/domain';
import { classifyCommit } from '../../src/classify-commit';
import { newestFirst } from '../../src/build-facts';
import { parseMessage } from '../../src/parse-message';
import type { CommitInput, ProjectInput } from '../../src/types';
import { dayFeedItem, type ProjectHistory } from './project-days';

/** Files listed per commit; the rest are counted. */
export const FILES_SHOWN = 40;
/** Characters of a commit body shown; longer bodies end in "…". */
export const BODY_MAX = 2000;

export interface CardCommit {
  sha: string;
  repository: string;
  subject: string;
  body: string;
  /** Why the engine filtered it out (noise reason), or null for a meaningful commit. */
  filtered: string | null;
  files: { path: string; status: string; additions: number | null; deletions: number | null }[];
  moreFiles: number;
  additions: number;
  deletions: number;
}

export interface Card {
  title: string;
  summary: string;
  priority: string;
  /** Signal titles as the feed shows them. */
  signals: string[];
  content: string;
}

export interface CardRecord {
  key: string;
  project: ProjectInput;
  day: string;
  card: Card;
  tags: string[];
  commits: CardCommit[];
}

function commitOf(c: CommitInput): CardCommit {
  const msg = parseMessage(c.message);
  const sum = (k: 'additions' | 'deletions'): number =>
    c.files.reduce((n, f) => n + (f[k] ?? 0), 0);
  return {
    sha: c.sha,
    repository: c.repository,
    subject: msg.subject,
    body: msg.body.length > BODY_MAX ? `${msg.body.slice(0, BODY_MAX)}…` : msg.body,
    filtered: classifyCommit(c).noise,
    files: c.files.slice(0, FILES_SHOWN).map((f) => ({
      path: f.path,
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
    })),
    moreFiles: Math.max(0, c.files.length - FILES_SHOWN),
    additions: sum('additions'),
    deletions: sum('deletions'),
  };
}

/** The day's card through the real engine, or null when the day has no feed item. */
export function renderCard(h: ProjectHistory, day: string): CardRecord | null {
  const item = dayFeedItem(h, day);
  if (item === null) return null;
  const commits = [...(h.byDay.get(day) ?? [])].sort(newestFirst);
  return {
    key: `${h.project.slug}:${day}`,
    project: h.project,
    day,
    card: {
      title: item.title,
      summary: item.summary,
      priority: item.priority,
      signals: item.signals.map((s) => SIGNAL_TITLES[s]),
      content: item.content,
    },
    tags: h.tags.filter((t) => utcDay(Date.parse(t.taggedAt)) === day).map((t) => t.name),
    commits: commits.map(commitOf),
  };
}
