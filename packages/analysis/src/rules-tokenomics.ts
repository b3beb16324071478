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
// Where rewards and fees go: "Use CLPool as a reward address", "route settled escrow payments to
// the fee collector" (fees flowing to validators and delegators, guide v6). Written as words: a
// FeeCollector contract named in a whitelist or a deployment is not a flow being changed.
const FLOW_DESTINATION =
  /(?<![\w-])(?:rewards?|fees?) (?:address|collector|distributor|splitter)s?(?![\w-])/;
// Look-alikes of the strong words: "add event emissions for state changes in staking (N-06)",
// "add LogUp boundary emissions"; "share value inflation" and inflation attacks are exploits.
const LOOKALIKE =
  /\b(?:event|log|logup|boundary|debug)\s+emissions?\b|\b(?:share|value|price|watermark|donation)\s+inflation\b|\binflation\s+(?:attacks?|bugs?|exploits?)\b/;
// Contracts only: "gauge" in a Go metrics package is a Prometheus gauge, not a token gauge.
const TOKENOMICS_FILE =
  /(vesting|emission|inflation|minter|tokenomics|buyback|stakingrewards?|rewardsdistributor|gaugecontroller|votingescrow)\w*\.(sol|vy|cairo|move)$/i;
// An interface declares, it does not change emissions ("feat(incentives): add interface" adds
// IEmissionsController.sol alone).
const INTERFACE_FILE = /(^|\/)(interfaces?\/|I[A-Z])[^/]*$/;
// A web front end shows tokenomics, it does not change them ("feat: add airdrop farming vaults
// links" on the home screen).
const FRONTEND_FILE = /(^|\/)(frontend|ui|web|webapp)\/|\.(tsx|jsx|vue|svelte|css|scss|html)$/i;

export function tokenomicsEvidence(ctx: CommitContext): Evidence {
  const { msg, topic, text, verb, codeFiles } = ctx;
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor') return null;
  if (codeFiles.length > 0 && codeFiles.every((f) => FRONTEND_FILE.test(f.path))) return null;
  if (codeFiles.length > 0 && codeFiles.every((f) => INTERFACE_FILE.test(f.path))) return null;
  if (TOKENOMICS_STRONG.test(topic) && !LOOKALIKE.test(topic)) return 'subject-keyword';
  if (FLOW_DESTINATION.test(topic) && codeFiles.length > 0) return 'reward-or-fee-destination';
  const shaping =
    CHANGE_VERBS.has(verb) || ['add', 'introduce', 'implement', 'enable'].includes(verb);
  const docsLike = msg.type === 'fix' || msg.type === 'docs' || codeFiles.length === 0;
  if (TOKENOMICS_WEAK.test(text) && shaping && !docsLike) return 'rewards-word';
  // "feat: rewards v2.2", "feat(incentives): add protocol fee": a feature about rewards, named
  // in its scope or as its subject.
  if (TOKENOMICS_WEAK.test(topic) && (msg.type === 'feat' || msg.type === 'feature') && !docsLike)
    return 'rewards-feature';
  // A new emissions/vesting/rewards contract is evidence on its own.
  return when(
    codeFiles.some(
      (f) =>
        f.status === 'A' &&
        TOKENOMICS_FILE.test(f.path.replace(/[-_]/g, '')) &&
        !INTERFACE_FILE.test(f.path),
    ),
    'new-tokenomics-file',
  );
}
