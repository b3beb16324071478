// One check's answer: passed (✓), a warning that does not fail (⚠), or failed (✗) with the fix
// an operator can act on. Every check is a function returning these; the runner prints them.

export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  status: CheckStatus;
  /** What was checked: `Node`, `PORT`, `SMTP`, `LLM openai:gpt-5-mini`… */
  name: string;
  /** What the check found, in words (secrets masked). */
  found: string;
  /** What to do: always on a ✗, on a ⚠ when there is something to do. */
  fix?: string;
}

export const ok = (name: string, found: string): CheckResult => ({ status: 'ok', name, found });

export const warn = (name: string, found: string, fix?: string): CheckResult => ({
  status: 'warn',
  name,
  found,
  ...(fix ? { fix } : {}),
});

export const fail = (name: string, found: string, fix: string): CheckResult => ({
  status: 'fail',
  name,
  found,
  fix,
});

/** How long a check that talks to the network waits for an answer (ADR 056). */
export const NETWORK_TIMEOUT_MS = 4000;

/** An error's message, the cause's code appended (fetch hides ECONNREFUSED in `cause`). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer in time';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  // fetch's "fetch failed" and Drizzle's "Failed query: <the SQL>" say less than their cause.
  const vague = error.message === 'fetch failed' || error.message.startsWith('Failed query');
  const own = vague && cause?.message ? cause.message : error.message;
  const message = own.replace(/\s+/g, ' ').trim();
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/** `4 s` for 4000 ms. */
export const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
