// How check results read: one line each, `✓ name  found`, a ✗ or ⚠ followed by its fix on the
// same line (a log keeps the line whole); colours only on a terminal, never in logs.
import type { CheckResult, CheckStatus } from './check';

const MARKS: Record<CheckStatus, string> = { ok: '✓', warn: '⚠', fail: '✗' };
const COLOURS: Record<CheckStatus, string> = { ok: '\x1b[32m', warn: '\x1b[33m', fail: '\x1b[31m' };
const RESET = '\x1b[0m';

/** Names are padded to this, so the findings line up; a longer name just pushes its line. */
const NAME_WIDTH = 32;

export function formatCheck(result: CheckResult, options: { colour?: boolean } = {}): string {
  const mark = options.colour
    ? `${COLOURS[result.status]}${MARKS[result.status]}${RESET}`
    : MARKS[result.status];
  const fix = result.fix ? ` → ${result.fix}` : '';
  return `${mark} ${result.name.padEnd(NAME_WIDTH)} ${result.found}${fix}`;
}

/** The last line: how many passed, warned and failed. */
export function formatSummary(results: CheckResult[]): string {
  const count = (status: CheckStatus) => results.filter((r) => r.status === status).length;
  const failed = count('fail');
  return `${results.length} checks: ${count('ok')} ✓, ${count('warn')} ⚠, ${failed} ✗${
    failed > 0 ? ' — fix each ✗ above, then run `npm run cli -- doctor` again.' : ''
  }`;
}

export const anyFailed = (results: CheckResult[]) => results.some((r) => r.status === 'fail');
