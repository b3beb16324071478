// The doctor's checks in the order they print, all started at once (the slow ones are network
// calls with their own timeouts, and each is guarded by a deadline so nothing hangs), and the
// fast subset `serve` runs before it opens anything (no third party called).
import type { Env } from '../env';
import { fail, NETWORK_TIMEOUT_MS, reasonOf, seconds, warn, type CheckResult } from './check';
import { checkDataDir, checkLock, holderOf } from './data-dir';
import { checkEmbedded, checkPostgres } from './database';
import { checkEnvironment } from './environment';
import { checkGithub } from './github';
import { probeGitSignals, type Probe } from './http-probe';
import { checkLlm, llmTargetsOf } from './llm';
import { checkPort, localAddress } from './port';
import { checkPublicUrl, publicUrlOf } from './public-url';
import { checkNode, checkNpm } from './runtime';
import { checkSmtp } from './smtp';
import { checkStripeKey, checkStripeWebhookSecret } from './stripe';

export interface DoctorOptions {
  /** Each network check's wait (default NETWORK_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The running Node's version (tests pass another). */
  nodeVersion?: string;
}

/** A database may take longer than a network call: opening the embedded one reads its files. */
const DATABASE_DEADLINE_MS = 30_000;

/** `check`, or a ✗ naming it when it throws or outlives `ms`. */
async function guarded(
  name: string,
  ms: number,
  check: () => Promise<CheckResult>,
): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve(
          fail(
            name,
            `no result within ${seconds(ms)}`,
            'check the address and network this check uses',
          ),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) =>
        fail(
          name,
          `the check itself failed: ${reasonOf(error)}`,
          'see the message; report it if it makes no sense',
        ),
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Memoised: one probe per address however many checks ask. */
function prober(timeoutMs: number) {
  const probes = new Map<string, Promise<Probe>>();
  return (url: string) => {
    let probe = probes.get(url);
    if (!probe) {
      probe = probeGitSignals(url, timeoutMs);
      probes.set(url, probe);
    }
    return probe;
  };
}

/** The checks that need valid settings, in print order, each already running. */
function settingsChecks(env: Env, timeoutMs: number): Promise<CheckResult[]>[] {
  const network = timeoutMs + 2000;
  const probe = prober(timeoutMs);
  const embedded = !env.DATABASE_URL;
  const held = embedded ? holderOf(env.DATA_DIR) : null;
  const holderUrl = held?.alive ? held.holder.url : undefined;
  const holderProbe = holderUrl ? probe(holderUrl) : Promise.resolve(null);
  const portAddress = localAddress(env.HOST, env.PORT);
  const holderPid =
    holderUrl && new URL(holderUrl).port === String(env.PORT) ? held?.holder.pid : undefined;
  const serverRunsHere = async () =>
    (await holderProbe)?.kind === 'gitsignals' ||
    (env.PORT !== 0 && (await probe(portAddress)).kind === 'gitsignals');
  const one = (check: Promise<CheckResult>) => check.then((result) => [result]);

  return [
    Promise.resolve([checkDataDir(env.DATA_DIR)]),
    embedded
      ? one(
          guarded('embedded database lock', network, async () =>
            checkLock(env.DATA_DIR, 'doctor', await holderProbe),
          ),
        )
      : Promise.resolve([]),
    one(
      guarded('database', DATABASE_DEADLINE_MS, async () =>
        env.DATABASE_URL
          ? checkPostgres(env.DATABASE_URL, timeoutMs)
          : checkEmbedded(env.DATA_DIR, await holderProbe),
      ),
    ),
    one(
      guarded('PORT', network, () => checkPort(env, 'doctor', () => probe(portAddress), holderPid)),
    ),
    one(guarded('SMTP', network, () => checkSmtp(env, timeoutMs))),
    Promise.all(
      llmTargetsOf(env).map((target) =>
        guarded(`LLM ${target.config.provider}:${target.config.model}`, network, () =>
          checkLlm(target, timeoutMs),
        ),
      ),
    ).then((results) =>
      results.length > 0
        ? results
        : [
            {
              status: 'ok' as const,
              name: 'LLM',
              found: 'the local writer (LLM_PROVIDER=local): no model to call',
            },
          ],
    ),
    one(guarded('GITHUB_TOKEN', network, () => checkGithub(env, timeoutMs))),
    one(guarded('STRIPE_SECRET_KEY', network, () => checkStripeKey(env, timeoutMs))),
    Promise.resolve([checkStripeWebhookSecret(env)]),
    one(
      guarded('PUBLIC_URL', network, async () =>
        checkPublicUrl(env, await probe(publicUrlOf(env)), await serverRunsHere()),
      ),
    ),
  ];
}

/**
 * Every check, `onResult` called with each result in print order as soon as it and those before
 * it are done (the output streams while the slow checks run).
 */
export async function runDoctor(
  source: NodeJS.ProcessEnv,
  options: DoctorOptions = {},
  onResult: (result: CheckResult) => void = () => undefined,
): Promise<CheckResult[]> {
  const timeoutMs = options.timeoutMs ?? NETWORK_TIMEOUT_MS;
  const results: CheckResult[] = [];
  const emit = (batch: CheckResult[]) => {
    for (const result of batch) {
      results.push(result);
      onResult(result);
    }
  };
  const npm = guarded('npm', timeoutMs + 2000, () => checkNpm(timeoutMs));
  emit([checkNode(options.nodeVersion ?? process.version)]);
  emit([await npm]);
  const environment = checkEnvironment(source);
  emit(environment.results);
  if (!environment.env) {
    emit([
      warn(
        'other checks',
        'skipped: they need a valid configuration (database, PORT, SMTP, LLM, GitHub, Stripe, PUBLIC_URL)',
        'fix each ✗ above, then run the doctor again',
      ),
    ]);
    return results;
  }
  for (const batch of settingsChecks(environment.env, timeoutMs)) emit(await batch);
  return results;
}

/**
 * What `serve` and `api` check before they open anything: DATA_DIR, the embedded database's lock,
 * PostgreSQL answering (and not migrated by a newer version), PORT. Settings were validated by
 * reading them; no third party is called. ADR 056.
 */
export async function startChecks(
  env: Env,
  timeoutMs = NETWORK_TIMEOUT_MS,
): Promise<CheckResult[]> {
  const probe = prober(timeoutMs);
  const portAddress = localAddress(env.HOST, env.PORT);
  const checks: Promise<CheckResult>[] = [
    Promise.resolve(checkDataDir(env.DATA_DIR)),
    env.DATABASE_URL
      ? checkPostgres(env.DATABASE_URL, timeoutMs)
      : Promise.resolve(checkLock(env.DATA_DIR, 'start', null)),
    checkPort(env, 'start', () => probe(portAddress)),
  ];
  return Promise.all(checks);
}
