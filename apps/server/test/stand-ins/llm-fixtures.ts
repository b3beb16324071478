// A day of real-looking commits for the LLM writer's tests: features, fixes, performance work
// and a security fix across two repositories, with deterministic shas.
import { createHash } from 'node:crypto';
import { analyseActivity, type CommitInput, type WriterFacts } from '@gitsignals/analysis';

export const FIXTURE_PROJECT = {
  slug: 'uniswap',
  name: 'Uniswap',
  category: 'DEX',
  networks: ['Ethereum'],
};

const MESSAGES = [
  (n: number) => `feat(hooks): add dynamic fee hook ${n} for pools`,
  (n: number) => `fix(router): correct rounding in multi-hop quote ${n}`,
  (n: number) => `perf(pool): cache tick bitmap lookups in swap step ${n}`,
  (n: number) => `feat(periphery): support permit2 batch transfers (${n})`,
];

export const shaOf = (seed: string): string => createHash('sha1').update(seed).digest('hex');

/** `count` meaningful commits on one day (newest last); the first is a security fix. */
export function commitsOfDay(count: number, day = '2026-11-20', seed = 'day'): CommitInput[] {
  return Array.from({ length: count }, (_, i) => {
    const message =
      i === 0
        ? 'fix(security): prevent reentrancy in the swap callback'
        : MESSAGES[i % MESSAGES.length]!(i);
    const minute = String(i % 60).padStart(2, '0');
    const hour = String(8 + Math.floor(i / 60)).padStart(2, '0');
    return {
      sha: shaOf(`${seed}-${i}`),
      repository: i % 3 === 0 ? 'Uniswap/v4-periphery' : 'Uniswap/v4-core',
      parents: [shaOf(`${seed}-parent-${i}`)],
      authorName: `dev${i % 7}`,
      committedAt: `${day}T${hour}:${minute}:00Z`,
      message,
      files: [
        // A feature adds its contract, as the classifier's confidence expects of one it shows.
        {
          path: `src/module${i}/Pool${i}.sol`,
          status: message.startsWith('feat') ? 'A' : 'M',
          additions: 20 + i,
          deletions: message.startsWith('feat') ? 0 : 3,
        },
        { path: `test/module${i}/Pool${i}.t.sol`, status: 'M', additions: 15, deletions: 0 },
      ],
    };
  });
}

export function factsOf(commits: CommitInput[], day = '2026-11-20'): WriterFacts {
  const analysis = analyseActivity({
    project: FIXTURE_PROJECT,
    commits,
    tags: [],
    analysisDate: day,
    daysAnalyzed: 1,
  });
  if (!analysis) throw new Error('the fixture day has no meaningful commit');
  return analysis.facts;
}
