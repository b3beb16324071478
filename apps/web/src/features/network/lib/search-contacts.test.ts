import { describe, expect, it } from 'vitest';
import { highlightParts, sharePercent, twitterUrl } from './search-contacts';

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(highlightParts('Ada Adams', 'ad')).toEqual([
      { text: 'Ad', match: true },
      { text: 'a ', match: false },
      { text: 'Ad', match: true },
      { text: 'ams', match: false },
    ]);
  });
  it('leaves the text whole for a blank search', () => {
    expect(highlightParts('Ada', '  ')).toEqual([{ text: 'Ada', match: false }]);
  });
});

describe('twitterUrl and sharePercent', () => {
  it('turns a handle into an x.com address and keeps URLs', () => {
    expect(twitterUrl('@ada')).toBe('https://x.com/ada');
    expect(twitterUrl('https://twitter.com/ada')).toBe('https://twitter.com/ada');
  });
  it('prints a share with one decimal', () => {
    expect(sharePercent(0.5797)).toBe('58.0%');
  });
});
