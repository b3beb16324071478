// The pieces of the git collector that need no repository: the `git log -z` parser on the exact
// bytes git writes, mirror paths, GitHub logins from no-reply addresses, and refused URLs.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGitCursor, upstreamUrlOf } from '../src/collectors/git/git-collector';
import { assertFetchable, mirrorPathFor } from '../src/collectors/git/mirror';
import { loginFromEmail, parseLog } from '../src/collectors/git/read-log';

async function* tokens(raw: string) {
  for (const t of raw.split('\0')) yield t;
}

async function parse(raw: string) {
  const out = [];
  for await (const c of parseLog(tokens(raw))) out.push(c);
  return out;
}

const header = (sha: string, parents: string, message: string) =>
  `\x1e${sha}\0${parents}\0Ada\0ada@example.org\0` +
  `2026-03-02T09:00:00+01:00\0` +
  `2026-03-02T10:00:00+01:00\0${message}\n\0`;

describe('parseLog', () => {
  it('reads headers, statuses, renames, copies, binaries and merges as git writes them', async () => {
    const raw =
      header('m1', 'p1 p2', "Merge branch 'x'") +
      '\0' +
      header('c1', 'p1', 'feat: one\n\nBody with \x1e inside and\nlines') +
      '\0\n:000000 100644 0000 aaaa A\0new file.sol\0' +
      ':100644 100644 bbbb cccc R087\0old/a.sol\0new/a.sol\0' +
      ':100644 100644 dddd eeee C100\0lib/x.sol\0lib/y.sol\0' +
      ':100644 100644 ffff 1111 M\0logo.png\0' +
      ':120000 100644 2222 3333 T\0link\0' +
      '3\t0\tnew file.sol\0' +
      '1\t1\t\0old/a.sol\0new/a.sol\0' +
      '0\t0\t\0lib/x.sol\0lib/y.sol\0' +
      '-\t-\tlogo.png\0' +
      '1\t1\tlink\0';
    const [merge, commit] = await parse(raw);
    expect(merge).toMatchObject({ sha: 'm1', parents: ['p1', 'p2'], files: [] });
    expect(commit!.message).toBe('feat: one\n\nBody with \x1e inside and\nlines');
    expect(commit!.committedAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(commit!.authorEmail).toBe('ada@example.org');
    expect(commit!.files).toEqual([
      { path: 'new file.sol', status: 'A', oldPath: null, additions: 3, deletions: 0 },
      { path: 'new/a.sol', status: 'R', oldPath: 'old/a.sol', additions: 1, deletions: 1 },
      { path: 'lib/y.sol', status: 'A', oldPath: null, additions: 0, deletions: 0 },
      { path: 'logo.png', status: 'M', oldPath: null, additions: null, deletions: null },
      { path: 'link', status: 'M', oldPath: null, additions: 1, deletions: 1 },
    ]);
  });

  it('fails loudly on output cut inside a commit header', async () => {
    await expect(parse('\x1eabc\0p\0Ada')).rejects.toThrow('ended inside commit abc');
  });
});

describe('identity and places', () => {
  it('takes the GitHub login from a no-reply address only', () => {
    expect(loginFromEmail('49699333+dependabot[bot]@users.noreply.github.com')).toBe(
      'dependabot[bot]',
    );
    expect(loginFromEmail('octocat@users.noreply.github.com')).toBe('octocat');
    expect(loginFromEmail('ada@example.org')).toBeNull();
    expect(loginFromEmail(null)).toBeNull();
  });

  it('puts each mirror under its host, owner and name', () => {
    expect(mirrorPathFor('/d', 'https://github.com/Uniswap/v4-core.git')).toBe(
      path.join('/d', 'mirrors', 'github.com', 'Uniswap', 'v4-core.git'),
    );
    expect(mirrorPathFor('/d', 'git@gitlab.com:group/sub/proj.git')).toBe(
      path.join('/d', 'mirrors', 'gitlab.com', 'sub', 'proj.git'),
    );
    expect(mirrorPathFor('/d', 'file:///srv/git/a b/repo')).toBe(
      path.join('/d', 'mirrors', 'local', 'a_b', 'repo.git'),
    );
    expect(mirrorPathFor('/d', '/srv/../etc/x')).toBe(
      path.join('/d', 'mirrors', 'local', 'etc', 'x.git'),
    );
  });

  it('refuses URLs git would take for options or command transports', () => {
    expect(() => assertFetchable('--upload-pack=touch /tmp/pwned')).toThrow('Refusing');
    expect(() => assertFetchable('ext::sh -c touch% /tmp/pwned')).toThrow('Refusing');
    expect(() => assertFetchable('https://github.com/a/b')).not.toThrow();
    expect(() => assertFetchable('/srv/git/repo')).not.toThrow();
  });

  it('resolves upstreams and reads cursors defensively', () => {
    const repo = {
      id: 1,
      projectId: 1,
      projectSlug: 'x',
      fullName: 'me/fork',
      url: 'https://github.com/me/fork',
      isFork: true,
      upstreamFullName: 'Uniswap/v4-core',
    };
    expect(upstreamUrlOf(repo)).toBe('https://github.com/Uniswap/v4-core');
    expect(upstreamUrlOf({ ...repo, upstreamFullName: '/srv/git/up.git' })).toBe('/srv/git/up.git');
    expect(upstreamUrlOf({ ...repo, upstreamFullName: null })).toBeNull();
    expect(parseGitCursor(null)).toEqual({ head: null, skipped: {} });
    expect(parseGitCursor({ head: 'abc', skipped: { fork_inherited: 3, bad: 'x' } })).toEqual({
      head: 'abc',
      skipped: { fork_inherited: 3 },
    });
  });
});
