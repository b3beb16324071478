// Words that name members of Object.prototype ("constructor", "toString") are ordinary words in
// a commit: Euler's "constructor natspec" once made the writer throw and stopped a demo import.
import { describe, expect, it } from 'vitest';
import { buildFeedItem } from './build-feed-item';
import type { CommitInput } from './types';

const commit = (message: string, path: string): CommitInput => ({
  sha: `${message.length.toString(16).padStart(2, '0')}${'a'.repeat(38)}`,
  repository: 'acme/vault',
  parents: ['p'],
  authorName: 'dev',
  committedAt: '2026-05-01T10:00:00Z',
  message,
  files: [{ path, status: 'M', additions: 4, deletions: 1 }],
});

describe('commits whose words are Object.prototype members', () => {
  it.each([
    ['constructor natspec', 'src/Vault.sol'],
    ['toString: handle empty input', 'src/format.ts'],
    ['hasOwnProperty check in valueOf', 'src/lib.js'],
    ['feat(constructor): __proto__ guard', 'src/guard.ts'],
  ])('writes a card for "%s"', (message, path) => {
    const item = buildFeedItem({
      project: { slug: 'acme', name: 'Acme', category: 'DeFi', networks: [] },
      commits: [commit(message, path)],
      tags: [],
      analysisDate: '2026-05-01',
      daysAnalyzed: 1,
    });
    expect(item?.title).toMatch(/^Acme[: ]/);
    expect(item?.title).not.toMatch(/function|\[object/);
  });
});
