import { describe, expect, it } from 'vitest';
import {
  attributeNoise,
  automationShas,
  batchNoise,
  isBotIdentity,
  matchesAttributePattern,
  parseGitattributes,
  type BatchCommit,
} from './batch-noise';
import type { CommitInput } from './types';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, 0) + minutes * 60_000);

function commit(sha: string, files: string[], message = 'add oracle adapter'): CommitInput {
  return {
    sha,
    repository: 'o/r',
    parents: ['p'],
    authorName: 'Ada',
    committedAt: at(0).toISOString(),
    message,
    files: files.map((path) => ({ path, status: 'M', additions: 10, deletions: 2 })),
  };
}

describe('automationShas', () => {
  it('marks every commit of one identity inside a 100-in-an-hour burst, and nothing else', () => {
    const burst = Array.from({ length: 100 }, (_, i) => ({
      sha: `b${i}`,
      authorName: 'Release Script',
      authorEmail: 'ci@example.com',
      committedAt: at(i * 0.5),
    }));
    const person = Array.from({ length: 120 }, (_, i) => ({
      sha: `p${i}`,
      authorName: 'Ada',
      authorEmail: 'ada@example.com',
      committedAt: at(i * 10),
    }));
    const marked = automationShas([...burst, ...person]);
    expect(marked.size).toBe(100);
    expect([...marked].every((s) => s.startsWith('b'))).toBe(true);
  });

  it('does not mark 99 commits in an hour or 100 spread over more than an hour', () => {
    const near = Array.from({ length: 99 }, (_, i) => ({
      sha: `n${i}`,
      authorName: 'x',
      authorEmail: null,
      committedAt: at(i * 0.5),
    }));
    const spread = Array.from({ length: 100 }, (_, i) => ({
      sha: `s${i}`,
      authorName: 'y',
      authorEmail: null,
      committedAt: at(i * 0.61),
    }));
    expect(automationShas([...near, ...spread]).size).toBe(0);
  });
});

describe('isBotIdentity', () => {
  it('recognises bots by name, login or GitHub app e-mail', () => {
    const person = { authorName: 'Ada', authorEmail: 'ada@example.com', authorLogin: null };
    expect(isBotIdentity(person)).toBe(false);
    expect(isBotIdentity({ ...person, authorLogin: 'renovate[bot]' })).toBe(true);
    expect(
      isBotIdentity({
        ...person,
        authorEmail: '49699333+dependabot[bot]@users.noreply.github.com',
      }),
    ).toBe(true);
    expect(isBotIdentity({ ...person, authorName: 'github-actions[bot]' })).toBe(true);
  });
});

describe('gitattributes', () => {
  it('collects linguist-generated and linguist-vendored patterns, honouring unset lines', () => {
    const attrs = parseGitattributes(
      [
        '# comment',
        '*.pb.go linguist-generated=true',
        'bindings/** linguist-generated',
        'contracts/lib/** linguist-vendored -diff',
        'docs/** linguist-documentation',
        'bindings/** -linguist-generated',
        'abi/*.json linguist-generated=false',
      ].join('\n'),
    );
    expect(attrs).toEqual({ generated: ['*.pb.go'], vendored: ['contracts/lib/**'] });
  });

  it('matches patterns with gitattributes semantics', () => {
    expect(matchesAttributePattern('a/b/x.pb.go', '*.pb.go')).toBe(true);
    expect(matchesAttributePattern('x.pb.go', '*.pb.go')).toBe(true);
    expect(matchesAttributePattern('a/gen/x.go', 'gen/**')).toBe(false);
    expect(matchesAttributePattern('gen/deep/x.go', 'gen/**')).toBe(true);
    expect(matchesAttributePattern('pkg/gen/x.go', '**/gen/**')).toBe(true);
    expect(matchesAttributePattern('/src/x.go'.slice(1), '/src/*.go')).toBe(true);
    expect(matchesAttributePattern('src/a/x.go', '/src/*.go')).toBe(false);
    expect(matchesAttributePattern('types/abi.ts', 'types/[ab]bi.ts')).toBe(true);
  });

  it('makes a commit noise only when its unmarked files are noise or absent', () => {
    const attrs = { generated: ['*.pb.go'], vendored: ['third/**'] };
    expect(attributeNoise(commit('a', ['api/x.pb.go', 'api/y.pb.go']), attrs)).toBe('generated');
    expect(attributeNoise(commit('b', ['third/lib/a.sol']), attrs)).toBe('vendored');
    expect(attributeNoise(commit('c', ['api/x.pb.go', 'README.md']), attrs)).toBe('generated');
    expect(attributeNoise(commit('d', ['api/x.pb.go', 'src/oracle.go']), attrs)).toBe(null);
    expect(attributeNoise(commit('e', ['src/oracle.go']), attrs)).toBe(null);
  });
});

describe('batchNoise', () => {
  it('gives automation first, then bot identities, then attribute verdicts', () => {
    const base = (sha: string, files: string[], email: string, minute: number): BatchCommit => ({
      sha,
      authorName: 'Someone',
      authorEmail: email,
      authorLogin: null,
      committedAt: at(minute),
      input: commit(sha, files),
    });
    const list = [
      ...Array.from({ length: 100 }, (_, i) => base(`a${i}`, ['src/x.ts'], 'ci@x.org', i * 0.1)),
      base('bot', ['src/y.ts'], '1+renovate[bot]@users.noreply.github.com', 500),
      base('gen', ['api/z.pb.go'], 'ada@x.org', 600),
      base('real', ['src/oracle.ts'], 'ada@x.org', 700),
    ];
    const verdicts = batchNoise(list, { generated: ['*.pb.go'], vendored: [] });
    expect(verdicts.get('a0')).toBe('automation');
    expect(verdicts.get('a99')).toBe('automation');
    expect(verdicts.get('bot')).toBe('bot');
    expect(verdicts.get('gen')).toBe('generated');
    expect(verdicts.has('real')).toBe(false);
  });
});
