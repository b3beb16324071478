import { describe, expect, it } from 'vitest';
import { cleanSummary, feedContent, feedSummary } from './feed-text';

describe('feedContent', () => {
  it('prefers the content', () => {
    expect(feedContent({ content: 'Full text', summary: 'Short' })).toBe('Full text');
  });
  it('falls back to the summary, then to the spec text', () => {
    expect(feedContent({ content: '  ', summary: 'Short' })).toBe('Short');
    expect(feedContent({ content: '', summary: '' })).toBe('No content available');
  });
});

describe('feedSummary', () => {
  it('prefers the summary', () => {
    expect(feedSummary({ content: 'Long content', summary: 'Short' })).toBe('Short');
  });
  it('uses the first 150 characters of the content with an ellipsis when longer', () => {
    const content = 'x'.repeat(200);
    expect(feedSummary({ content, summary: '' })).toBe(`${'x'.repeat(150)}…`);
  });
  it('uses short content whole, without an ellipsis', () => {
    expect(feedSummary({ content: 'Only content', summary: '' })).toBe('Only content');
  });
  it('says so when there is nothing', () => {
    expect(feedSummary({ content: '', summary: ' ' })).toBe('No summary available');
  });
});

describe('cleanSummary', () => {
  it('removes leading list numbers and asterisks', () => {
    expect(cleanSummary('1. First point\n2) Second point\n* Third\n** Fourth')).toEqual([
      { label: null, text: 'First point' },
      { label: null, text: 'Second point' },
      { label: null, text: 'Third' },
      { label: null, text: 'Fourth' },
    ]);
  });
  it('turns "label: text" lines into a label plus text', () => {
    expect(cleanSummary('1. **New feature**: Adds vaults\nRisk: low')).toEqual([
      { label: 'New feature', text: 'Adds vaults' },
      { label: 'Risk', text: 'low' },
    ]);
  });
  it('does not treat URLs as labels and drops blank lines', () => {
    expect(cleanSummary('See https://example.com/x\n\n   \nDone')).toEqual([
      { label: null, text: 'See https://example.com/x' },
      { label: null, text: 'Done' },
    ]);
  });
  it('keeps a line that only starts with a URL scheme whole', () => {
    expect(cleanSummary('https://example.com/path: moved')).toEqual([
      { label: null, text: 'https://example.com/path: moved' },
    ]);
  });
});
