// Network contacts end to end: the import (CSV and JSON, validation with line numbers, all or
// nothing, re-import in place), core contributors derived from stored commits, and the API
// (401 without a session, 403 without a subscription, 404 for an unknown project).
import { readFileSync } from 'node:fs';
import {
  saveProviderSubscriptionState,
  listContactsOfProject,
  findRepository,
  insertCommits,
  listActivePlans,
  saveRegistryProjects,
  type NewCommit,
} from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContacts } from '../src/use-cases/imports/import-contacts';
import { ImportFileError } from '../src/reporting/import-problems';
import {
  computeContributors,
  coreContributors,
  MAX_CONTRIBUTORS,
} from '../src/use-cases/analyse-projects/compute-contributors';
import { pipelineSteps } from '../src/jobs/pipeline-steps';
import { signUp, type SignedInUser } from './auth-helpers';
import { createTestApp, registryProject, type TestApp } from './helpers';

let t: TestApp;
let subscriber: SignedInUser;
let freeUser: SignedInUser;
const NOW = new Date('2026-11-20T12:00:00Z');

const sample = (name: string) =>
  readFileSync(new URL(`../../../docs/examples/${name}`, import.meta.url), 'utf8');

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const importText = (fileName: string, text: string, project?: string) =>
  importContacts({ db: t.handle.db, now: () => NOW }, { fileName, text, project });

async function projectId(slug: string) {
  const p = await t.handle.db.query.projects.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });
  return p!.id;
}

async function importedOf(slug: string) {
  return (await listContactsOfProject(t.handle.db, await projectId(slug))).filter(
    (c) => c.source === 'import',
  );
}

/** An active subscription as the billing provider would record it. */
async function subscribe(userId: string) {
  const [plan] = await listActivePlans(t.handle.db);
  await saveProviderSubscriptionState(
    t.handle.db,
    {
      provider: 'test',
      providerSubscriptionId: `sub_${userId}`,
      providerCustomerId: null,
      userId,
      planId: plan!.id,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      cancelAtPeriodEnd: false,
      observedAt: new Date(),
    },
    `sub-${userId}`,
    new Date(),
  );
}

let sha = 0;
function commit(
  authorName: string,
  authorLogin: string | null,
  daysAgo: number,
  extra: Partial<NewCommit> = {},
): NewCommit {
  sha += 1;
  const at = new Date(NOW.getTime() - daysAgo * 86_400_000);
  return {
    sha: sha.toString(16).padStart(40, '0'),
    parents: ['f'.repeat(40)],
    authorName,
    authorLogin,
    authoredAt: at,
    committedAt: at,
    recordedCommittedAt: at,
    message: 'feat: work',
    signals: [],
    noiseReason: null,
    files: [{ path: 'src/a.sol', status: 'M', oldPath: null, additions: 1, deletions: 0 }],
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date() });
  await saveRegistryProjects(t.handle.db, [
    registryProject('aave', {
      name: 'Aave',
      category: 'Lending',
      repos: ['aave-dao/aave-v3-origin'],
    }),
    registryProject('uniswap', { name: 'Uniswap', repos: ['Uniswap/v4-core'] }),
    registryProject('optimism', {
      name: 'Optimism',
      category: 'Layer 2',
      repos: ['ethereum-optimism/optimism'],
    }),
    registryProject('lido', { name: 'Lido', category: 'Staking', repos: ['lidofinance/core'] }),
  ]);
  subscriber = await signUp(t.app);
  freeUser = await signUp(t.app);
  await subscribe(subscriber.id);
});
afterAll(async () => t.close());

