// The fuzz suite (issue 11): every operation of the app's OpenAPI document and every HTTP endpoint
// of better-auth, walked with generated requests: bodies that fit the schema and bodies off it
// (wrong types, missing and extra fields, NUL bytes, lone surrogates, odd Unicode, strings over
// the body limit, numbers like -0, 1e308 and 2^53), path parameters like %00, .. and very long
// segments, junk query strings and cookies; sent anonymously, as a signed-in user and as a
// subscriber. Two promises are checked on every request:
//   - no answer is a 5xx: bad input is the client's error and says so;
//   - an answer of 400 or above changed no row of any table in the public schema, and (on our
//     own routes) says why in the app's error shape.
// The operations are read from the app itself, so a route added later is covered without an edit
// here; the last test says how many were covered.
//
// Reproducible by default: a fixed seed (FUZZ_SEED) and FUZZ_RUNS requests per operation (40:
// ~20 s per database on an idle 2-core machine, ~40 s on a busy one; see fuzz/env.ts). For a
// longer local run:
//   FUZZ_RUNS=400 FUZZ_SEED=$RANDOM TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     npx vitest run apps/server/test/fuzz-routes.test.ts
// A failure names the request and its answer; the same FUZZ_SEED and FUZZ_RUNS repeat the run
// (the whole file: earlier operations leave rows behind that later ones meet).
import fc from 'fast-check';
import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { setUnsubscribeTokenIfNone, findUser, hasActiveSubscription } from '@gitsignals/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { createTestApp, registryProject, seedFeed } from './helpers';
import { signIn, signUp, cookieOf, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { startLlmStandIn } from '../testing/llm-stand-in';
import { unconfiguredInsightsTest } from '../src/insights-test/models';
import { readFuzzEnv } from './fuzz/env';
import {
  betterAuthOperations,
  openApiOperations,
  operationName,
  type FuzzOperation,
} from './fuzz/operations';
import { requestArb, type Actor, type FuzzRequest } from './fuzz/requests';
import { changedTables, tableDigester, type TableDigest } from './fuzz/table-digest';
import { SELF, type KnownValues } from './fuzz/values';

const { FUZZ_RUNS, FUZZ_SEED } = readFuzzEnv();
const OWN_ORIGIN = 'http://localhost:3000';
const FOREIGN_ORIGIN = 'https://attacker.example';
const DAY_MS = 86_400_000;

// Counters of refused attempts, which refused requests are meant to change: better-auth counts
// attempts per client and path in rate_limits, and a wrong password counts towards its address's
// sign-in backoff in sign_in_failures (ADR 022).
const LEFT_OUT_OF_DIGEST = ['rate_limits', 'sign_in_failures'];

// The insights test page's models answer from a local stand-in, so a prompt reaches a model
// (and its llm_calls row) instead of stopping at 'not configured' (a 503 by design).
const llm = await startLlmStandIn({ output: 'text' });
const unconfigured = unconfiguredInsightsTest();
// Account e-mails are sent after the answer (auth.ts: not awaited, so timing tells nothing) and
// write their mail_messages row then: every request's e-mails are waited for before the tables
// are compared, so a refused request that sends one is still caught, and an earlier request's
// e-mail is not blamed on the next one.
const handle = await createTestDatabase();
const sending = new Set<Promise<void>>();
const realMailer = createMailer({
  smtpUrl: undefined,
  from: 'GitSignals <no-reply@gitsignals.localhost>',
  db: handle.db,
  now: () => new Date(),
});
const mailer: Mailer = {
  ...realMailer,
  send(message) {
    const sent = realMailer.send(message);
    sending.add(sent);
    void sent.finally(() => sending.delete(sent)).catch(() => undefined);
    return sent;
  },
};
const mailSent = async () => {
  while (sending.size > 0) await Promise.allSettled([...sending]);
};
const t = await createTestApp(
  {
    mailer,
    // On, so the counting code runs too, but high enough never to answer 429 to the fuzzer.
    authRateLimitMax: 100_000,
    insightsTest: {
      models: {
        openai: {
          ...unconfigured.models.openai,
          apiKey: 'test-key',
          baseUrl: llm.baseUrl('openai'),
        },
        claude: {
          ...unconfigured.models.claude,
          apiKey: 'test-key',
          baseUrl: llm.baseUrl('anthropic'),
        },
        gemini: {
          ...unconfigured.models.gemini,
          apiKey: 'test-key',
          baseUrl: llm.baseUrl('google'),
        },
      },
      timeoutMs: 30_000,
      maxRetries: 0,
    },
  },
  handle,
);
afterAll(async () => {
  await t.close();
  await llm.close();
});

const day = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);
const projects = [registryProject('uniswap'), registryProject('aave', { category: 'Lending' })];
const feedIds = await seedFeed(t.handle, projects, [
  {
    slug: 'uniswap',
    date: day(1),
    priority: 'high',
    commits: [{ sha: 'a'.repeat(40), message: 'feat: hooks', at: `${day(1)}T10:00:00Z` }],
  },
  {
    slug: 'aave',
    date: day(2),
    commits: [{ sha: 'b'.repeat(40), message: 'fix: oracle', at: `${day(2)}T10:00:00Z` }],
  },
]);

