// Issue 14, item 4, on the real demo history: Optimism, Uniswap and Celestia with a few peers of
// their categories, imported and analysed through the use cases the app runs. What an analyst
// would check on their quarterly pages: no generic tool recommended, each adoption evidence a
// distinct commit that touched that technology's files, milestone impact following the
// milestone's own signals, and replayed history said to be replayed.
import { rmSync } from 'node:fs';
import {
  detectStack,
  knownTechnologies,
  quarterOfDay,
  previousQuarter,
  technologiesOfPath,
  technologyTraits,
} from '@gitsignals/analysis';
import type { QuarterlyAnalysis } from '@gitsignals/contracts';
import { SIGNAL_REGISTRY, TECHNOLOGY_ROLE_REGISTRY, shiftDay, utcDay } from '@gitsignals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDemo } from '../src/collectors/demo/import-demo';
import { silentProgress } from '../src/reporting/progress';
import { analyseProjects } from '../src/use-cases/analyse-projects/analyse-projects';
import { signUp, type SignedInUser } from './auth-helpers';
import { makeDemoSlice } from './demo-slice';
import { createTestApp, type TestApp } from './helpers';
import { callAs, queryRows } from './user-api-helpers';

const SLICE = [
  // Layer 2: Optimism and rollups with Rust crates (Clap, Serde, Axum…) in their stacks.
  'ethereum-optimism/optimism',
  'base/contracts',
  'base/node',
  'scroll-tech/scroll',
  'morph-l2/morph',
  // DEX: Uniswap's four repositories and Solidity and Solana peers.
  'Uniswap/v4-core',
  'Uniswap/v4-periphery',
  'Uniswap/v3-core',
  'Uniswap/universal-router',
  'aerodrome-finance/contracts',
  'velodrome-finance/contracts',
  'pancakeswap/infinity-core',
  'CrocSwap/CrocSwap-protocol',
  'orca-so/whirlpools',
  // Layer 1: Celestia and Cosmos and Go peers.
  'celestiaorg/celestia-app',
  'cosmos/gaia',
  'cosmos/ibc-go',
  'berachain/beacon-kit',
];
const NOW = new Date('2026-11-28T08:00:00Z');
const YESTERDAY = shiftDay(utcDay(NOW), -1);
/** The newest quarter with data (every replayed repository ends yesterday) and the default one. */
const QUARTERS = [quarterOfDay(YESTERDAY), previousQuarter(quarterOfDay(YESTERDAY))];
const PROJECTS = ['Optimism', 'Uniswap', 'Celestia'];

/** Names of technologies that must never be recommended (issue 14's list and its kind). */
const GENERIC = [
  'AWS',
  'Alloy',
  'Axum',
  'cargo-fuzz',
  'Clap',
  'criterion',
  'Serde',
  'Tokio',
  'tracing (Rust)',
  'Rust',
  'JavaScript',
  'TypeScript',
  'TypeScript Compiler',
  'ESLint',
  'Solidity Coverage',
  'SECURITY.md Policy',
  'GitHub Actions',
  'Docker',
];

let t: TestApp;
let user: SignedInUser;
let demoDataDir: string;
const pages = new Map<string, QuarterlyAnalysis>();

beforeAll(async () => {
  demoDataDir = makeDemoSlice(SLICE);
  t = await createTestApp({ now: () => NOW });
  await importDemo(t.handle.db, demoDataDir, NOW, silentProgress);
  await analyseProjects({ db: t.handle.db, now: () => NOW }, {});
  user = await signUp(t.app);
  for (const project of PROJECTS)
    for (const quarter of QUARTERS) {
      const res = await callAs(t.app, user)('POST', `/api/analysis/${project}/quarterly`, {
        quarter: quarter.key,
        year: quarter.year,
      });
      expect(res.statusCode, `${project} ${quarter.key}`).toBe(200);
      pages.set(`${project} ${quarter.key}`, res.json() as QuarterlyAnalysis);
    }
}, 900_000);

afterAll(async () => {
  await t?.close();
  rmSync(demoDataDir, { recursive: true, force: true });
});

const each = () => [...pages.entries()];

/** The stack categories a technology name can belong to. */
const categoriesNaming = (name: string) =>
  Object.entries(knownTechnologies())
    .filter(([, names]) => names.includes(name))
    .map(([category]) => category);

interface StoredCommit {
  sha: string;
  signals: string[];
  paths: string[];
  repository: string;
}

/** The project's stored commit whose sha starts with `short`. */
async function commitOf(project: string, short: string): Promise<StoredCommit> {
  const rows = await queryRows<StoredCommit>(
    t.handle,
    `select c.sha, c.signals, r.full_name as repository,
            array(select f.path from commit_files f where f.commit_id = c.id) as paths
     from commits c join repositories r on r.id = c.repository_id
     join projects p on p.id = r.project_id
     where p.name = '${project}' and c.sha like '${short}%'`,
  );
  expect(rows, `${project} commit ${short}`).toHaveLength(1);
  return rows[0]!;
}

