// Every route says who may call it (config.access, http/plugins/access.ts), and this file holds
// each one to its word. The routes come from the app itself (the access plugin sees each one as
// it is added), not from a list kept here: a route added tomorrow is checked tomorrow. For each:
// no session or a forged one → 401; another user's id on a self route → 403; a free account on a
// subscriber route → 403; the caller the level allows gets past the gate; and no refused request
// changes a stored row. Only the public surface is listed, on purpose: opening a route to
// everyone is a decision this file must be told about.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { UPGRADE_MESSAGE } from '../src/billing/entitlements';
import { buildApp } from '../src/http/app';
import type { DeclaredRoute } from '../src/http/plugins/access';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, registryProject, seedFeed } from './helpers';
import { queryRows, storedUserState } from './user-api-helpers';

const ADMIN_TOKEN = 'b'.repeat(64);
const ADMIN_EMAIL = 'console-admin@example.com';

const t = await createTestApp({
  adminEmails: [ADMIN_EMAIL],
  // A runner that never runs anything: the requests here never get past validation.
  operatorCommands: {
    token: ADMIN_TOKEN,
    runner: {
      start: () => ({ refused: { status: 400, message: 'not here' } }),
      get: () => undefined,
    },
  },
});
afterAll(() => t.close());

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
/** HEAD routes are Fastify's copies of GET routes, with the same access. */
const apiRoutes = t.app.declaredRoutes().filter((r) => isApi(r.url) && r.method !== 'HEAD');
const nameOf = (r: DeclaredRoute) => `${r.method} ${r.url}`;
function levelOf({ access }: DeclaredRoute): string {
  if (typeof access !== 'object') return access ?? 'undeclared';
  return `self ${access.self}${access.subscriber ? ' + subscriber' : ''}`;
}
const selfAt = (r: DeclaredRoute) => (typeof r.access === 'object' ? r.access.self : undefined);
const needsSubscription = (r: DeclaredRoute) =>
  r.access === 'subscriber' || (typeof r.access === 'object' && r.access.subscriber === true);
const sessionRoutes = apiRoutes.filter((r) => r.access !== 'public' && r.access !== 'operator');

/** The routes anyone may call: each is public on purpose (its own proof, or no secret at all). */
const PUBLIC_SURFACE = [
  'GET /api',
  'GET /api/health',
  'POST /api/feeds/daily',
  'GET /api/feeds/dailyPublicFeeds',
  'POST /api/feeds/search',
  'GET /api/feeds/:id',
  'GET /api/projects',
  'GET /api/projects/metadata',
  'GET /api/projects/:name/overview',
  'GET /api/projects/:name/related',
  // The opaque unsubscribe token of every digest is the proof (RFC 8058).
  'PUT /api/user/:userId/unsubscribe',
  'POST /api/user/:userId/unsubscribe',
  // The single-use link sent to the old address is the proof (ADR 022).
  'POST /api/account/email-change/undo',
  'GET /api/billing/plans',
  'GET /api/billing/config',
  'GET /api/billing/free-projects',
  // Stripe's signature is the proof.
  'POST /api/billing/webhook',
  // better-auth decides for each of its endpoints.
  'GET /api/auth/*',
  'POST /api/auth/*',
  // Development tools: 404 unless asked directly on the machine that runs GitSignals.
  'GET /api/dev/outbox',
  'GET /api/dev/outbox/status',
];

let victim: SignedInUser;
let stranger: SignedInUser;
let free: SignedInUser;
let admin: SignedInUser;

/** A request to the route as `actor`, naming `named` wherever the route names its user. */
function call(route: DeclaredRoute, actor: SignedInUser | null, named: string, cookie?: string) {
  const at = selfAt(route);
  const url = route.url
    .split('/')
    .map((part) => {
      if (part === '*') return 'x';
      if (!part.startsWith(':')) return part;
      return at === `params.${part.slice(1)}` ? named : 'x';
    })
    .join('/');
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const body = at?.startsWith('body.') ? { [at.slice('body.'.length)]: named } : {};
  const sessionCookie = cookie ?? actor?.cookie;
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: sessionCookie ? { cookie: sessionCookie } : {},
    ...(hasBody ? { payload: body } : {}),
  });
}

/** Rows a refused request might have written, anywhere a user's request can write. */
async function storedState() {
  const counts = await queryRows<Record<string, string>>(
    t.handle,
    `select (select count(*) from checkout_sessions) as checkouts,
            (select count(*) from subscriptions) as subscriptions,
            (select count(*) from insights) as insights,
            (select count(*) from saved_feeds) as saved_feeds,
            (select count(*) from saved_searches) as saved_searches,
            (select count(*) from feed_tokens) as feed_tokens`,
  );
  return { victim: await storedUserState(t.handle, victim.id), counts };
}

async function expectRefusedWithoutChange(
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  error?: { code: string; message: string },
) {
  const before = await storedState();
  const response = await request();
  expect(response.statusCode).toBe(status);
  if (error) expect(response.json()).toEqual({ error });
  expect(await storedState()).toEqual(before);
}

/** Past the gate: whatever the handler answers (often 400 for the bare input), not the gate's. */
function expectPastTheGate(response: LightMyRequestResponse) {
  const code = response.statusCode >= 400 ? response.json().error?.code : undefined;
  expect(response.statusCode).not.toBe(401);
  expect(['forbidden', 'subscription_required']).not.toContain(code);
}

