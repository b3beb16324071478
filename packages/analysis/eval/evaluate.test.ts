// The labelled evaluation as a regression guard: classifier quality on real commits may only
// go up. Also checks the label file itself, since a malformed label silently skews every score.
import { SIGNAL_IDS } from '@gitsignals/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOISE_REASONS } from '../src/types';
import { readLabels, readSurgeDays, runEvaluation } from './evaluate';
import { bootstrapMacroF1, evaluateSplit, score, type Pair, type Scored } from './metrics';
import { prng } from './prng';
import { FIRST_DATASET_REPOS } from './read-activity';
import { FLOOR_MACRO_F1, FLOOR_TEST_PRECISION } from './thresholds';
import { readReader } from './adjudication';

describe('evaluation metrics', () => {
  it('computes precision, recall and F1 from counts', () => {
    const s = score({ tp: 2, fp: 1, fn: 2 });
    expect(s.support).toBe(4);
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBeCloseTo(0.5);
    expect(s.f1).toBeCloseTo(4 / 7);
  });

  it('averages F1 only over signals the split has positives for', () => {
    const r = evaluateSplit(
      [
        {
          label: { signals: ['release'], noise: null },
          predicted: { signals: ['release'], noise: null },
        },
        { label: { signals: [], noise: 'ci' }, predicted: { signals: ['audit'], noise: null } },
      ],
      ['release', 'audit', 'performance'],
    );
    expect(r.perSignal.get('audit')?.fp).toBe(1);
    expect(r.macroF1).toBe(1); // only release has support; audit's false positive hits micro
    expect(r.microF1).toBeCloseTo(2 / 3);
    expect(r.noise.recall).toBe(0);
  });

  const labelled = (id: 'release' | 'audit', hit: boolean): Pair => ({
    label: { signals: [id], noise: null },
    predicted: { signals: hit ? [id] : [], noise: null },
  });

  it('leaves signals with fewer than five positives out of the steady macro-F1', () => {
    // release: 5 positives, 4 found (F1 0.89); audit: 1 positive, missed (F1 0).
    const pairs = [
      ...Array.from({ length: 5 }, (_, i) => labelled('release', i < 4)),
      labelled('audit', false),
    ];
    const r = evaluateSplit(pairs, ['release', 'audit']);
    expect(r.steadySignals).toBe(1);
    expect(r.steadyMacroF1).toBeCloseTo(8 / 9);
    expect(r.macroF1).toBeCloseTo(4 / 9);
  });

  it('bootstraps a reproducible range that brackets an imperfect classifier', () => {
    const pairs = Array.from({ length: 40 }, (_, i) => labelled('release', i % 4 !== 0));
    const a = bootstrapMacroF1(pairs, ['release'], prng(7), 500);
    const b = bootstrapMacroF1(pairs, ['release'], prng(7), 500);
    expect(a).toEqual(b);
    const point = evaluateSplit(pairs, ['release']).steadyMacroF1;
    expect(a.steady.low).toBeLessThan(point);
    expect(a.steady.high).toBeGreaterThan(point);
    expect(a.steady.high).toBeLessThan(1);
    const perfect = bootstrapMacroF1(
      Array.from({ length: 20 }, () => labelled('release', true)),
      ['release'],
      prng(7),
      200,
    );
    expect(perfect.steady).toEqual({ low: 1, high: 1 });
  });
});

