// Scores the classifier against the labelled evaluation set (packages/analysis/eval/) and prints
// dev and held-out test tables. Exits 1 when a split falls below its committed floor, so CI
// catches regressions; it also says plainly whether the test split meets the 0.85 target.
// `--misses` also lists every commit where label and classifier differ.
// Usage: npm run eval [-- --misses]
import { COMMIT_SIGNALS, runEvaluation, type EvaluationReport } from '../eval/evaluate';
import type { Score, SplitReport } from '../eval/metrics';
import { FLOOR_MACRO_F1, TARGET_MACRO_F1 } from '../eval/thresholds';

const pct = (n: number): string => n.toFixed(2).padStart(5);
const row = (name: string, s: Score): string =>
  `${name.padEnd(24)} ${String(s.support).padStart(4)} ${pct(s.precision)} ${pct(s.recall)} ${pct(s.f1)}   tp ${s.tp} fp ${s.fp} fn ${s.fn}`;

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
  lines.push(`macro-F1 ${pct(r.macroF1)}   micro-F1 ${pct(r.microF1)}`);
  return lines.join('\n');
}

function render(report: EvaluationReport, misses: boolean): string {
  const out = [
    table('DEV (rules tuned on it)', report.dev),
    '',
    table('TEST (held out)', report.test),
  ];
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

const report = runEvaluation();
process.stdout.write(`${render(report, process.argv.includes('--misses'))}\n`);
const test = report.test.macroF1;
process.stdout.write(
  test >= TARGET_MACRO_F1
    ? `\nTest macro-F1 ${test.toFixed(3)} meets the target ${TARGET_MACRO_F1}.\n`
    : `\nTest macro-F1 ${test.toFixed(3)} is below the target ${TARGET_MACRO_F1}.\n`,
);
for (const split of ['dev', 'test'] as const) {
  if (report[split].macroF1 < FLOOR_MACRO_F1[split]) {
    process.stdout.write(
      `Regression: ${split} macro-F1 ${report[split].macroF1.toFixed(3)} < floor ${FLOOR_MACRO_F1[split]}.\n`,
    );
    process.exitCode = 1;
  }
}
