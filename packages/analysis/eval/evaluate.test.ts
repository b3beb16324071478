// The labelled evaluation as a regression guard: classifier quality on real commits may only
// go up. Also checks the label file itself, since a malformed label silently skews every score.
import { describe, expect, it } from 'vitest';
import { SIGNAL_IDS } from '../src/signal-ids';
import { NOISE_REASONS } from '../src/types';
import { readLabels, readSurgeDays, runEvaluation } from './evaluate';
import { evaluateSplit, score } from './metrics';
import { FLOOR_MACRO_F1 } from './thresholds';

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
});

describe('labelled evaluation set', () => {
  const labels = readLabels();

  it('holds well-formed, unique labels from every repository of the dataset', () => {
    expect(new Set(labels.map((l) => l.sha)).size).toBe(labels.length);
    expect(new Set(labels.map((l) => l.repo)).size).toBe(17);
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

  it('keeps a held-out test split with positives for most signals', () => {
    const test = labels.filter((l) => l.split === 'test');
    expect(test.length).toBeGreaterThanOrEqual(150);
    expect(labels.every((l) => l.split === 'dev' || l.split === 'test')).toBe(true);
    const covered = new Set(test.flatMap((l) => l.signals));
    expect(covered.size).toBeGreaterThanOrEqual(12);
  });

  it('does not fall below the committed macro-F1 floors', { timeout: 60_000 }, () => {
    const report = runEvaluation();
    expect(report.dev.macroF1).toBeGreaterThanOrEqual(FLOOR_MACRO_F1.dev);
    expect(report.test.macroF1).toBeGreaterThanOrEqual(FLOOR_MACRO_F1.test);
  });
});
