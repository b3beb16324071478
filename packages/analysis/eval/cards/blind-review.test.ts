import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CardRecord } from './card-record';
import { makeBlindReview, type BlindKey, type RenderedLine } from './blind-review';
import { formatScores, scoreVerdicts, type Verdict } from './score-verdicts';

const record = (slug: string, title: string, priority = 'low'): CardRecord => ({
  key: `${slug}:2025-01-0${slug.length % 9}`,
  project: { slug, name: slug.toUpperCase(), category: 'DEX', networks: [] },
  day: `2025-01-0${slug.length % 9}`,
  card: { title, summary: `${title}.`, priority, signals: [], content: '' },
  tags: [],
  commits: [],
});

const slugs = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
const before: RenderedLine[] = slugs.map((s) => record(s, `${s} works on things`, 'high'));
const after: RenderedLine[] = [
  ...slugs.slice(0, 6).map((s) => record(s, `${s} adds a market`, 'high')),
  record('eta', 'eta works on things', 'high'), // unchanged: shown once
  { key: 'theta:2025-01-05', card: null },
];

describe('makeBlindReview', () => {
  const { entries, key } = makeBlindReview({ before, after }, 11);

  it('hides the version: same fields for every card, opaque ids, nothing naming a version', () => {
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(['card', 'commits', 'day', 'id', 'project', 'tags']);
      expect(Object.keys(e.project).sort()).toEqual(['category', 'name', 'networks']);
      expect(e.id).toMatch(/^c[0-9a-f]{6}$/);
      expect(JSON.stringify(e)).not.toMatch(/before|after/);
    }
    // The shuffle mixes versions: the first half is not one version's cards.
    const firstHalf = entries.slice(0, entries.length / 2).map((e) => key.ids[e.id]?.versions[0]);
    expect(new Set(firstHalf).size).toBe(2);
  });

  it('lists every card once, a card both versions wrote alike under one id for both', () => {
    expect(entries).toHaveLength(14);
    const eta = Object.values(key.ids).filter((k) => k.key.startsWith('eta:'));
    expect(eta).toEqual([{ key: 'eta:2025-01-03', versions: ['before', 'after'] }]);
    expect(makeBlindReview({ before, after }, 11)).toEqual({ entries, key });
  });

  it('scores verdicts per version, overall and High, naming misleading High cards', () => {
    const verdicts: Verdict[] = entries.map((e) => ({
      id: e.id,
      verdict: e.card.title.includes('works on')
        ? 'empty'
        : e.card.title.startsWith('alpha')
          ? 'misleading'
          : 'accurate',
      note: 'n',
    }));
    const scores = scoreVerdicts(verdicts, key, entries);
    expect(scores.before.all).toEqual({ cards: 8, accurate: 0, misleading: 0, empty: 8 });
    expect(scores.after.high).toEqual({ cards: 7, accurate: 5, misleading: 1, empty: 1 });
    expect(scores.after.misleadingHigh.map((m) => m.title)).toEqual(['alpha adds a market']);
    expect(formatScores(scores)).toContain('misleading High cards, after: 1');
  });
});

describe('the committed blind review file', () => {
  const read = (file: string): string => readFileSync(new URL(file, import.meta.url), 'utf8');
  const entries = read('review-blind.jsonl')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const key = JSON.parse(read('review-key.json')) as BlindKey;

  it('gives every card the same fields, an opaque id, and no word of its version', () => {
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(['card', 'commits', 'day', 'id', 'project', 'tags']);
      expect(e.id).toMatch(/^c[0-9a-f]{6}$/);
      expect(Object.keys(e.card as object).sort()).toEqual([
        'content',
        'priority',
        'signals',
        'summary',
        'title',
      ]);
    }
    expect(read('review-blind.jsonl')).not.toMatch(/"(version|before|after|key|slug)"\s*:/);
  });

  it('matches its key one to one, with both versions spread through the file', () => {
    expect(entries.map((e) => e.id).sort()).toEqual(Object.keys(key.ids).sort());
    const half = entries.slice(0, entries.length / 2).map((e) => key.ids[e.id as string]);
    const versions = new Set(half.flatMap((k) => k?.versions ?? []));
    expect(versions).toEqual(new Set(['before', 'after']));
  });
});
