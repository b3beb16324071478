// A stand-in for the issue 17 API (alerts, delivery log, Telegram links, API tokens, the personal
// feed URL) answering like the server's contract (packages/contracts/src/alerts.ts,
// api-tokens.ts). Tests change its state, force answers and read the requests it got.
import type {
  AlertDelivery,
  AlertRule,
  AlertRulesResponse,
  ApiToken,
  PersonalFeedUrls,
  TelegramLink,
} from '@gitsignals/contracts';
import { sampleProject } from '@/test/fixtures';

type Answer = { status: number; body: unknown };
const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

export function sampleRule(overrides: Partial<AlertRule> = {}): AlertRule {
  return {
    id: 'rule-1',
    name: 'Uniswap releases',
    delivery: 'instant',
    minPriority: 'high',
    projects: ['uniswap'],
    categories: [],
    networks: [],
    signals: [],
    keywords: [],
    destination: { type: 'webhook', url: 'https://hooks.example.com/gitsignals/abc?key=1' },
    status: 'active',
    pausedReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    lastDeliveryAt: null,
    ...overrides,
  };
}

export function sampleDelivery(overrides: Partial<AlertDelivery> = {}): AlertDelivery {
  return {
    id: 'delivery-1',
    kind: 'test',
    itemIds: [],
    title: 'Test message from GitSignals',
    createdAt: '2026-11-28T10:00:00.000Z',
    status: 'pending',
    attempts: 0,
    lastAttemptAt: null,
    deliveredAt: null,
    latencyMs: null,
    responseCode: null,
    error: null,
    ...overrides,
  };
}

export const SUBSCRIBER_PLAN = {
  limit: 50,
  destinations: ['email', 'webhook', 'slack', 'discord', 'telegram'],
  telegram: { available: true, botUsername: 'gitsignals_bot' },
} satisfies Omit<AlertRulesResponse, 'alerts'>;

export const FREE_PLAN = {
  limit: 1,
  destinations: ['email'],
  telegram: { available: true, botUsername: 'gitsignals_bot' },
} satisfies Omit<AlertRulesResponse, 'alerts'>;

export type FakeIntegrationsApi = {
  alerts: AlertRule[];
  plan: Omit<AlertRulesResponse, 'alerts'>;
  /** The log GET …/deliveries answers, by rule id. */
  deliveries: Map<string, AlertDelivery[]>;
  tokens: ApiToken[];
  feed: PersonalFeedUrls | null;
  telegramLinks: TelegramLink[];
  /** Answers to force, by "METHOD path" (e.g. "POST /api/users/u1/alerts"), used once each. */
  once: Map<string, Answer>;
  requests: { method: string; path: string; body: unknown }[];
  fetch: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
};

