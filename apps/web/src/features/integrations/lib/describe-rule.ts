import type { AlertDestination, AlertRule, Priority } from '@gitsignals/contracts';
import { SIGNALS } from '@gitsignals/contracts/constants';

const SIGNAL_TITLES = new Map<string, string>(SIGNALS.map((signal) => [signal.id, signal.title]));

const PRIORITY_WORDS: Record<Priority, string> = {
  high: 'high priority',
  medium: 'medium priority or higher',
  low: 'low priority or higher',
};

function list(label: string, values: readonly string[]): string | null {
  return values.length > 0 ? `${label}: ${values.join(', ')}` : null;
}

/**
 * What a rule matches, in words: "Projects: uniswap · Signals: Major release · high priority".
 * Each list narrows; an entry of a list matches any item that has it (ADR 060).
 */
export function describeMatch(
  rule: Pick<
    AlertRule,
    'projects' | 'categories' | 'networks' | 'signals' | 'keywords' | 'minPriority'
  >,
): string {
  const parts = [
    list('Projects', rule.projects),
    list('Categories', rule.categories),
    list('Networks', rule.networks),
    list(
      'Signals',
      rule.signals.map((id) => SIGNAL_TITLES.get(id) ?? id),
    ),
    list(
      'Keywords',
      rule.keywords.map((keyword) => `“${keyword}”`),
    ),
    rule.minPriority ? PRIORITY_WORDS[rule.minPriority] : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Every item';
}

export const DESTINATION_NAMES = {
  email: 'E-mail',
  webhook: 'Webhook',
  slack: 'Slack',
  discord: 'Discord',
  telegram: 'Telegram',
} as const satisfies Record<AlertDestination['type'], string>;

/** The host of a URL only: the path of a Slack or Discord webhook is its secret. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid address';
  }
}

/** "Webhook to hooks.example.com", "E-mail to your address", "Telegram: Team chat". */
export function describeDestination(
  destination: AlertDestination,
  chatTitles: ReadonlyMap<string, string> = new Map(),
): string {
  switch (destination.type) {
    case 'email':
      return 'E-mail to your address';
    case 'telegram':
      return `Telegram: ${chatTitles.get(destination.chatId) ?? `chat ${destination.chatId}`}`;
    default:
      return `${DESTINATION_NAMES[destination.type]} to ${hostOf(destination.url)}`;
  }
}
