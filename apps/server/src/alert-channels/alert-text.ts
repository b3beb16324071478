// The words every channel shows for an alert, so e-mail, Slack, Discord and Telegram read alike:
// signal titles from the vocabulary, a priority label, a headline for the whole message.
import { SIGNAL_TITLES, type Priority } from '@gitsignals/domain';
import type { AlertItem, AlertMessage } from './channel';

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

export const signalTitles = (item: AlertItem): string[] =>
  item.signals.map((signal) => SIGNAL_TITLES[signal] ?? signal);

/** "Security fix, New release" or "No signal" (a rule on priority alone can match either). */
export const signalsLine = (item: AlertItem): string =>
  signalTitles(item).join(', ') || 'No signal';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What the message is about in one line: the item's headline for an instant alert, a count for a
 * daily one ("3 new signals"); a test says so.
 */
export function messageHeadline(message: AlertMessage): string {
  const first = message.items[0];
  if (message.kind === 'daily' || message.items.length !== 1 || first === undefined) {
    return `${plural(message.items.length, 'new signal')}`;
  }
  return message.kind === 'test' ? `Test: ${first.title}` : first.title;
}

/** "[GitSignals] <rule name>: <headline>" */
export const messageSubject = (message: AlertMessage): string =>
  `[GitSignals] ${message.rule.name}: ${messageHeadline(message)}`;

/** Cuts `text` to `max` characters, ending in "…" when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** "Commit 1", "Commit 2"… or, for one commit, "Commit". */
export const commitLabel = (index: number, count: number): string =>
  count === 1 ? 'Commit' : `Commit ${index + 1}`;
