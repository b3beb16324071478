import { describe, expect, it } from 'vitest';
import {
  repositoryArrivals,
  stackArrivals,
  technologyKey,
  type HistoryCommit,
  type RepositoryHistory,
} from './stack-arrivals';
import type { StackDependency } from './types';

const commit = (
  n: number,
  subject: string,
  files: HistoryCommit['files'],
  day = `2026-01-${String(n).padStart(2, '0')}`,
): HistoryCommit => ({
  sha: String(n).repeat(40).slice(0, 40),
  committedAt: `${day}T12:00:00.000Z`,
  recordedAt: null,
  subject,
  files,
});

const dep = (name: string, manifestPath = 'package.json'): StackDependency => ({
  ecosystem: 'npm',
  name,
  version: '^1.0.0',
  manifestPath,
  source: null,
});

const repo = (over: Partial<RepositoryHistory>): RepositoryHistory => ({
  repository: 'acme/core',
  paths: [],
  dependencies: [],
  commits: [],
  ...over,
});

const FOUNDRY = technologyKey('development_frameworks', 'Foundry');
const SOLIDITY = technologyKey('programming_languages', 'Solidity');
const CHAINLINK = technologyKey('oracles', 'Chainlink');
const PYTH = technologyKey('oracles', 'Pyth');

describe('stackArrivals', () => {
  it('dates a technology from the commit whose file brought it in', () => {
    const history = repo({
      paths: ['foundry.toml', 'src/A.sol', 'src/B.sol', 'README.md'],
      commits: [
        commit(1, 'docs: readme', [{ path: 'README.md', status: 'M' }]),
        commit(2, 'build: add foundry', [{ path: 'foundry.toml', status: 'A' }]),
        commit(3, 'feat: contracts', [
          { path: 'src/A.sol', status: 'A' },
          { path: 'src/B.sol', status: 'A' },
        ]),
      ],
    });
    const arrivals = stackArrivals([history]);
    expect(arrivals.get(FOUNDRY)).not.toHaveProperty('returned');
    expect(arrivals.get(FOUNDRY)).toMatchObject({
      kind: 'commit',
      subject: 'build: add foundry',
      file: 'foundry.toml',
      repository: 'acme/core',
    });
    // A language needs two files: the commit that made them two brought it in.
    expect(arrivals.get(SOLIDITY)).toMatchObject({ kind: 'commit', subject: 'feat: contracts' });
  });

  it('says "before" for what was already there when the history begins', () => {
    const history = repo({
      paths: ['foundry.toml', 'src/A.sol'],
      commits: [commit(5, 'feat: A', [{ path: 'src/A.sol', status: 'A' }])],
    });
    expect(stackArrivals([history]).get(FOUNDRY)).toEqual({ kind: 'before', day: '2026-01-05' });
  });

  it('takes the last arrival of a technology that left and came back', () => {
    const history = repo({
      paths: ['foundry.toml'],
      commits: [
        commit(1, 'add foundry', [{ path: 'foundry.toml', status: 'A' }]),
        commit(2, 'drop foundry', [{ path: 'foundry.toml', status: 'D' }]),
        commit(3, 'foundry again', [{ path: 'foundry.toml', status: 'A' }]),
      ],
    });
    expect(stackArrivals([history]).get(FOUNDRY)).toMatchObject({
      subject: 'foundry again',
      returned: true,
    });
  });

  it('dates a dependency by its manifest only when the manifest was never edited since', () => {
    const made = repo({
      paths: ['package.json'],
      dependencies: [dep('@chainlink/contracts')],
      commits: [
        commit(1, 'chore: init', [{ path: 'README.md', status: 'A' }]),
        commit(2, 'feat: price feeds', [{ path: 'package.json', status: 'A' }]),
      ],
    });
    expect(stackArrivals([made]).get(CHAINLINK)).toMatchObject({
      kind: 'commit',
      subject: 'feat: price feeds',
      file: 'package.json',
    });
    const edited = repo({
      ...made,
      commits: [...made.commits, commit(3, 'chore: bump', [{ path: 'package.json', status: 'M' }])],
    });
    // The dependency may have come with the creation or with the edit: nothing is claimed.
    expect(stackArrivals([edited]).has(CHAINLINK)).toBe(false);
    const older = repo({
      ...made,
      commits: [commit(3, 'chore: bump', [{ path: 'package.json', status: 'M' }])],
    });
    expect(stackArrivals([older]).has(CHAINLINK)).toBe(false);
  });

  it('never dates a technology from a commit that did not touch its files', () => {
    const history = repo({
      paths: ['package.json', 'src/index.ts'],
      dependencies: [dep('@pythnetwork/pyth-sdk-solidity')],
      commits: [
        commit(1, 'feat: everything', [{ path: 'src/index.ts', status: 'A' }]),
        commit(2, 'chore: deps', [{ path: 'package.json', status: 'M' }]),
      ],
    });
    const { known } = repositoryArrivals(history);
    expect(known.has(PYTH)).toBe(false);
  });

  it('takes the earliest repository, and "before" only when nothing is known to be earlier', () => {
    const early = repo({
      repository: 'acme/old',
      paths: ['foundry.toml'],
      commits: [commit(3, 'x', [{ path: 'README.md', status: 'M' }])],
    });
    const late = repo({
      repository: 'acme/new',
      paths: ['foundry.toml'],
      commits: [commit(9, 'add foundry', [{ path: 'foundry.toml', status: 'A' }])],
    });
    expect(stackArrivals([early, late]).get(FOUNDRY)).toEqual({
      kind: 'before',
      day: '2026-01-03',
    });
    const earlier = repo({
      repository: 'acme/newest',
      paths: ['foundry.toml'],
      commits: [commit(1, 'add foundry', [{ path: 'foundry.toml', status: 'A' }])],
    });
    // Arrived on the 1st in one repository, there before the 3rd in another: either may be first.
    expect(stackArrivals([early, earlier]).has(FOUNDRY)).toBe(false);
    expect(stackArrivals([late, earlier]).get(FOUNDRY)).toMatchObject({
      repository: 'acme/newest',
    });
  });

  it('knows nothing of a repository without stored commits', () => {
    expect(stackArrivals([repo({ paths: ['foundry.toml'] })]).size).toBe(0);
  });

  it('reads a history given only the changes that matter, with the day it begins', () => {
    const history = repo({
      paths: ['foundry.toml', 'src/A.sol'],
      since: '2025-12-01',
      commits: [commit(2, 'add A', [{ path: 'src/A.sol', status: 'A' }])],
    });
    expect(stackArrivals([history]).get(FOUNDRY)).toEqual({ kind: 'before', day: '2025-12-01' });
    expect(stackArrivals([{ ...history, commits: [] }]).get(FOUNDRY)).toEqual({
      kind: 'before',
      day: '2025-12-01',
    });
  });
});