const actors: Record<Exclude<Actor, 'anonymous'>, SignedInUser> = {
  user: await signUp(t.app, { name: 'Fuzz User' }),
  premium: await signUp(t.app, { name: 'Fuzz Subscriber' }),
};
const subscriptionId = await giveSubscription(t.handle, actors.premium.id);
const savedSearch = await t.app.inject({
  method: 'POST',
  url: `/api/users/${actors.premium.id}/save-search`,
  headers: { cookie: actors.premium.cookie },
  payload: { keywords: ['hooks'] },
});
const checkout = await t.app.inject({
  method: 'POST',
  url: `/api/billing/create-checkout-session/${actors.user.id}`,
  headers: { cookie: actors.user.cookie, origin: OWN_ORIGIN },
  payload: {
    plan_id: 'founding-member-monthly',
    success_url: `${OWN_ORIGIN}/settings`,
    cancel_url: `${OWN_ORIGIN}/pricing`,
  },
});
const checkoutSessionId = checkout.json<{ checkoutUrl: string }>().checkoutUrl.split('/').at(-1)!;
// A digest would have given the subscriber an unsubscribe token; give it one now.
const unsubscribeToken = await setUnsubscribeTokenIfNone(
  t.handle.db,
  actors.premium.id,
  `fuzz-${randomUUID()}`,
);

const known: KnownValues = {
  strings: [
    actors.user.id,
    actors.premium.id,
    ...feedIds,
    ...projects.flatMap((p) => [p.slug, p.name]),
    String(savedSearch.json<{ id: number }>().id),
    subscriptionId,
    checkoutSessionId,
    unsubscribeToken!,
    'founding-member-monthly',
    'google',
  ],
  emails: [actors.user.email, actors.premium.email, 'someone-new@example.com'],
  urls: ['/settings', `${OWN_ORIGIN}/signals`, `${FOREIGN_ORIGIN}/phish`, 'javascript:alert(1)'],
  fieldNames: ['name', 'email', 'image', 'id', 'userId', 'token', 'password', 'callbackURL'],
};

const operations: FuzzOperation[] = [
  ...openApiOperations(t.app.swagger()),
  ...betterAuthOperations(t.app.deps.auth, '/api/auth'),
];
const digest = await tableDigester(t.handle, LEFT_OUT_OF_DIGEST);
/**
 * The digest after the last request, when nothing has run since: the next request's 'before'.
 * (No request leaves work running after its answer that writes to these tables.)
 */
let lastDigest: TableDigest | undefined;
const covered = new Set<string>();
/** Answers by status class, and which actors each operation answered 2xx. */
const answers = { '2xx': 0, '3xx': 0, '4xx': 0 };
const okAs = new Map<string, Set<Actor>>();

/** Each operation its own seed, so adding a route leaves the others' runs as they were. */
function seedOf(op: FuzzOperation): number {
  return (
    createHash('sha256')
      .update(`${FUZZ_SEED}:${operationName(op)}`)
      .digest()
      .readInt32LE(0) ^ 0
  );
}

/** The request with the SELF stand-ins made the actor's own (anonymous: another user's). */
function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const actor = actors[request.actor === 'anonymous' ? 'user' : request.actor];
  const own = (text: string) =>
    text
      .replaceAll(SELF.id, actor.id)
      .replaceAll(SELF.email, actor.email)
      .replaceAll(SELF.password, actor.password);
  const payload = typeof request.payload === 'string' ? own(request.payload) : request.payload;
  return t.app.inject({
    method: request.method as 'GET',
    url: own(request.url),
    headers: {
      ...request.headers,
      ...(request.actor === 'anonymous' ? {} : { cookie: actor.cookie }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

const clip = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}… (${text.length})` : text;

function describeExchange(request: FuzzRequest, response: LightMyRequestResponse): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body ${clip(Buffer.isBuffer(request.payload) ? request.payload.toString('hex') : request.payload)}`;
  return `${request.method} ${clip(request.url)} as ${request.actor}${payload} → ${response.statusCode} ${clip(response.body)}`;
}

/** Our routes' refusals are { error: { code, message } } (better-auth's keep their own shape). */
function hasErrorShape(response: LightMyRequestResponse): boolean {
  try {
    const { error } = response.json<{ error?: { code?: unknown; message?: unknown } }>();
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
}

/**
 * A request that succeeded may have signed its actor out, revoked its sessions, changed its
 * e-mail or password, turned on two-factor or cancelled the subscription: sign the actor in
 * again, or put a new one in its place, so the next requests are still reached signed in.
 */
async function restoreActors(): Promise<void> {
  for (const role of ['user', 'premium'] as const) {
    const actor = actors[role];
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: actor.cookie },
    });
    if (session.statusCode === 200 && session.body !== 'null') continue;
    const row = await findUser(t.handle.db, actor.id);
    const again = row && (await signIn(t.app, { email: row.email, password: actor.password }));
    const cookie = again?.statusCode === 200 ? cookieOf(again) : '';
    if (row && cookie.includes('session_token')) {
      actors[role] = { ...actor, email: row.email, cookie };
    } else {
      actors[role] = await signUp(t.app, { name: `Fuzz ${role}` });
    }
  }
  if (!(await hasActiveSubscription(t.handle.db, actors.premium.id, new Date()))) {
    await giveSubscription(t.handle, actors.premium.id);
  }
}

