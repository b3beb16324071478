// Quality bars for the labelled evaluation (issue 14). The targets are set relative to what two
// careful readers reach on the same commits: on the blind, adjudicated held-out set every signal
// with enough positives is precise (a card that claims a wrong signal costs more trust than one
// that claims none), and the steady macro-F1 reaches TARGET_MACRO_F1. They are goals: the rules
// do not meet them on held-out v8 (eval README). The floors sit just under what the classifier
// reaches today, so `npm run eval` and the unit test fail on any regression.
export const TARGET_PRECISION = 0.85;
export const TARGET_MACRO_F1 = 0.6;
export const FLOOR_MACRO_F1 = { dev: 0.68, testSteady: 0.36, testAll: 0.31 } as const;
/** Of every signal the classifier shows on the held-out set, the share readers agree with. */
export const FLOOR_TEST_PRECISION = 0.72;
