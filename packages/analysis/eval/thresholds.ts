// Quality bars for the labelled evaluation. TARGET is what the brief asked for (the goal, not a
// gate); the floors sit just under what the rules reach today, so `npm run eval` and the unit
// test fail on any regression even while the held-out figure is still below the target.
export const TARGET_MACRO_F1 = 0.85;
export const FLOOR_MACRO_F1 = { dev: 0.73, testSteady: 0.5, testAll: 0.45 } as const;