describe('labelled evaluation set', () => {
  const labels = readLabels();

  it('holds well-formed, unique labels from every repository of the dataset', () => {
    expect(new Set(labels.map((l) => l.sha)).size).toBe(labels.length);
    // Every repository of the dataset: the first 17 through v1-v6, the other 176 through v7.
    expect(new Set(labels.map((l) => l.repo)).size).toBe(193);
    for (const l of labels) {
      for (const s of l.signals) expect(SIGNAL_IDS).toContain(s);
      expect(l.signals).not.toContain('contributor_surge');
      if (l.noise !== null) {
        expect(NOISE_REASONS).toContain(l.noise);
        expect(l.signals).toEqual([]);
      }
      expect(l.note.length).toBeGreaterThan(0);
    }
    expect(readSurgeDays().length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the blind, adjudicated held-out v8 as its test split, with steady support', () => {
    const test = labels.filter((l) => l.split === 'test');
    expect(labels.every((l) => l.split === 'dev' || l.split === 'test')).toBe(true);
    expect(test.length).toBe(367);
    expect(test.every((l) => l.round === 'v8')).toBe(true);
    const positives = new Map<string, number>();
    for (const s of test.flatMap((l) => l.signals)) positives.set(s, (positives.get(s) ?? 0) + 1);
    expect([...positives.values()].filter((n) => n >= 5).length).toBeGreaterThanOrEqual(12);
  });

  // Every label of dev and of v8 is what two blind readers agreed on, or what a third settled.
  it.each(['dev', 'v8'])(
    'adjudicates %s: both readings kept, every disagreement settled',
    (set) => {
      const inSet = labels.filter((l) => (set === 'dev' ? l.split === 'dev' : l.round === set));
      const a = readReader(set, 'a') ?? [];
      const b = new Map((readReader(set, 'b') ?? []).map((l) => [l.sha, l]));
      expect(a.map((l) => l.sha).sort()).toEqual(inSet.map((l) => l.sha).sort());
      const bySha = new Map(inSet.map((l) => [l.sha, l]));
      const same = (x: Scored, y: Scored) =>
        x.noise === y.noise && [...x.signals].sort().join() === [...y.signals].sort().join();
      for (const la of a) {
        const lb = b.get(la.sha);
        const label = bySha.get(la.sha);
        expect(lb).toBeDefined();
        if (same(la, lb!)) {
          expect(label?.readers).toBe('agreed');
          expect(same(label!, la)).toBe(true);
        } else expect(label?.readers).toBe('settled');
      }
    },
  );

  it('does not fall below the committed floors', { timeout: 60_000 }, () => {
    const report = runEvaluation();
    expect(report.dev.macroF1).toBeGreaterThanOrEqual(FLOOR_MACRO_F1.dev);
    expect(report.test.steadyMacroF1).toBeGreaterThanOrEqual(FLOOR_MACRO_F1.testSteady);
    expect(report.test.macroF1).toBeGreaterThanOrEqual(FLOOR_MACRO_F1.testAll);
    expect(report.test.microPrecision).toBeGreaterThanOrEqual(FLOOR_TEST_PRECISION);
    expect(report.testRounds.map((r) => r.round)).toEqual(['v8']);
    // Reader against reader is reported beside the classifier on both adjudicated sets.
    expect(report.agreement.map((a) => a.set)).toEqual(['dev', 'v8']);
    for (const a of report.agreement) expect(a.readerBvsA.steadyMacroF1).toBeGreaterThan(0.85);
  });
});

describe.each(['v7', 'v8'])('held-out %s draw, as the blind readers saw it', (round) => {
  const pending = readFileSync(new URL(`./labels-${round}.pending.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown> & { sha: string; repo: string });
  // What a reader may see: the commit as the dataset holds it and its project. No label, no
  // classifier output and no stratum (which would hint at a signal).
  const BLIND_FIELDS = [
    'repo',
    'sha',
    'projectSlug',
    'category',
    'author',
    'parents',
    'committedAt',
    'subject',
    'message',
    'fileCount',
    'additions',
    'deletions',
    'files',
    'moreFiles',
  ];

  it('shows readers only the commit, never a signal, a label or a stratum', () => {
    for (const line of pending) {
      for (const key of Object.keys(line)) expect(BLIND_FIELDS).toContain(key);
      const files = line.files as unknown[];
      expect(files.length).toBeLessThanOrEqual(60);
      const more = typeof line.moreFiles === 'string' ? Number(line.moreFiles.slice(1, -5)) : 0;
      expect(files.length + more).toBe(line.fileCount);
    }
  });

  it('draws fresh commits from the repositories added after v6, spread over many', () => {
    const earlier = new Set(
      readLabels()
        .filter((l) => l.round !== round)
        .map((l) => l.sha),
    );
    expect(pending.length).toBeGreaterThanOrEqual(250);
    expect(new Set(pending.map((l) => l.sha)).size).toBe(pending.length);
    expect(pending.filter((l) => earlier.has(l.sha))).toEqual([]);
    expect(pending.filter((l) => FIRST_DATASET_REPOS.includes(l.repo))).toEqual([]);
    expect(new Set(pending.map((l) => l.repo)).size).toBeGreaterThanOrEqual(100);
  });
});
