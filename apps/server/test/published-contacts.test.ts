// Contacts a project publishes in its own files, end to end: the git collector reads them at
// HEAD from a real repository, stores them with the file and commit they came from, a re-read
// updates them in place and drops what is no longer published, a fork stores none, an imported
// contact wins over a published row naming the same person, and the demo import stores the
// exporter's `publishedContacts` from a meta file. The API answers them to subscribers only.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Contact, NetworkProject } from '@gitsignals/contracts';
import { findProjectIdBySlug, saveRegistryProjects, saveRepository } from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectRepositories } from '../src/collectors/collect-projects';
import { importDemo } from '../src/collectors/demo/import-demo';
import { silentProgress } from '../src/reporting/progress';
import { importContacts } from '../src/use-cases/imports/import-contacts';
import { git, History, sha } from '../testing/collect-git-fixtures';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { makeDemoSlice, readActivityIndex } from './demo-slice';
import { createTestApp, registryProject, type TestApp } from './helpers';

const NOW = new Date('2026-11-22T08:00:00Z');
let t: TestApp;
let subscriber: SignedInUser;
let freeUser: SignedInUser;
let work: string;
let upstream: string;
let repositoryId: number;
let forkId: number;

const CODEOWNERS = `# Default owners
*             @acme-labs/core
/contracts/   @jdoe @acme-labs/solidity
/script/      @jdoe ops@acme.example.org
*.md          @writer
`;

const SECURITY_TXT = `Contact: mailto:security@acme.example.io
Contact: https://immunefi.com/bug-bounty/acme/
Expires: 2027-06-30T23:00:00.000Z
Encryption: https://acme.example.io/pgp.asc
`;

const MAINTAINERS_MD = `# Maintainers

| Name | GitHub | Email |
|------|--------|-------|
| Jane Doe | @jdoe | jane@acme.example.org |
| Priya Raman | @praman | priya@acme.example.org |

## Emeritus

- Old Timer (@oldtimer)
`;