describe('import-contacts', () => {
  it('imports the sample CSV and JSON files and prints per-project counts', async () => {
    const csv = await importText('contacts.csv', sample('contacts.csv'));
    expect(csv).toEqual({ rows: 5, inserted: 5, updated: 0, projects: { aave: 3, uniswap: 2 } });
    const json = await importText('contacts.json', sample('contacts.json'));
    expect(json).toEqual({ rows: 2, inserted: 2, updated: 0, projects: { optimism: 2 } });
    const aave = await importedOf('aave');
    expect(aave.map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      'Ada Example',
      'Chloe Placeholder',
      'Ben Sample',
    ]);
    const chloe = aave.find((c) => c.firstName === 'Chloe')!;
    // A quoted field keeps its comma; an empty one is null.
    expect(chloe.title).toBe('Partnerships Lead, EMEA');
    expect(chloe.personalEmail).toBeNull();
    expect(chloe.twitter).toBe('https://x.com/chloe_example');
  });

  it('updates contacts in place on a re-import (same e-mail)', async () => {
    const text = sample('contacts.csv').replace('Protocol Engineer', 'Lead Protocol Engineer');
    const again = await importText('contacts.csv', text);
    expect(again).toMatchObject({ rows: 5, inserted: 0, updated: 5 });
    const aave = await importedOf('aave');
    expect(aave).toHaveLength(3);
    expect(aave.find((c) => c.firstName === 'Ben')!.title).toBe('Lead Protocol Engineer');
  });

  it('takes the project from --project, with header names in any case', async () => {
    const text = 'First Name,Last Name,Work Email\nHana,Sample,hana@example.com\n';
    expect(await importText('lido.csv', text, 'lido')).toMatchObject({
      inserted: 1,
      projects: { lido: 1 },
    });
  });

  it('reports every bad row with its line and field, and imports nothing', async () => {
    const before = (await importedOf('lido')).length;
    const text = [
      'project,first_name,last_name,title,work_email,twitter',
      'lido,Ivy,Good,Engineer,ivy@example.com,@ivy',
      'lido,Jay,Bad,Engineer,not-an-email,@jay',
      '"lido","Kim","Multi',
      'line",Engineer,kim@example.com,',
      'nosuchproject,Lee,Unknown,,lee@example.com,',
      'lido,,,Nameless,,',
      'lido,Max,Handle,,max@example.com,has spaces',
      'lido,Ivy,Again,,IVY@example.com,',
    ].join('\n');
    const error = await importText('bad.csv', text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    const problems = (error as ImportFileError).problems.map((p) => `${p.line}|${p.field ?? ''}`);
    expect(problems).toEqual(['3|work_email', '6|project', '7|first_name', '8|twitter', '9|']);
    expect((error as Error).message).toContain('line 3, work_email: must be an e-mail address');
    expect((error as Error).message).toContain('nothing imported');
    // The good rows (lines 2 and 4, a record over two lines) were not imported either.
    expect(await importedOf('lido')).toHaveLength(before);
  });

  it('reports an unclosed quote with its line and still every row error after it (issue 16)', async () => {
    const before = (await importedOf('lido')).length;
    const text = [
      'project,first_name,last_name,title,work_email,twitter',
      'lido,Ivy,Good,Engineer,ivy@example.com,@ivy',
      'lido,"Jay,Open,Engineer,jay@example.com,@jay', // line 3: the quote is never closed
      'lido,Kim,Bad,Engineer,not-an-email,@kim',
      'nosuchproject,Lee,Unknown,,lee@example.com,',
      'lido,Max,Stray"Quote,,max@example.com,', // line 6: a quote inside an unquoted field
      'lido,Ned,Bad,,ned@example,',
    ].join('\n');
    const error = await importText('quote.csv', text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    const problems = (error as ImportFileError).problems.map((p) => `${p.line}|${p.field ?? ''}`);
    expect(problems).toEqual(['3|', '4|work_email', '5|project', '6|', '7|work_email']);
    expect((error as Error).message).toContain('line 3: a quoted field is never closed');
    expect((error as Error).message).toContain('line 6: a quote inside an unquoted field');
    expect(await importedOf('lido')).toHaveLength(before);
  });

  it('points a JSON syntax error at its line', async () => {
    const error = await importText(
      'x.json',
      '[\n  {"first_name": "A"},\n  {"first_name" "B"}\n]',
    ).catch((e: unknown) => e);
    expect((error as ImportFileError).problems[0]).toMatchObject({ line: 3, field: null });
  });

  it('rejects unknown columns, short rows, bad JSON and a row naming another project', async () => {
    const unknown = await importText('x.csv', 'first_name,phone\nA,1\n').catch((e: unknown) => e);
    expect((unknown as ImportFileError).problems[0]).toMatchObject({ line: 1, field: 'phone' });
    const short = await importText('x.csv', 'first_name,last_name\nA\n', 'lido').catch(
      (e: unknown) => e,
    );
    expect((short as ImportFileError).problems[0]).toMatchObject({ line: 2, field: null });
    const json = await importText('x.json', '[{"first_name": "A",').catch((e: unknown) => e);
    expect((json as ImportFileError).problems[0]!.message).toMatch(/not valid JSON/);
    const jsonBad = await importText(
      'x.json',
      '{"contacts": [\n  {"first_name": "A", "project": "lido"},\n  {"first_name": 5, "project": "lido"}\n]}',
    ).catch((e: unknown) => e);
    expect((jsonBad as ImportFileError).problems[0]).toMatchObject({
      line: 3,
      field: 'first_name',
    });
    const other = await importText('x.csv', 'project,first_name\naave,Zed\n', 'lido').catch(
      (e: unknown) => e,
    );
    expect((other as ImportFileError).problems[0]).toMatchObject({ line: 2, field: 'project' });
    await expect(importText('x.csv', 'first_name\nA\n', 'nope')).rejects.toThrow(/no such project/);
  });

  it('is one transaction: a row the database refuses in the second batch undoes the first', async () => {
    const before = (await importedOf('lido')).length;
    const rows = Array.from({ length: 600 }, (_, i) => `Person${i},Row,p${i}@example.com,`);
    // PostgreSQL text cannot hold a NUL character: the write of row 551 fails after the first
    // 500 rows were written inside the transaction.
    rows[550] = 'Person550,Row,p550@example.com,Nul\u0000Title';
    const text = ['first_name,last_name,work_email,title', ...rows].join('\n');
    await expect(importText('many.csv', text, 'lido')).rejects.toThrow();
    expect(await importedOf('lido')).toHaveLength(before);
    // The same file without the bad byte imports whole (two batches).
    const good = text.replace('Nul\u0000Title', 'Title');
    expect(await importText('many.csv', good, 'lido')).toMatchObject({ inserted: 600 });
    expect(await importedOf('lido')).toHaveLength(before + 600);
  });
});

describe('core contributors', () => {
  beforeAll(async () => {
    const aave = await findRepository(
      t.handle.db,
      await projectId('aave'),
      'aave-dao/aave-v3-origin',
    );
    const list: NewCommit[] = [];
    for (let i = 0; i < 30; i += 1) list.push(commit('Alice Maintainer', 'alice-gh', i));
    for (let i = 0; i < 10; i += 1) list.push(commit('alice maintainer', null, i + 1));
    for (let i = 0; i < 20; i += 1) list.push(commit('Bob Builder', null, i));
    for (let i = 0; i < 40; i += 1)
      list.push(commit('dependabot[bot]', null, i, { noiseReason: 'bot' }));
    for (let i = 0; i < 5; i += 1) list.push(commit('Merger', null, i, { noiseReason: 'merge' }));
    // A bot whose commits the classifier kept as work is still no person.
    for (let i = 0; i < 5; i += 1) list.push(commit('github-actions[bot]', null, i));
    // Docs and tests are a person's work too.
    for (let i = 0; i < 8; i += 1)
      list.push(commit('Carol Docs', null, i, { noiseReason: 'docs' }));
    list.push(commit('Once Only', null, 3));
    // Older than a year: not counted.
    for (let i = 0; i < 50; i += 1) list.push(commit('Old Timer', 'old-timer', 400 + i));
    await insertCommits(t.handle.db, aave!.id, list);
  });

  it('derives name, profile link and share; merges a login with its name; no e-mail', async () => {
    const result = await computeContributors({ db: t.handle.db, now: () => NOW }, {});
    expect(result.projects).toBe(1);
    const res = await get('/api/profile/aave/contacts', subscriber.cookie);
    expect(res.statusCode).toBe(200);
    const derived = res
      .json<{ contacts: { source: string }[] }>()
      .contacts.filter((c) => c.source === 'commits');
    // 74 counted commits: Alice 40, Bob 20, Carol 8, a bot 5 (never listed), Once Only 1 (under 2%).
    expect(derived).toEqual([
      expect.objectContaining({
        first_name: 'Alice Maintainer',
        profile_url: 'https://github.com/alice-gh',
        commit_share: expect.closeTo(40 / 74, 3),
        work_email: null,
        personal_email: null,
      }),
      expect.objectContaining({ first_name: 'Bob Builder', profile_url: null }),
      expect.objectContaining({ first_name: 'Carol Docs', profile_url: null }),
    ]);
  });

  it('is idempotent, and keeps imported contacts apart', async () => {
    const again = await computeContributors({ db: t.handle.db, now: () => NOW }, {});
    expect(again.changed).toBe(0);
    expect(await importedOf('aave')).toHaveLength(3);
    // A year later the history is quiet: the derived rows go, the imported ones stay.
    const later = await computeContributors(
      { db: t.handle.db, now: () => new Date(NOW.getTime() + 400 * 86_400_000) },
      {},
    );
    expect(later.changed).toBe(3);
    const rows = await listContactsOfProject(t.handle.db, await projectId('aave'));
    expect(rows.every((r) => r.source === 'import')).toBe(true);
    await computeContributors({ db: t.handle.db, now: () => NOW }, {});
  });

  it("is part of the daily pipeline's analysis of a project", async () => {
    await computeContributors(
      { db: t.handle.db, now: () => new Date(NOW.getTime() + 400 * 86_400_000) },
      {},
    );
    const steps = pipelineSteps({
      db: t.handle.db,
      dataDir: '/nonexistent',
      scope: 'tracked',
      now: () => NOW,
      log: () => undefined,
    });
    await steps.analyseProject('aave', undefined);
    const rows = await listContactsOfProject(t.handle.db, await projectId('aave'));
    expect(rows.filter((r) => r.source === 'commits').map((r) => r.firstName)).toEqual([
      'Alice Maintainer',
      'Bob Builder',
      'Carol Docs',
    ]);
  });

  it('keeps at most the top ten', () => {
    const counts = Array.from({ length: 15 }, (_, i) => ({
      authorName: `Dev ${String(i).padStart(2, '0')}`,
      authorLogin: null,
      onGithub: true,
      commits: 100 - i,
    }));
    const top = coreContributors(counts);
    expect(top).toHaveLength(MAX_CONTRIBUTORS);
    expect(top[0]!.name).toBe('Dev 00');
    // A login on a repository outside github.com is not a GitHub login: no link.
    expect(
      coreContributors([{ authorName: 'X', authorLogin: 'x', onGithub: false, commits: 1 }])[0]!
        .profileUrl,
    ).toBeNull();
  });
});

describe('GET /api/profile/{project}/contacts and /api/network/projects', () => {
  it('answers 401 without a session and 403 without a subscription', async () => {
    expect((await get('/api/profile/aave/contacts')).statusCode).toBe(401);
    const refused = await get('/api/profile/aave/contacts', freeUser.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('example.com');
  });

  it('answers 404 for an unknown project (after the gate)', async () => {
    expect((await get('/api/profile/nosuchproject/contacts', freeUser.cookie)).statusCode).toBe(
      403,
    );
    const res = await get('/api/profile/nosuchproject/contacts', subscriber.cookie);
    expect(res.statusCode).toBe(404);
  });

  it('answers the spec fields with source, company link and GitHub link, by name or slug', async () => {
    const res = await get('/api/profile/Aave/contacts', subscriber.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      project: 'Aave',
      slug: 'aave',
      company_url: 'https://www.linkedin.com/company/example-aave',
      github_url: 'https://github.com/aave-dao/aave-v3-origin',
    });
    expect(body.contacts[0]).toEqual({
      id: expect.any(Number),
      first_name: 'Ada',
      last_name: 'Example',
      title: 'Head of Business Development',
      work_email: 'ada.example@example.com',
      personal_email: null,
      personal_linkedin: 'https://www.linkedin.com/in/ada-example',
      twitter: '@ada_example',
      company_linkedin: 'https://www.linkedin.com/company/example-aave',
      source: 'import',
      profile_url: null,
      commit_share: null,
      kind: null,
      handle: null,
      source_path: null,
      source_commit: null,
      source_url: null,
    });
    // Imported first, then contributors.
    const sources = body.contacts.map((c: { source: string }) => c.source);
    expect(sources.indexOf('commits')).toBeGreaterThan(sources.lastIndexOf('import'));
  });

  it('lists projects with contacts for any signed-in user', async () => {
    expect((await get('/api/network/projects')).statusCode).toBe(401);
    const res = await get('/api/network/projects', freeUser.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        project: 'Aave',
        slug: 'aave',
        category: 'Lending',
        contact_count: 3,
        published_count: 0,
        contributor_count: 3,
      },
      {
        project: 'Lido',
        slug: 'lido',
        category: 'Staking',
        contact_count: 601,
        published_count: 0,
        contributor_count: 0,
      },
      {
        project: 'Optimism',
        slug: 'optimism',
        category: 'Layer 2',
        contact_count: 2,
        published_count: 0,
        contributor_count: 0,
      },
      {
        project: 'Uniswap',
        slug: 'uniswap',
        category: 'DEX',
        contact_count: 2,
        published_count: 0,
        contributor_count: 0,
      },
    ]);
  });
});
