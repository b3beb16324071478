// When new commits oblige the GitHub collector to read the HEAD snapshot again: the decision
// that keeps a quiet day down to no tree call for repositories whose manifests did not move.
import { describe, expect, it } from 'vitest';
import type { NewCommitFile } from '@gitsignals/db';
import { touchesSnapshot } from '../src/collectors/github/github-snapshot';

const file = (path: string, status = 'M', oldPath: string | null = null): NewCommitFile => ({
  path,
  status,
  oldPath,
  additions: 3,
  deletions: 1,
});
const commit = (files: NewCommitFile[], parents = ['a'.repeat(40)]) => ({ parents, files });
const submodules = new Set(['lib/forge-std']);

describe('touchesSnapshot', () => {
  it('leaves the snapshot alone for edits of source files, tests and docs', () => {
    const commits = [
      commit([file('src/PoolManager.sol'), file('test/PoolManager.t.sol')]),
      commit([file('docs/hooks.md')]),
      // A vendored copy's manifest is not one the stack reads.
      commit([file('node_modules/left-pad/package.json')]),
    ];
    expect(touchesSnapshot(commits, submodules)).toBe(false);
  });

  it('reads it again when a manifest, .gitattributes or a submodule pin changes', () => {
    expect(touchesSnapshot([commit([file('packages/sdk/package.json')])], submodules)).toBe(true);
    expect(touchesSnapshot([commit([file('Cargo.toml')])], submodules)).toBe(true);
    expect(touchesSnapshot([commit([file('remappings.txt')])], submodules)).toBe(true);
    expect(touchesSnapshot([commit([file('src/.gitattributes')])], submodules)).toBe(true);
    expect(touchesSnapshot([commit([file('lib/forge-std')])], submodules)).toBe(true);
  });

  it('reads it again when the path set changes: a file added, removed or renamed', () => {
    expect(touchesSnapshot([commit([file('src/Hook.sol', 'A')])], submodules)).toBe(true);
    expect(touchesSnapshot([commit([file('src/Old.sol', 'D')])], submodules)).toBe(true);
    const renamed = file('src/libraries/TickMath.sol', 'R', 'src/TickMath.sol');
    expect(touchesSnapshot([commit([renamed])], submodules)).toBe(true);
  });

  it('reads it again when a commit has no known files, but not for a merge', () => {
    expect(touchesSnapshot([commit([])], submodules)).toBe(true);
    const merge = commit([], ['a'.repeat(40), 'b'.repeat(40)]);
    expect(touchesSnapshot([merge, commit([file('src/A.sol')])], submodules)).toBe(false);
  });
});
