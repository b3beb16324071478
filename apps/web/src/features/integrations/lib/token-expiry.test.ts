import { describe, expect, it } from 'vitest';
import { expiresAtOf } from './token-expiry';

const now = new Date('2026-11-28T10:00:00.000Z');

describe('expiresAtOf', () => {
  it('sends nothing for a token without expiry, and now + N days for 30 or 90', () => {
    expect(expiresAtOf('none', '', now)).toBeUndefined();
    expect(expiresAtOf('30', '', now)).toBe('2026-12-28T10:00:00.000Z');
    expect(expiresAtOf('90', '', now)).toBe('2027-02-26T10:00:00.000Z');
  });

  it('keeps a custom day valid until its last second, in the reader’s time zone', () => {
    const expiresAt = new Date(expiresAtOf('custom', '2027-03-03', now)!);
    expect([expiresAt.getFullYear(), expiresAt.getMonth(), expiresAt.getDate()]).toEqual([
      2027, 2, 3,
    ]);
    expect([expiresAt.getHours(), expiresAt.getMinutes()]).toEqual([23, 59]);
  });

  it('answers null when the custom day is missing', () => {
    expect(expiresAtOf('custom', '', now)).toBeNull();
  });
});
