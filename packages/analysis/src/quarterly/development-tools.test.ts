// "Development patterns and tools" (ADR 040): the project's own tools the quarter worked with,
// each cited only by the commit that brought it in, and no commit cited twice.
import { describe, expect, it } from 'vitest';
import type { StackArrival } from '../stacks/stack-arrivals';
import { developmentTools } from './development-tools';
import type { QuarterCommit, QuarterlyInput, StackTechnology } from './quarter-input';

let n = 0;
function commit(paths: string[], over: Partial<QuarterCommit> = {}): QuarterCommit {
  n += 1;
  return {
    sha: `${String(n).padStart(7, '0')}${'b'.repeat(33)}`,
    repository: 'acme/core',
    authorName: 'Ada',
    authorLogin: null,
    committedAt: '2025-02-10T12:00:00.000Z',
    subject: `work ${n}`,
    additions: 1,
    deletions: 1,
    filesChanged: paths.length,
    paths,
    recordedAt: null,
    signals: ['new_feature'],
    noise: null,
    ...over,
  };
}

const arrivedIn = (sha: string, file: string, subject: string): StackArrival => ({
  kind: 'commit',
  sha: sha.padEnd(40, '0'),
  repository: 'acme/core',
  committedAt: '2024-11-02T09:00:00.000Z',
  recordedAt: null,
  subject,
  file,
});

function input(technologies: StackTechnology[], commits: QuarterCommit[]): QuarterlyInput {
  return {
    project: { slug: 'acme', name: 'Acme', category: 'DEX', networks: [] },
    quarter: '2025-Q1',
    today: '2025-05-01',
    commits,
    releases: [],
    feedItems: [],
    stack: {},
    technologies,
    peers: [],
  };
}

describe('developmentTools', () => {
  const init = arrivedIn('1234567', 'foundry.toml', 'init: forge project');
  const technologies: StackTechnology[] = [
    { technology: 'Solidity', category: 'programming_languages', arrival: init },
    { technology: 'Foundry', category: 'development_frameworks', arrival: init },
    {
      technology: 'Docker',
      category: 'other_infrastructure',
      arrival: arrivedIn('abcdef0', 'Dockerfile', 'ci: container image'),
    },
    {
      technology: 'Go',
      category: 'programming_languages',
      arrival: { kind: 'before', day: '2024-01-01' },
    },
    { technology: 'Chainlink', category: 'oracles' },
    { technology: 'Trail of Bits', category: 'security' },
  ];
  const commits = [
    commit(['src/Pool.sol', 'src/Hook.sol']),
    commit(['src/Pool.sol', 'foundry.toml']),
    commit(['Dockerfile']),
    commit(['cmd/main.go']),
    commit(['src/Vault.sol']),
    commit(['audits/TrailOfBits_report.pdf']),
    commit(['src/Lib.sol'], { signals: [], noise: 'formatting' }),
  ];
  const tools = developmentTools(input(technologies, commits), []);

  it("lists the project's tools its meaningful commits changed, most commits first", () => {
    expect(tools.map((t) => t.pattern_or_tool)).toEqual(['Solidity', 'Docker', 'Foundry', 'Go']);
    expect(tools[0]!.productivity_impact).toBe(
      "3 of the quarter's 6 meaningful commits changed its files (50%).",
    );
    expect(tools[3]!.productivity_impact).toBe(
      "1 of the quarter's 6 meaningful commits changed its files (17%). Already in the stack when the stored history begins (2024-01-01).",
    );
  });

  it('cites the commit that brought a tool in, once, for the tool before the language', () => {
    const byName = new Map(tools.map((t) => [t.pattern_or_tool, t.adoption_evidence]));
    expect(byName.get('Foundry')).toBe(
      'Introduced on 2024-11-02 by 1234567 in acme/core ("init: forge project"), which added foundry.toml.',
    );
    expect(byName.get('Solidity')).toBe('');
    expect(byName.get('Docker')).toMatch(
      /^Introduced on 2024-11-02 by abcdef0 .*added Dockerfile\.$/,
    );
    expect(byName.get('Go')).toBe('');
    const cited = tools.flatMap((t) => /by ([0-9a-f]{7})/.exec(t.adoption_evidence)?.[1] ?? []);
    expect(new Set(cited).size).toBe(cited.length);
  });

  it('lists first the tools adopted in the quarter, with the commit that did it', () => {
    const just: StackTechnology = {
      technology: 'Just',
      category: 'other_infrastructure',
      arrival: {
        kind: 'commit',
        sha: '96b9e70'.padEnd(40, '0'),
        repository: 'acme/core',
        committedAt: '2025-03-07T10:00:00.000Z',
        recordedAt: null,
        subject: 'migrate to just',
        file: 'packages/contracts-bedrock/justfile',
      },
    };
    const [first] = developmentTools(input([...technologies, just], commits), []);
    expect(first).toMatchObject({
      pattern_or_tool: 'Just',
      productivity_impact: "None of the quarter's 6 meaningful commits changed its files.",
      adoption_evidence:
        'Introduced on 2025-03-07 by 96b9e70 in acme/core ("migrate to just"), which added packages/contracts-bedrock/justfile.',
    });
  });

  it('gives the recorded day of a replayed arrival', () => {
    const replayed: StackTechnology = {
      technology: 'Docker',
      category: 'other_infrastructure',
      arrival: {
        ...arrivedIn('abcdef0', 'Dockerfile', 'ci: container image'),
        recordedAt: '2024-03-01T09:00:00.000Z',
      } as StackArrival,
    };
    const [docker] = developmentTools(input([replayed], commits), []);
    expect(docker!.adoption_evidence).toBe(
      'Introduced on 2024-11-02 (recorded 2024-03-01) by abcdef0 in acme/core ("ci: container image"), which added Dockerfile.',
    );
  });

  it('says a tool that had left was brought back, not introduced', () => {
    const back: StackTechnology = {
      technology: 'CodeQL',
      category: 'security',
      arrival: {
        ...arrivedIn('a401fab', '.github/workflows/codeql.yml', 'ci: restore CodeQL workflow'),
        returned: true,
      } as StackArrival,
    };
    const [codeql] = developmentTools(
      input([back], [commit(['.github/workflows/codeql.yml'])]),
      [],
    );
    expect(codeql!.adoption_evidence).toBe(
      'Brought back on 2024-11-02 by a401fab in acme/core ("ci: restore CodeQL workflow"), which re-added .github/workflows/codeql.yml.',
    );
  });
});