export function fakeIntegrationsApi(userId = 'u1'): FakeIntegrationsApi {
  const api: FakeIntegrationsApi = {
    alerts: [],
    plan: SUBSCRIBER_PLAN,
    deliveries: new Map(),
    tokens: [],
    feed: null,
    telegramLinks: [],
    once: new Map(),
    requests: [],
    async fetch(url, init) {
      const { pathname } = new URL(String(url), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      api.requests.push({ method, path: pathname, body });
      const key = `${method} ${pathname}`;
      const forced = api.once.get(key);
      if (forced) api.once.delete(key);
      const { status, body: answer } = forced ?? route(api, userId, method, pathname, body);
      return status === 204 ? new Response(null, { status }) : Response.json(answer, { status });
    },
  };
  return api;
}

function route(
  api: FakeIntegrationsApi,
  userId: string,
  method: string,
  path: string,
  body: unknown,
): Answer {
  if (path === '/api/projects') {
    return { status: 200, body: [sampleProject('Uniswap'), sampleProject('Aave', 'Lending')] };
  }
  if (path === '/api/projects/metadata') {
    return {
      status: 200,
      body: { projects_by_category: { DEX: ['Uniswap'] }, networks: ['Ethereum', 'Base'] },
    };
  }
  const base = `/api/users/${userId}`;
  if (!path.startsWith(base)) return error(404, 'not_found', `no stand-in for ${path}`);
  return (
    alertRoute(api, method, path.slice(base.length), body) ??
    accessRoute(api, method, path.slice(base.length), body) ??
    error(404, 'not_found', `no stand-in for ${method} ${path}`)
  );
}

function alertRoute(
  api: FakeIntegrationsApi,
  method: string,
  path: string,
  body: unknown,
): Answer | null {
  if (path === '/alerts' && method === 'GET') {
    return { status: 200, body: { alerts: api.alerts, ...api.plan } };
  }
  if (path === '/alerts' && method === 'POST') {
    const rule = sampleRule({
      ...(body as Partial<AlertRule>),
      id: `rule-${api.alerts.length + 1}`,
    });
    api.alerts.push(rule);
    return { status: 201, body: { ...rule, secret: 'whsec_shown_once_9f2c' } };
  }
  const ruleMatch = /^\/alerts\/([^/]+)(\/deliveries|\/test)?$/.exec(path);
  if (!ruleMatch) return null;
  const [, alertId, tail] = ruleMatch;
  const rule = api.alerts.find((entry) => entry.id === alertId);
  if (!rule) return error(404, 'not_found', 'No such alert');
  if (tail === '/deliveries') {
    return { status: 200, body: { deliveries: api.deliveries.get(rule.id) ?? [] } };
  }
  if (tail === '/test') {
    const delivery = sampleDelivery({ id: `test-${Date.now()}` });
    api.deliveries.set(rule.id, [delivery, ...(api.deliveries.get(rule.id) ?? [])]);
    return { status: 202, body: { delivery } };
  }
  if (method === 'PUT') {
    const { paused, ...fields } = body as Partial<AlertRule> & { paused?: boolean };
    Object.assign(
      rule,
      fields,
      paused === undefined ? {} : { status: paused ? 'paused' : 'active' },
    );
    return { status: 200, body: rule };
  }
  if (method === 'DELETE') {
    api.alerts = api.alerts.filter((entry) => entry !== rule);
    return { status: 204, body: null };
  }
  return null;
}

function accessRoute(
  api: FakeIntegrationsApi,
  method: string,
  path: string,
  body: unknown,
): Answer | null {
  if (path === '/api-tokens' && method === 'GET')
    return { status: 200, body: { tokens: api.tokens } };
  if (path === '/api-tokens' && method === 'POST') {
    const { name, expiresAt } = body as { name: string; expiresAt?: string };
    const token = ['gs', 'shownonce', 'x7'].join('_');
    const record = {
      id: `token-${api.tokens.length + 1}`,
      name,
      createdAt: '2026-11-28T10:00:00.000Z',
      expiresAt: expiresAt ?? null,
    };
    api.tokens.push({ ...record, preview: `${token.slice(0, 7)}…`, lastUsedAt: null });
    return { status: 201, body: { ...record, token } };
  }
  const tokenMatch = /^\/api-tokens\/([^/]+)$/.exec(path);
  if (tokenMatch && method === 'DELETE') {
    api.tokens = api.tokens.filter((token) => token.id !== tokenMatch[1]);
    return { status: 204, body: null };
  }
  if (path === '/feed-token') {
    if (method === 'GET') return { status: 200, body: { feed: api.feed } };
    if (method === 'DELETE') {
      api.feed = null;
      return { status: 204, body: null };
    }
    const secret = `feed${api.requests.length}`;
    api.feed = {
      atom: `http://localhost/feeds/personal/${secret}.atom`,
      rss: `http://localhost/feeds/personal/${secret}.rss`,
      createdAt: '2026-11-28T10:00:00.000Z',
    };
    return { status: 201, body: api.feed };
  }
  if (path === '/telegram/chats') return { status: 200, body: { chats: [] } };
  return null;
}
