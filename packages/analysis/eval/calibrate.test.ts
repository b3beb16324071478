// The calibration the engine reads is the one the rules and labels give today: a rule or label
// changed without `npx tsx packages/analysis/eval/calibrate.ts` fails here, before it reaches a
// card with a confidence counted for other rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { confidenceUnder, type Calibration } from '../src/confidence/signal-confidence';
import { CALIBRATION_FILE, calibrate, chooseThreshold, devLabels } from './calibrate';

describe('rule calibration', () => {
  it(
    'is current: calibration.json is what the rules and dev labels give',
    { timeout: 60_000 },
    () => {
      const committed = JSON.parse(readFileSync(CALIBRATION_FILE, 'utf8')) as Calibration;
      expect(committed).toEqual(calibrate(devLabels()));
    },
  );

  it('shrinks a context seen on few commits towards its evidence, and that towards its signal', () => {
    const table: Calibration = {
      oracle_change: {
        threshold: 0.8,
        total: [10, 10],
        evidence: {
          'price-feed-words': { total: [8, 0], contexts: { feat: [2, 0], fix: [6, 0] } },
          'oracle-word': { total: [2, 10], contexts: { untyped: [2, 10] } },
        },
      },
    };
    const strong = confidenceUnder(table, 'oracle_change', 'price-feed-words', 'feat');
    const weak = confidenceUnder(table, 'oracle_change', 'oracle-word', 'untyped');
    const unseen = confidenceUnder(table, 'oracle_change', 'price-feed-words', 'chore');
    expect(strong).toBeGreaterThan(0.8);
    expect(strong).toBeLessThan(1);
    expect(weak).toBeLessThan(0.3);
    // A context never seen reads as its evidence, which reads as more than its signal.
    expect(unseen).toBeCloseTo((8 + 4 * 0.5) / (8 + 4), 6);
  });

  it('picks the threshold with the best F1 among those precise enough, or none', () => {
    const scored = [
      ...Array.from({ length: 9 }, () => ({ positive: true, confidence: 0.95 })),
      { positive: false, confidence: 0.95 },
      ...Array.from({ length: 5 }, () => ({ positive: true, confidence: 0.6 })),
      ...Array.from({ length: 5 }, () => ({ positive: false, confidence: 0.6 })),
    ];
    expect(chooseThreshold(scored, 20)).toBe(0.95);
    expect(chooseThreshold([{ positive: false, confidence: 0.99 }], 3)).toBeNull();
  });
});