describe('fuzzing every route', () => {
  it('finds the operations to walk', () => {
    expect(operations.filter((op) => op.source === 'openapi').length).toBeGreaterThan(30);
    expect(operations.filter((op) => op.source === 'better-auth').length).toBeGreaterThan(30);
  });

  for (const op of operations) {
    it(`${operationName(op)}: no 5xx, and a refused request changes nothing`, async () => {
      await restoreActors();
      lastDigest = undefined;
      await fc.assert(
        fc.asyncProperty(
          requestArb(op, known, { own: OWN_ORIGIN, foreign: FOREIGN_ORIGIN }),
          async (request) => {
            if (!lastDigest) await mailSent();
            const before = lastDigest ?? (await digest());
            lastDigest = undefined;
            const response = await send(request);
            const statusClass =
              `${Math.floor(response.statusCode / 100)}xx` as keyof typeof answers;
            if (statusClass in answers) answers[statusClass] += 1;
            if (response.statusCode < 300) {
              okAs.set(
                operationName(op),
                (okAs.get(operationName(op)) ?? new Set()).add(request.actor),
              );
            }
            if (response.statusCode >= 500) {
              throw new Error(`server error: ${describeExchange(request, response)}`);
            }
            if (op.source === 'openapi' && response.statusCode >= 400 && !hasErrorShape(response)) {
              throw new Error(`not the error shape: ${describeExchange(request, response)}`);
            }
            await mailSent();
            const after = await digest();
            const changed = changedTables(before, after);
            if (response.statusCode >= 400 && changed.length > 0) {
              throw new Error(
                `refused, yet ${changed.join(', ')} changed: ${describeExchange(request, response)}`,
              );
            }
            // Only a request that changed something can have cost an actor its session or
            // subscription; putting them back writes, so the next request takes a fresh digest.
            if (changed.length > 0) await restoreActors();
            else lastDigest = after;
          },
        ),
        { seed: seedOf(op), numRuns: FUZZ_RUNS },
      );
      covered.add(operationName(op));
    }, 120_000);
  }

  it('covered every operation, and reached past validation and access checks', () => {
    const openapi = operations.filter((op) => op.source === 'openapi').length;
    const total = answers['2xx'] + answers['3xx'] + answers['4xx'];
    const onlySignedIn = [...okAs.values()].filter((actors) => !actors.has('anonymous')).length;
    console.info(
      `fuzz: ${covered.size} of ${operations.length} operations covered (${openapi} OpenAPI, ${operations.length - openapi} better-auth), ${FUZZ_RUNS} requests each, seed ${FUZZ_SEED}; ${total} answers: ${answers['2xx']} 2xx, ${answers['3xx']} 3xx, ${answers['4xx']} 4xx, 0 5xx; ${okAs.size} operations answered 2xx (${onlySignedIn} only to a signed-in actor)`,
    );
    expect(covered.size).toBe(operations.length);
    // A fuzzer that only ever meets 400 and 401 proves little: many operations must have been
    // reached with input they accept, by an actor they accept. (Some never can be here: OAuth
    // callbacks without a provider, reset and verification tokens nobody was sent, the webhook
    // in test mode; routes other work adds may join them, hence not 'most'.)
    const never = operations.map(operationName).filter((name) => !okAs.has(name));
    expect(okAs.size, `never answered 2xx: ${never.join(', ')}`).toBeGreaterThan(
      operations.length * 0.4,
    );
    // …and past the session checks: routes that only ever let a signed-in actor through did.
    expect(onlySignedIn).toBeGreaterThanOrEqual(10);
  });
});