function buildRepository(dir: string) {
  const h = new History();
  h.commit({
    at: '2026-03-02T09:00:00Z',
    message: 'feat: first contracts, ownership and security policy',
    files: {
      'src/Vault.sol': 'contract Vault {}\n',
      '.github/CODEOWNERS': CODEOWNERS,
      // GitHub reads .github/CODEOWNERS first: this one is not what the project uses.
      CODEOWNERS: '* @stale-owner\n',
      'SECURITY.md': '# Security\n\nPlease write to security@acme.example.io.\n',
      '.well-known/security.txt': SECURITY_TXT,
      'MAINTAINERS.md': MAINTAINERS_MD,
      'package.json': JSON.stringify({
        name: '@acme/protocol',
        author: 'Acme Labs <eng@acme.example.org> (https://acme.example.io)',
        contributors: ['Sam Lee <sam@acme.example.org>'],
      }),
      'packages/sdk/package.json': JSON.stringify({ author: { name: 'Acme Labs' } }),
      'lib/forge-std/package.json': JSON.stringify({ author: 'Someone Else' }),
      '.github/FUNDING.yml': 'github: [acme-labs]\ncustom: ["https://giveth.io/project/acme"]\n',
      'README.md': 'Ask @readme-person or readme@acme.example.org.\n',
    },
  });
  h.writeTo(dir);
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function contactsOf(project: string): Promise<Contact[]> {
  const res = await get(`/api/profile/${project}/contacts`, subscriber.cookie);
  expect(res.statusCode).toBe(200);
  return res.json<{ contacts: Contact[] }>().contacts;
}

const published = async (project: string) =>
  (await contactsOf(project)).filter((c) => c.source === 'published');

const collect = (repositoryIds: number[]) =>
  collectRepositories(t.handle.db, {
    repositoryIds,
    dataDir: work,
    progress: silentProgress,
    log: () => undefined,
    now: () => NOW,
  });

/** A row as a reader sees it: who, what, the link and the file it came from. */
const described = (c: Contact) =>
  [
    c.kind,
    c.handle ?? (`${c.first_name} ${c.last_name}`.trim() || c.work_email || c.profile_url),
    c.title,
    c.source_path,
  ].join(' | ');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  work = mkdtempSync(path.join(os.tmpdir(), 'published-contacts-'));
  upstream = path.join(work, 'acme-labs', 'protocol.git');
  buildRepository(upstream);
  await saveRegistryProjects(t.handle.db, [
    registryProject('acme', { name: 'Acme', repos: [] }),
    registryProject('forky', { name: 'Forky', repos: [] }),
  ]);
  repositoryId = await saveRepository(t.handle.db, {
    projectId: (await findProjectIdBySlug(t.handle.db, 'acme'))!,
    fullName: 'acme-labs/protocol',
    host: 'github',
    url: upstream,
    isFork: false,
    upstreamFullName: null,
  });
  const fork = path.join(work, 'forky', 'protocol.git');
  git(['clone', '--quiet', '--bare', upstream, fork]);
  forkId = await saveRepository(t.handle.db, {
    projectId: (await findProjectIdBySlug(t.handle.db, 'forky'))!,
    fullName: 'forky/protocol',
    host: 'github',
    url: fork,
    isFork: true,
    upstreamFullName: 'acme-labs/protocol',
  });
  subscriber = await signUp(t.app);
  freeUser = await signUp(t.app);
  await giveSubscription(t.handle, subscriber.id);
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('published contacts from the git collector', () => {
  it('stores each contact the files publish, with a link to the file at the commit', async () => {
    await collect([repositoryId, forkId]);
    const head = sha(upstream, 'main');
    const rows = await published('acme');
    expect(rows.map(described)).toEqual([
      'security | https://immunefi.com/bug-bounty/acme/ | Security contact | .well-known/security.txt',
      'security | security@acme.example.io | Security contact | SECURITY.md',
      'maintainer | jdoe | Maintainer | MAINTAINERS.md',
      'maintainer | praman | Maintainer | MAINTAINERS.md',
      'code-owner | acme-labs/core | Code owner: everything | .github/CODEOWNERS',
      'code-owner | acme-labs/solidity | Code owner: /contracts/ | .github/CODEOWNERS',
      'code-owner | jdoe | Code owner: /contracts/, /script/ | .github/CODEOWNERS',
      'code-owner | writer | Code owner: *.md | .github/CODEOWNERS',
      'package-author | Acme Labs | Package author (package.json, packages/sdk/package.json) | package.json',
      'funding | acme-labs | Funding: GitHub Sponsors | .github/FUNDING.yml',
      'funding | https://giveth.io/project/acme | Funding: custom link | .github/FUNDING.yml',
    ]);
    const jane = rows.find((r) => r.kind === 'maintainer' && r.handle === 'jdoe')!;
    expect(jane).toMatchObject({ first_name: 'Jane', last_name: 'Doe', work_email: null });
    expect(jane.source_commit).toBe(head);
    expect(rows.find((r) => r.kind === 'code-owner' && r.handle === 'jdoe')!.source_url).toBe(
      `https://github.com/acme-labs/protocol/blob/${head}/.github/CODEOWNERS`,
    );
    expect(
      rows.every((r) =>
        r.source_url?.startsWith(`https://github.com/acme-labs/protocol/blob/${head}/`),
      ),
    ).toBe(true);
    const company = rows.find((r) => r.kind === 'package-author')!;
    expect([company.first_name, company.last_name]).toEqual(['Acme Labs', '']);
  });

  it('keeps no e-mail address of a person, only the published security address', async () => {
    const body = (await get('/api/profile/acme/contacts', subscriber.cookie)).body;
    expect(body).not.toMatch(/(jane|priya|eng|ops|sam|readme)@acme\.example\.org/);
    expect(body).not.toMatch(/oldtimer|stale-owner|readme-person|Someone Else/);
    const emails = (await published('acme')).flatMap((c) => [c.work_email, c.personal_email]);
    expect(emails.filter(Boolean)).toEqual(['security@acme.example.io']);
  });

  it('stores nothing for a fork, whose files are its upstream’s', async () => {
    expect(await published('forky')).toEqual([]);
  });

  it('answers 401 without a session and 403 without a subscription', async () => {
    expect((await get('/api/profile/acme/contacts')).statusCode).toBe(401);
    const refused = await get('/api/profile/acme/contacts', freeUser.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('security@acme');
  });

  it('updates rows in place on a new HEAD and drops what is no longer published', async () => {
    const before = await published('acme');
    const h = new History();
    h.continueBranch('main');
    h.commit({
      at: '2026-03-03T09:00:00Z',
      message: 'chore: hand /script/ to ops, retire the maintainers file',
      files: {
        '.github/CODEOWNERS': '*  @acme-labs/core\n/contracts/ @jdoe\n/script/ @acme-labs/ops\n',
        'MAINTAINERS.md': null,
      },
    });
    h.writeTo(upstream);
    await collect([repositoryId]);
    const head = sha(upstream, 'main');
    const after = await published('acme');
    expect(after.filter((r) => r.kind === 'code-owner').map(described)).toEqual([
      'code-owner | acme-labs/core | Code owner: everything | .github/CODEOWNERS',
      'code-owner | acme-labs/ops | Code owner: /script/ | .github/CODEOWNERS',
      'code-owner | jdoe | Code owner: /contracts/ | .github/CODEOWNERS',
    ]);
    expect(after.some((r) => r.kind === 'maintainer')).toBe(false);
    // The same person in the same file keeps its row, now read at the new commit.
    const idOf = (rows: Contact[]) =>
      rows.find((r) => r.kind === 'code-owner' && r.handle === 'jdoe')!.id;
    expect(idOf(after)).toBe(idOf(before));
    expect(after.every((r) => r.source_commit === head)).toBe(true);
  });

  it('shows an imported contact instead of the published row naming the same person', async () => {
    const before = await published('acme');
    expect(before.map((r) => r.handle ?? r.first_name)).toEqual(
      expect.arrayContaining(['Acme Labs', 'jdoe']),
    );
    await importContacts(
      { db: t.handle.db, now: () => NOW },
      {
        fileName: 'acme.csv',
        text: 'first_name,last_name,title,twitter\nAcme,Labs,Company,\nJan,Doerr,Solidity lead,https://x.com/JDoe\n',
        project: 'acme',
      },
    );
    const rows = await contactsOf('acme');
    expect(rows.filter((r) => r.source === 'import').map((r) => r.first_name)).toEqual([
      'Jan',
      'Acme',
    ]);
    const shown = rows.filter((r) => r.source === 'published');
    const who = shown.map((r) => r.handle ?? r.first_name);
    expect(who).not.toContain('Acme Labs');
    expect(who).not.toContain('jdoe');
    // Nothing about the project itself is hidden: its security contacts stay.
    expect(shown.filter((r) => r.kind === 'security')).toHaveLength(2);
    expect(shown).toHaveLength(before.length - 2);
    const projects = (await get('/api/network/projects', freeUser.cookie)).json<NetworkProject[]>();
    expect(projects.find((p) => p.slug === 'acme')).toMatchObject({
      contact_count: 2,
      published_count: shown.length,
    });
  });
});

describe('published contacts from the demo dataset', () => {
  const REPO = 'morpho-org/morpho-blue';
  let dataDir: string;
  let metaPath: string;

  const writeContacts = (contacts: unknown[]) => {
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(metaPath, JSON.stringify({ ...meta, publishedContacts: contacts }));
    return meta.headSha as string;
  };

  const row = (extra: Record<string, unknown>) => ({
    handle: null,
    name: null,
    firstName: null,
    lastName: null,
    email: null,
    url: null,
    ...extra,
  });

  beforeAll(() => {
    dataDir = makeDemoSlice([REPO]);
    const entry = readActivityIndex(dataDir).repos.find((r) => r.repo === REPO)!;
    metaPath = path.join(dataDir, 'activity', entry.metaFile);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores the meta file’s contacts linked to its headSha, and re-imports in place', async () => {
    const headSha = writeContacts([
      row({
        kind: 'code-owner',
        handle: 'MathisGD',
        title: 'Code owner: everything',
        path: '.github/CODEOWNERS',
      }),
      row({
        kind: 'security',
        email: 'security@morpho.example.org',
        title: 'Security contact',
        path: 'SECURITY.md',
      }),
    ]);
    await importDemo(t.handle.db, dataDir, NOW, silentProgress);
    const first = await published('morpho');
    expect(first.map(described)).toEqual([
      'security | security@morpho.example.org | Security contact | SECURITY.md',
      'code-owner | MathisGD | Code owner: everything | .github/CODEOWNERS',
    ]);
    expect(first[1]!.source_url).toBe(
      `https://github.com/${REPO}/blob/${headSha}/.github/CODEOWNERS`,
    );

    writeContacts([
      row({
        kind: 'code-owner',
        handle: 'MathisGD',
        title: 'Code owner: src/',
        path: '.github/CODEOWNERS',
      }),
    ]);
    await importDemo(t.handle.db, dataDir, NOW, silentProgress);
    const second = await published('morpho');
    expect(second.map(described)).toEqual([
      'code-owner | MathisGD | Code owner: src/ | .github/CODEOWNERS',
    ]);
    expect(second[0]!.id).toBe(first[1]!.id);
  });
});