/** The technologies a manifest of the repository declares at HEAD. */
async function declaredBy(repository: string, manifest: string): Promise<string[]> {
  const deps = await queryRows<{
    ecosystem: string;
    name: string;
    version: string | null;
    manifestPath: string;
    source: string | null;
  }>(
    t.handle,
    `select d.ecosystem, d.name, d.version, d.manifest_path as "manifestPath", d.source
     from repository_dependencies d join repositories r on r.id = d.repository_id
     where r.full_name = '${repository}' and d.manifest_path = '${manifest}'`,
  );
  return detectStack({ dependencies: deps, paths: [] }).detections.map((d) => d.technology);
}

describe('the quarterly pages of Optimism, Uniswap and Celestia on their real history', () => {
  it('never recommends generic tooling, only what fits the project, and says why', () => {
    for (const [page, analysis] of each()) {
      for (const a of analysis.analysis_result.competitive_intelligence.immediate_tech_adoptions) {
        expect(GENERIC, page).not.toContain(a.technology);
        const recommendable = categoriesNaming(a.technology).some(
          (c) => TECHNOLOGY_ROLE_REGISTRY[technologyTraits(c, a.technology).role].recommendable,
        );
        expect(recommendable, `${page}: ${a.technology}`).toBe(true);
        expect(a.use_case, page).toMatch(/comparable .* peers use it/);
        expect(['High', 'Medium', 'Low'], page).toContain(a.urgency);
      }
    }
  });

  it('cites, as adoption evidence, distinct commits that brought that technology in', async () => {
    let cited = 0;
    for (const [page, analysis] of each()) {
      const tools =
        analysis.analysis_result.competitive_intelligence.development_patterns_and_tools;
      const shas = new Set<string>();
      for (const tool of tools) {
        if (tool.adoption_evidence === '') continue;
        const match = / by ([0-9a-f]{7}) in (\S+) .*, which (?:re-)?added (.+)\.$/.exec(
          tool.adoption_evidence,
        );
        expect(match, `${page}: ${tool.adoption_evidence}`).not.toBeNull();
        const [, short, repository, file] = match!;
        expect(shas.has(short!), `${page}: ${short} cited twice`).toBe(false);
        shas.add(short!);
        const commit = await commitOf(page.split(' ')[0]!, short!);
        expect(commit.repository).toBe(repository);
        expect(commit.paths, `${page}: ${tool.pattern_or_tool}`).toContain(file);
        const touched = [
          ...technologiesOfPath(file!).map((k) => k.split('\u0000')[1]),
          ...(await declaredBy(repository!, file!)),
        ];
        expect(touched, `${page}: ${file} and ${tool.pattern_or_tool}`).toContain(
          tool.pattern_or_tool,
        );
        cited += 1;
      }
    }
    // The real histories show some arrivals: the check above is not vacuous.
    expect(cited).toBeGreaterThan(0);
  });

  it("words each milestone's impact from the signals of the commit it is", async () => {
    let commits = 0;
    for (const [page, analysis] of each()) {
      for (const m of analysis.analysis_result.key_milestones_timeline) {
        expect(m.signals.length, `${page}: ${m.milestone}`).toBeGreaterThan(0);
        if (m.signals[0] === 'release' && m.milestone.startsWith('Released ')) continue;
        const short = /\(([0-9a-f]{7})\)/.exec(m.milestone)?.[1];
        expect(short, `${page}: ${m.milestone}`).toBeDefined();
        const commit = await commitOf(page.split(' ')[0]!, short!);
        expect([...m.signals].sort(), `${page}: ${m.milestone}`).toEqual(
          [...commit.signals].sort(),
        );
        expect(m.frontend_impact, `${page}: ${m.milestone}`).toBe(
          SIGNAL_REGISTRY[m.signals[0]!].impact.user,
        );
        if (!m.signals.includes('governance_change'))
          expect(m.frontend_impact).not.toMatch(/Governance participants/);
        commits += 1;
      }
    }
    expect(commits).toBeGreaterThan(0);
  });

  it('says the history is replayed, with the days it was recorded', () => {
    for (const [page, analysis] of each()) {
      expect(analysis.replay, page).not.toBeNull();
      const replay = analysis.replay!;
      expect(replay.recorded_start <= replay.recorded_end, page).toBe(true);
      expect(replay.recorded_end <= analysis.period_end, page).toBe(true);
      for (const m of analysis.analysis_result.key_milestones_timeline)
        expect(m.recorded_date, `${page}: ${m.milestone}`).not.toBeNull();
    }
  });
});
