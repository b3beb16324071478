import { SIGNALS } from '@gitsignals/contracts/constants';
import { describe, expect, it } from 'vitest';
import { describeDestination, describeMatch, hostOf } from './describe-rule';

const none = {
  projects: [],
  categories: [],
  networks: [],
  signals: [],
  keywords: [],
  minPriority: null,
};

describe('describeMatch', () => {
  it('names each list with signal titles, quoted keywords and the priority floor', () => {
    const signal = SIGNALS[1]!;
    expect(
      describeMatch({
        ...none,
        networks: ['Base', 'Ethereum'],
        signals: [signal.id],
        keywords: ['bridge'],
        minPriority: 'medium',
      }),
    ).toBe(
      `Networks: Base, Ethereum · Signals: ${signal.title} · Keywords: “bridge” · medium priority or higher`,
    );
  });

  it('says so when nothing narrows the rule', () => {
    expect(describeMatch(none)).toBe('Every item');
  });
});

describe('describeDestination', () => {
  it('shows only the host of a URL: a Slack or Discord path is the secret', () => {
    expect(
      describeDestination({ type: 'slack', url: 'https://hooks.slack.com/services/T0/B0/XYZ' }),
    ).toBe('Slack to hooks.slack.com');
    expect(hostOf('not a url')).toBe('an invalid address');
  });

  it('names a Telegram chat by its title when it is known', () => {
    const titles = new Map([['-100', 'Research team']]);
    expect(describeDestination({ type: 'telegram', chatId: '-100' }, titles)).toBe(
      'Telegram: Research team',
    );
    expect(describeDestination({ type: 'telegram', chatId: '42' })).toBe('Telegram: chat 42');
  });
});
