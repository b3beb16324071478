// Scores the classifier against the labelled evaluation set (packages/analysis/eval/) and prints
// dev and held-out test tables, both macro-F1s (steady signals only, and every signal with a
// positive), micro-F1 and a bootstrap range for the test macro-F1s. Exits 1 when a figure falls
// below its committed floor, so CI catches regressions; it also says plainly whether the test
// split meets issue 14's targets (precision per signal, macro-F1).
// `--misses` also lists every commit where label and classifier differ.
// `--classifier llm` scores the LLM classifier of the configured provider instead of the rules
// (the rules still decide noise, and every commit the model gives no usable answer for); it says
// how many commits fell back and why. The floors gate the rules only.
// Usage: npm run eval [-- --misses] [-- --classifier rules|llm]
import type { Agreement } from '../eval/adjudication';
import type { ClassifiedCommit, CommitInput } from '../src/types';
import {
  COMMIT_SIGNALS,
  labelledCommits,
  runEvaluation,
  type EvaluationReport,
} from '../eval/evaluate';
import {
  bootstrapMacroF1,
  STEADY_SUPPORT,
  type BootstrapRange,
  type Score,
  type SplitReport,
} from '../eval/metrics';
import { prng } from '../eval/prng';
import {
  FLOOR_MACRO_F1,
  FLOOR_TEST_PRECISION,
  TARGET_MACRO_F1,
  TARGET_PRECISION,
} from '../eval/thresholds';

/** Fixed, so the printed range is the same on every run. */
const BOOTSTRAP_SEED = 20261124;

const pct = (n: number): string => n.toFixed(2).padStart(5);
/** Precision of a signal never predicted is undefined, not 0 or 1. */
const precisionOf = (s: Score): string => (s.tp + s.fp === 0 ? '    -' : pct(s.precision));
const row = (name: string, s: Score): string =>
  `${name.padEnd(24)} ${String(s.support).padStart(4)} ${precisionOf(s)} ${pct(s.recall)} ${pct(s.f1)}   tp ${s.tp} fp ${s.fp} fn ${s.fn}`;

function table(title: string, r: SplitReport): string {
  const lines = [
    `${title}: ${r.commits} commits`,
    `${'signal'.padEnd(24)} ${'supp'.padStart(4)} ${'prec'.padStart(5)} ${'rec'.padStart(5)} ${'F1'.padStart(5)}`,
  ];
  for (const id of COMMIT_SIGNALS) {
    const s = r.perSignal.get(id);
    if (s && (s.support > 0 || s.fp > 0)) lines.push(row(id, s));
  }
  lines.push(row('(noise)', r.noise));
  lines.push(`noise reason agreement ${pct(r.noise.reasonAgreement)}`);
  lines.push(...figures(r));
  return lines.join('\n');
}

const supported = (r: SplitReport): number =>
  [...r.perSignal.values()].filter((s) => s.support > 0).length;

function figures(r: SplitReport): string[] {
  return [
    `${`macro-F1 (${r.steadySignals} signals with >= ${STEADY_SUPPORT} positives)`.padEnd(46)} ${pct(r.steadyMacroF1)}`,
    `${`macro-F1 (all ${supported(r)} signals with a positive)`.padEnd(46)} ${pct(r.macroF1)}`,
    `${'micro-F1'.padEnd(46)} ${pct(r.microF1)}`,
    `${'precision of every signal shown'.padEnd(46)} ${pct(r.microPrecision)}`,
  ];
}

const range = (b: BootstrapRange): string => `${b.low.toFixed(2)}-${b.high.toFixed(2)}`;

/** Issue 14's held-out targets: precision on every steady signal, and the steady macro-F1. */
function targets(test: SplitReport): string[] {
  const steady = [...test.perSignal.entries()].filter(([, s]) => s.support >= STEADY_SUPPORT);
  const shown = steady.filter(([, s]) => s.tp + s.fp > 0);
  const missed = shown.filter(([, s]) => s.precision < TARGET_PRECISION);
  const never = steady.filter(([, s]) => s.tp + s.fp === 0).map(([id]) => id);
  const list = (xs: [string, Score][]) => xs.map(([id, s]) => `${id} ${s.precision.toFixed(2)}`);
  return [
    `precision >= ${TARGET_PRECISION} on each of the ${steady.length} signals with >= ${STEADY_SUPPORT} positives: ${shown.length - missed.length} of ${shown.length} shown signals meet it${missed.length > 0 ? ` (below: ${list(missed).join(', ')})` : ''}${never.length > 0 ? `; never shown: ${never.join(', ')}` : ''}`,
    `steady macro-F1 ${test.steadyMacroF1.toFixed(2)} (target ${TARGET_MACRO_F1}): ${test.steadyMacroF1 >= TARGET_MACRO_F1 ? 'met' : 'not met'}`,
  ];
}

const short = (r: SplitReport): string =>
  `steady macro-F1 ${pct(r.steadyMacroF1)} (${r.steadySignals} signals)  micro ${pct(r.microF1)}  noise F1 ${pct(r.noise.f1)}`;

