// The personal product under load: a bench user signs up through the real endpoint, subscribes to
// projects and bookmarks items like a user would, then its feed, saved list and bookmark toggle
// are measured with its session cookie.
import type { DatabaseHandle } from '@gitsignals/db';
import type { Call, Scenario } from './scenarios';
import { withSession } from './seed';

/** Subscribed projects: the busiest and the quietest by item count (see pickProjects). */
const BUSY_PROJECTS = 13;
const QUIET_PROJECTS = 12;
/** Bookmarks the saved list holds, and other items the toggle scenario saves and removes. */
const BOOKMARKS = 200;
const TOGGLE_ITEMS = 100;
/** Every bench user's address has this form; earlier runs' users are deleted by it. */
const EMAIL_PREFIX = 'bench-run-';
const EMAIL_DOMAIN = '@example.com';
const SESSION_COOKIE = 'better-auth.session_token';

export interface PersonalPlan {
  projects: { id: number; name: string; items: number }[];
  /** Items of the subscribed projects, spread over the year: bookmarked before the load. */
  bookmarkIds: string[];
  /** Other items of those projects: the toggle scenario saves and removes each in turn. */
  toggleIds: string[];
}

export interface BenchUser {
  id: string;
  email: string;
  /** `better-auth.session_token=…; better-auth.session_data=…`, as a browser would send them. */
  cookie: string;
}

/**
 * Reads from the bench database what the bench user will do, and deletes the users of earlier
 * runs (their sessions, subscriptions and bookmarks go with them), so every run starts from the
 * same state. A user follows a few busy projects and some quiet ones: the 13 projects with the
 * most items and the 12 with the fewest. The seed spreads items almost evenly (1,460–1,604 per
 * project at 1M), so ties are broken by a hash of the name rather than alphabetically, which
 * would pick only projects starting with A.
 */
export async function personalPlan(handle: DatabaseHandle): Promise<PersonalPlan> {
  return withSession(handle, async (exec) => {
    await exec(`delete from users where email like $1`, [`${EMAIL_PREFIX}%${EMAIL_DOMAIN}`]);
    const projects = await exec(
      `with counts as (
         select p.id, p.name, count(f.id)::int as items
         from projects p left join feed_items f on f.project_id = p.id
         group by p.id, p.name),
       ranked as (
         select *, row_number() over (order by items desc, md5(name)) as busy,
                   row_number() over (order by items, md5(name)) as quiet
         from counts)
       select id, name, items from ranked where busy <= $1 or quiet <= $2
       order by items desc, name`,
      [BUSY_PROJECTS, QUIET_PROJECTS],
    );
    // A hash order spreads the picks over every day and priority of those projects.
    const items = await exec(
      `select id::text as id from feed_items where project_id = any($1::int[])
       order by hashtext(id::text) limit $2`,
      [projects.map((p) => Number(p.id)), BOOKMARKS + TOGGLE_ITEMS],
    );
    const ids = items.map((r) => String(r.id));
    return {
      projects: projects.map((p) => ({
        id: Number(p.id),
        name: String(p.name),
        items: Number(p.items),
      })),
      bookmarkIds: ids.slice(0, BOOKMARKS),
      toggleIds: ids.slice(BOOKMARKS),
    };
  });
}

async function call(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(base + path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/**
 * The session a new account's confirmation link starts (sign-up itself answers without one,
 * docs/decisions/021): the link is read from the app's development outbox, which answers
 * loopback callers like this one.
 */
async function confirmSignUp(base: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const res = await call(base, 'GET', '/api/dev/outbox', {});
    const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
    const link = messages
      .find((m) => m.to === email)
      ?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0];
    if (link) {
      const opened = await fetch(link, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      // Every cookie, as a browser keeps them: the session token and better-auth's signed
      // session cache (ADR 046), which spares the per-request session lookups while it lasts.
      const cookies = opened.headers.getSetCookie().map((c) => c.split(';')[0]!);
      if (!cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`)))
        throw new Error('the confirmation link set no session cookie');
      return cookies.join('; ');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation e-mail to ${email} in the outbox`);
}

/**
 * Signs up a new user (a unique address per run, so a re-run on the same database works) and
 * confirms it, then subscribes it and bookmarks through the API, as the web app does. `base` is
 * the app's PUBLIC_URL: better-auth checks the origin of POSTs against it.
 */
export async function setUpBenchUser(base: string, plan: PersonalPlan): Promise<BenchUser> {
  const email = `${EMAIL_PREFIX}${Date.now().toString(36)}-${process.pid}${EMAIL_DOMAIN}`;
  const res = await call(
    base,
    'POST',
    '/api/auth/sign-up/email',
    { origin: base },
    { name: 'Bench user', email, password: `bench-${crypto.randomUUID()}` },
  );
  const auth = { cookie: await confirmSignUp(base, email) };
  const { user } = (await res.json()) as { user: { id: string } };

  const updated = (await (
    await call(base, 'PUT', `/api/user/${user.id}`, auth, {
      projectSubList: plan.projects.map((p) => p.name),
    })
  ).json()) as { projectSubList: string[] };
  if (updated.projectSubList.length !== plan.projects.length)
    throw new Error(`subscribed to ${updated.projectSubList.length} projects`);
  for (const feedId of plan.bookmarkIds) {
    await call(base, 'POST', `/api/users/${user.id}/save-feed?feedId=${feedId}`, auth);
  }
  return { id: user.id, email, ...auth };
}

const PERSONAL_FILTERS: [label: string, filter: object][] = [
  ['no filter', {}],
  ['days=7', { days: 7 }],
];

interface PersonalScenario extends Omit<Scenario, 'calls'> {
  calls: (user: BenchUser, plan: PersonalPlan) => Call[];
}

/** Named before the user exists, so `--only` can leave them (and the sign-up) out. */
export const PERSONAL_SCENARIOS: PersonalScenario[] = [
  ...PERSONAL_FILTERS.flatMap(([label, filter]) =>
    [1, 50].map((page): PersonalScenario => ({
      name: `personal ${label} p${page}`,
      kind: 'feed',
      calls: (user) => [
        {
          method: 'POST',
          path: `/api/feeds/user/${user.id}`,
          body: { ...filter, page },
          headers: { cookie: user.cookie },
        },
      ],
    })),
  ),
  {
    name: `saved feeds (${BOOKMARKS} bookmarks)`,
    kind: 'bookmarks',
    calls: (user) => [
      {
        method: 'GET',
        path: `/api/users/${user.id}/saved-feeds`,
        headers: { cookie: user.cookie },
      },
    ],
  },
  {
    // Each item twice in a row (save, then remove); with several connections the two may overlap.
    name: `bookmark toggle (${TOGGLE_ITEMS} items × 2)`,
    kind: 'bookmarks',
    calls: (user, plan) =>
      plan.toggleIds.flatMap((feedId) => {
        const toggle: Call = {
          method: 'POST',
          path: `/api/users/${user.id}/save-feed?feedId=${feedId}`,
          headers: { cookie: user.cookie },
        };
        return [toggle, toggle];
      }),
  },
];
