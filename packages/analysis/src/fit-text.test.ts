import { describe, expect, it } from 'vitest';
import { fitText } from './fit-text';

describe('fitText', () => {
  it('keeps what fits', () =>
    expect(fitText('adds dynamic fee hooks', 40)).toBe('adds dynamic fee hooks'));

  it('cuts a long subject at its last clause, never mid-word', () => {
    // ether.fi 741b639, which the old writer cut to "… and streamline logging in…"
    const text =
      'renames LegacyLinkerRoleScript to CrossPodApprovalScript and streamlines logging in EtherFiRateLimiter setup';
    expect(fitText(text, 80)).toBe('renames LegacyLinkerRoleScript to CrossPodApprovalScript');
  });

  it('falls back to a word boundary and an ellipsis when no clause ends in reach', () => {
    const text =
      'Supercalifragilistic expialidocious words without any clause boundary at all here';
    const cut = fitText(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
