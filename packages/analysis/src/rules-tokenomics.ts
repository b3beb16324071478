// tokenomics_change: supply, emissions, vesting, staking rewards, buyback/burn, fee sharing.
import { when, type Evidence } from './evidence';
import type { CommitContext } from './commit-context';
import { CHANGE_VERBS } from './vocabulary';
import { wordsRe } from './words';
const TOKENOMICS_STRONG = wordsRe(
  [
    'tokenomics',
    'emissions',
    'token emissions?',
    'reward emissions?',
    'emissions? (?:rate|schedule|cap|controller)s?',
    'inflation',
    'inflation rate',
    'vesting',
    'vest(?:ed|s)?',
    'unlock schedule',
    'token unlocks?',
    'token supply',
    'max supply',
    'circulating supply',
    'mint(?:ing)? (?:rate|schedule|cap)',
    'staking rewards?',
    'staking yield',
    'reward rates?',
    'rewards? distribution',
    'rewards? split',
    'buy ?-?backs?',
    'burn (?:rate|mechanism)',
    'token burn',
    'fee switch',
    'revenue shar(?:e|ing)',
    'fee sharing',
    'airdrops?',
    'token distribution',
    'share rate',
    'voting escrow',
    've-?tokens?',
    'gauge controllers?',
    'gauge weights?',
    'gauge[ -]weighted',
    'gauge voting',
    'seigniorage',
    'rebasing (?:tokens?|mint|supply)',
  ],
  true,
);
const TOKENOMICS_WEAK = wordsRe(
  ['rewards', 'incentives', 'staker fees', 'protocol fee split'],
  true,
);
// Contracts only: "gauge" in a Go metrics package is a Prometheus gauge, not a token gauge.
const TOKENOMICS_FILE =
  /(vesting|emission|inflation|minter|tokenomics|buyback|stakingrewards?|rewardsdistributor|gaugecontroller|votingescrow)\w*\.(sol|vy|cairo|move)$/i;

export function tokenomicsEvidence(ctx: CommitContext): Evidence {
  const { msg, topic, text, verb, codeFiles } = ctx;
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor') return null;
  if (TOKENOMICS_STRONG.test(topic)) return 'subject-keyword';
  const shaping =
    CHANGE_VERBS.has(verb) || ['add', 'introduce', 'implement', 'enable'].includes(verb);
  const docsLike = msg.type === 'fix' || msg.type === 'docs' || ctx.codeFiles.length === 0;
  if (TOKENOMICS_WEAK.test(text) && shaping && !docsLike) return 'rewards-word';
  // A new emissions/vesting/rewards contract is evidence on its own.
  return when(
    codeFiles.some((f) => f.status === 'A' && TOKENOMICS_FILE.test(f.path.replace(/[-_]/g, ''))),
    'new-tokenomics-file',
  );
}