function agreementLines(a: Agreement): string[] {
  return [
    '',
    `Agreement on the ${a.commits} commits of ${a.set}, read blind by two readers (a third settled ${a.settled} disagreements):`,
    `  reader B vs reader A           ${short(a.readerBvsA)}`,
    `  classifier vs adjudicated      ${short(a.classifierVsAdjudicated)}`,
    `  classifier vs reader A         ${short(a.classifierVsA)}`,
    `  classifier vs reader B         ${short(a.classifierVsB)}`,
  ];
}

function render(report: EvaluationReport, misses: boolean): string {
  const out = [
    table('DEV (rules tuned on it)', report.dev),
    '',
    table('TEST (held out)', report.test),
    ...targets(report.test),
  ];
  const boot = bootstrapMacroF1(report.testPairs, COMMIT_SIGNALS, prng(BOOTSTRAP_SEED));
  out.push(
    `bootstrap 95% (2000 resamples of the test commits): steady macro-F1 ${range(boot.steady)}, all-signal macro-F1 ${range(boot.all)}`,
    '',
    'Test split per held-out draw:',
  );
  for (const { round, report: r } of report.testRounds) {
    out.push(
      `  ${round}: ${r.commits} commits, steady macro-F1 ${r.steadyMacroF1.toFixed(2)} (${r.steadySignals} signals), all-signal macro-F1 ${r.macroF1.toFixed(2)}, micro-F1 ${r.microF1.toFixed(2)}`,
    );
  }
  out.push(...report.agreement.flatMap(agreementLines));
  const s = report.surge;
  out.push(
    '',
    `contributor_surge (day-level, ${s.days} labelled days; not in the commit macro-F1):`,
    row('contributor_surge', s.score),
  );
  for (const m of s.misses) {
    out.push(
      `  ${m.day.repo} ${m.day.day}: labelled ${m.day.surge}, predicted ${m.predicted} (${m.day.note})`,
    );
  }
  if (misses) {
    out.push('', `Disagreements (${report.disagreements.length}):`);
    for (const d of report.disagreements) {
      const want = d.label.noise ? `~${d.label.noise}` : d.label.signals.join(',') || '-';
      const got = d.predicted.noise
        ? `~${d.predicted.noise}`
        : d.predicted.signals.join(',') || '-';
      out.push(
        `  [${d.split}] ${d.label.repo} ${d.label.sha.slice(0, 8)} want ${want} got ${got} | ${d.label.subject.slice(0, 80)}`,
      );
    }
  }
  return out.join('\n');
}

/** `--classifier rules|llm`; rules when absent. */
function classifierArgument(argv: readonly string[]): 'rules' | 'llm' {
  const i = argv.indexOf('--classifier');
  const value = i === -1 ? 'rules' : argv[i + 1];
  if (value === 'rules' || value === 'llm') return value;
  process.stderr.write(`--classifier takes rules or llm, not ${value ?? 'nothing'}\n`);
  process.exit(2);
}

interface Classifier {
  classify?: (commit: CommitInput) => ClassifiedCommit;
  /** Printed before the tables and after them. */
  header: string[];
  footer: string[];
}

/** The LLM classifier's answers for every labelled commit, asked before the scoring starts. */
async function llmClassifier(): Promise<Classifier> {
  // The model adapter is the server's (packages/analysis stays pure); loaded only when asked for.
  const { evalLlmClassifier } = await import('@gitsignals/server/eval-classifier');
  let llm: Awaited<ReturnType<ReturnType<typeof evalLlmClassifier>['predict']>>;
  try {
    // The settings are checked before the labelled commits are read.
    const classifier = evalLlmClassifier();
    llm = await classifier.predict(labelledCommits());
  } catch (error) {
    process.stderr.write(`npm run eval -- --classifier llm: ${(error as Error).message}\n`);
    process.exit(2);
  }
  return {
    classify: (commit) => llm.predicted.get(commit.sha)!,
    header: [`Classifier: LLM ${llm.classifier} (the rules decide noise and every fallback)`, ''],
    footer: ['', ...llm.lines],
  };
}

const which = classifierArgument(process.argv);
const classifier: Classifier = which === 'llm' ? await llmClassifier() : { header: [], footer: [] };
const report = runEvaluation(classifier.classify);
process.stdout.write(
  `${[...classifier.header, render(report, process.argv.includes('--misses')), ...classifier.footer].join('\n')}\n`,
);
const test = report.test.steadyMacroF1;
process.stdout.write(
  test >= TARGET_MACRO_F1
    ? `\nTest steady macro-F1 ${test.toFixed(3)} meets the target ${TARGET_MACRO_F1}.\n`
    : `\nTest steady macro-F1 ${test.toFixed(3)} is below the target ${TARGET_MACRO_F1}.\n`,
);
const gated: [string, number, number][] = [
  ['dev macro-F1', report.dev.macroF1, FLOOR_MACRO_F1.dev],
  ['test steady macro-F1', report.test.steadyMacroF1, FLOOR_MACRO_F1.testSteady],
  ['test all-signal macro-F1', report.test.macroF1, FLOOR_MACRO_F1.testAll],
  ['test precision of every signal shown', report.test.microPrecision, FLOOR_TEST_PRECISION],
];
// The floors are the rules' regression gate (CI); another classifier's figures are reported only.
for (const [name, value, floor] of which === 'rules' ? gated : []) {
  if (value < floor) {
    process.stdout.write(`Regression: ${name} ${value.toFixed(3)} < floor ${floor}.\n`);
    process.exitCode = 1;
  }
}
