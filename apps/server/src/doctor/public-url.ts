// PUBLIC_URL: the address in e-mail links and auth callbacks. It answers as GitSignals: ✓.
// Nothing answers: a ⚠ while no server runs here (expected before `serve`), a ✗ while one runs
// (users would follow links to nowhere). Something else answers: a ⚠ (a proxy may not forward
// /api yet). ADR 056.
import { fail, ok, warn, type CheckResult } from './check';
import type { Probe } from './http-probe';

const NAME = 'PUBLIC_URL';

export function publicUrlOf(env: { PUBLIC_URL?: string | undefined; PORT: number }): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

export function checkPublicUrl(
  env: { PUBLIC_URL?: string | undefined; PORT: number; NODE_ENV: string },
  answer: Probe,
  serverRunsHere: boolean,
): CheckResult {
  const url = publicUrlOf(env);
  const unsetInProduction = env.NODE_ENV === 'production' && !env.PUBLIC_URL;
  const setIt =
    'set PUBLIC_URL to the address users reach the app at (e-mail links and sign-in callbacks use it)';
  if (answer.kind === 'gitsignals') {
    if (unsetInProduction) return warn(NAME, `unset in production: links use ${url}`, setIt);
    return ok(NAME, `${url} answers (GitSignals ${answer.version}, database ${answer.database})`);
  }
  if (answer.kind === 'other') {
    return warn(
      NAME,
      `${url} answers HTTP ${answer.status} at /api/health, not GitSignals`,
      "check that PUBLIC_URL is this server's address and that the proxy in front forwards /api",
    );
  }
  if (serverRunsHere) {
    return fail(
      NAME,
      `${url} does not answer (${answer.reason}) while the server runs here`,
      setIt,
    );
  }
  return warn(
    NAME,
    `${url} does not answer yet (${answer.reason}): expected before \`serve\` starts`,
    unsetInProduction ? setIt : 'run the doctor again once the server runs',
  );
}