beforeAll(async () => {
  const [feedId] = await seedFeed(
    t.handle,
    [registryProject('uniswap')],
    [{ slug: 'uniswap', date: '2026-03-19' }],
  );
  // The victim has something in every area a request could change.
  victim = await signUp(t.app, { name: 'Victim' });
  await giveSubscription(t.handle, victim.id);
  const own = { cookie: victim.cookie };
  await t.app.inject({
    method: 'POST',
    url: `/api/users/${victim.id}/save-feed?feedId=${feedId}`,
    headers: own,
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/users/${victim.id}/save-search`,
    headers: own,
    payload: { keywords: ['zk'] },
  });
  // A subscriber, so on self+subscriber routes only the self rule refuses them.
  stranger = await signUp(t.app, { name: 'Stranger' });
  await giveSubscription(t.handle, stranger.id);
  free = await signUp(t.app, { name: 'Free' });
  admin = await signUp(t.app, { name: 'Admin', email: ADMIN_EMAIL });
});

describe('the routes the app declares', () => {
  it('are read from the app: every /api route, each with a level', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(50);
    expect(apiRoutes.filter((r) => r.access === undefined)).toEqual([]);
    // The documented operations are all among them (the docs are a second, independent list).
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const seen = new Set(apiRoutes.map(nameOf));
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.filter((name) => !seen.has(name))).toEqual([]);
  });

  it('name a user only on self routes (or as the public unsubscribe token)', () => {
    const namesAUser = (url: string) => url.includes('/:userId') || /\/users?\/:id(\/|$)/.test(url);
    const loose = apiRoutes
      .filter((r) => namesAUser(r.url) && !selfAt(r) && !PUBLIC_SURFACE.includes(nameOf(r)))
      .map((r) => `${nameOf(r)} (${levelOf(r)})`);
    expect(loose).toEqual([]);
  });

  it('are public only where this file says so (and the API docs)', () => {
    const publicRoutes = apiRoutes
      .filter((r) => r.access === 'public' && !r.url.startsWith('/api/docs'))
      .map(nameOf);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_SURFACE].sort());
  });
});

describe.each(sessionRoutes.map((r) => ({ ...r, name: nameOf(r), level: levelOf(r) })))(
  '$name ($level)',
  (route) => {
    const named = () => victim.id;

    it('answers 401 without a session, or with a forged one, and changes nothing', async () => {
      const error = { code: 'unauthorized', message: 'Authentication required' };
      await expectRefusedWithoutChange(() => call(route, null, named()), 401, error);
      const forged = 'better-auth.session_token=forged.value';
      await expectRefusedWithoutChange(() => call(route, null, named(), forged), 401, error);
    });

    if (selfAt(route)) {
      it("answers 403 to another user naming the victim's id, or nobody's", async () => {
        const error = { code: 'forbidden', message: 'You can only access your own account' };
        await expectRefusedWithoutChange(() => call(route, stranger, named()), 403, error);
        // An id that names nobody is refused the same way: whether a user exists is not told.
        const ghost = crypto.randomUUID();
        await expectRefusedWithoutChange(() => call(route, stranger, ghost), 403, error);
      });
    }

    if (route.access === 'admin') {
      it('answers 403 to a signed-in user who is not an admin, a subscriber too', async () => {
        const error = {
          code: 'forbidden',
          message: "Only an admin may use the operators' console",
        };
        await expectRefusedWithoutChange(() => call(route, free, free.id), 403, error);
        await expectRefusedWithoutChange(() => call(route, victim, victim.id), 403, error);
      });
    }

    if (needsSubscription(route)) {
      it('answers 403 to a free account', async () => {
        const error = { code: 'subscription_required', message: UPGRADE_MESSAGE };
        await expectRefusedWithoutChange(() => call(route, free, free.id), 403, error);
      });
    }

    it('lets the caller its level allows past the gate', async () => {
      // The victim on self routes and premium ones (a subscriber); any free account otherwise.
      const caller =
        route.access === 'admin'
          ? admin
          : selfAt(route) || needsSubscription(route)
            ? victim
            : free;
      expectPastTheGate(await call(route, caller, caller.id));
    });
  },
);

describe.each(
  apiRoutes.filter((r) => r.access === 'operator').map((r) => ({ ...r, name: nameOf(r) })),
)('$name (operator)', (route) => {
  const withToken = (token: string | null) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, 'x'),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(route.method === 'POST' ? { payload: {} } : {}),
    });

  it('answers 401 without the admin token, or with another, even with a session', async () => {
    await expectRefusedWithoutChange(() => withToken(null), 401);
    await expectRefusedWithoutChange(() => withToken('c'.repeat(64)), 401);
    const withSession = await call(route, victim, victim.id);
    expect(withSession.statusCode).toBe(401);
  });

  it('lets the admin token past the gate', async () => {
    expectPastTheGate(await withToken(ADMIN_TOKEN));
  });
});

describe('start-up', () => {
  const build = () =>
    buildApp({
      db: t.handle.db,
      databaseKind: t.handle.kind,
      logLevel: 'silent',
      rateLimitMax: 0,
      now: () => new Date(),
    });

  it('fails when an /api route declares no access, naming each such route', async () => {
    const app = await build();
    app.get('/api/undeclared', async () => ({}));
    await app.register(async (plugin) => {
      plugin.post('/api/from-a-plugin', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(
      /GET \/api\/undeclared declares no config\.access[\s\S]*POST \/api\/from-a-plugin declares no config\.access/,
    );
    await app.close();
  });

  it('fails when a self route names a path parameter it does not have', async () => {
    const app = await build();
    app.get('/api/things/:id', { config: { access: { self: 'params.userId' } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(
      'GET /api/things/:id names no path parameter :userId',
    );
    await app.close();
  });

  it('starts with undeclared routes outside /api (the web app serves its pages so)', async () => {
    const app = await build();
    app.get('/elsewhere', async () => ({}));
    await app.ready();
    await app.close();
  });
});
