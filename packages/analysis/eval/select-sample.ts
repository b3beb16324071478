// Picks the commits of the labelled evaluation set from data/activity, reproducibly (fixed seed).
// Selection never looks at the classifier: strata are plain keyword/path filters written from
// signals.md, so every signal has candidates even where it is rare, and a random part per
// repository keeps the set honest about ordinary commits. Labels are then written by reading.
// Usage: npx tsx packages/analysis/eval/select-sample.ts > /tmp/sample.jsonl
//        npx tsx packages/analysis/eval/select-sample.ts --round v6 > /tmp/v6-picks.jsonl
//        (only that draw's picks, with what a labeller reads: message, files with +/- counts)
//        npx tsx packages/analysis/eval/select-sample.ts --round v7 \
//          > packages/analysis/eval/labels-v7.pending.jsonl   (v7's blind file, no strata)
//        npx tsx packages/analysis/eval/select-sample.ts --round v8 \
//          > packages/analysis/eval/labels-v8.pending.jsonl   (v8's, likewise)
import { readFileSync } from 'node:fs';
import { commitFromDatasetRecord } from '../src/dataset-record';
import type { CommitInput } from '../src/types';
import { prng } from './prng';
import {
  drawAddedHoldout,
  forBlindLabelling,
  HOLDOUT_V7,
  HOLDOUT_V8,
  type AddedHoldoutRecipe,
} from './holdout-added';
import {
  activityFileOf,
  FIRST_DATASET_REPOS,
  readActivity,
  readDatasetIndex,
  type DatasetRepo,
} from './read-activity';
import {
  any,
  nonTest,
  path,
  pickFrom,
  pickPerRepo,
  subj,
  subjectOf,
  type Draw,
  type Filter,
} from './sample-draw';

export const SEED = 20261122;
/** Held-out v4 draws from its own stream, so adding it leaves every earlier pick unchanged. */
export const SEED_V4 = 20261123;
/** Held-out v5 likewise draws from its own stream. */
export const SEED_V5 = 20261124;
/** Held-out v6, drawn after v4 and v5 were folded into dev: its own stream again. */
export const SEED_V6 = 20261125;
const PER_STRATUM = 10;
const RANDOM_PER_REPO = 4;
const NOISE_PICKS = 24;
const DEV_RANDOM_PER_REPO = 4;

const CHAIN_NAMES =
  /\b(base|arbitrum|optimism|linea|scroll|zksync|polygon|bsc|bnb|avalanche|mantle|blast|sepolia|holesky|hoodi|sonic|berachain|unichain|celo|gnosis|fraxtal|zora|worldchain|soneium|plasma|hyperevm|katana|monad|ink)\b/i;

/** One stratum per signal: candidates likely to hold it, positives and near misses alike. */
const STRATA: [string, Filter][] = [
  ['new_feature', subj(/^feat|\badd(s|ed)? support\b|\bintroduc|\bimplement/i)],
  [
    'partnership_integration',
    any(
      subj(/\bintegrat|adapter|\b(uniswap|aave|curve|balancer|morpho|pendle|1inch|gnosis|lido)\b/i),
      path(/adapters?\//i),
    ),
  ],
  [
    'chain_expansion',
    any(
      (c) =>
        CHAIN_NAMES.test(subjectOf(c)) &&
        /\b(add|support|deploy|launch|enable)/i.test(subjectOf(c)),
      path(/(^|\/)(deployments|broadcast)\/[^/]+\/\d+\//),
    ),
  ],
  [
    'parameter_update',
    subj(
      /\b(caps?|ltv|fees?|threshold|interval|gas ?limit|param(eter)?s?|limits?|timeout|rate)\b/i,
    ),
  ],
  [
    'tokenomics_change',
    subj(/\b(emissions?|rewards?|vesting|staking|burn|buyback|supply|inflation|token)\b/i),
  ],
  [
    'tech_stack_change',
    any(
      path(
        /(^|\/)(package\.json|Cargo\.toml|go\.mod|\.gitmodules|foundry\.toml|rust-toolchain(\.toml)?|\.nvmrc|pyproject\.toml)$/m,
      ),
      subj(
        /\b(bump|upgrade|update) (go|rust|solc|solidity|node|foundry|forge|revm|alloy|deps?|dependenc)/i,
      ),
    ),
  ],
  [
    'security_fix',
    subj(
      /\b(security|vulnerab|reentran|overflow|cve|ghsa|exploit|dos|sanitiz|validat|unsafe|harden)/i,
    ),
  ],
  [
    'audit',
    any(subj(/\baudit|certora|formal verif|kontrol|halmos|invariant/i), path(/(^|\/)audits?\//i)),
  ],
  ['upgrade_migration', subj(/\b(upgrade|migrat|storage layout|proxy|v\d+ ?(->|to) ?v\d+)/i)],
  ['deprecation', subj(/\b(deprecat|remove support|drop support|sunset|remov(e|es|ed|ing))\b/i)],
  [
    'release',
    any(
      subj(/\brelease|bump version|version bump|changelog|\bv\d+\.\d+\.\d+/i),
      path(/CHANGELOG/i),
    ),
  ],
  [
    'governance_change',
    subj(/\b(governor|governance|timelock|vot(e|ing)|proposals?|multisig|dao|roles?|aragon)\b/i),
  ],
  ['oracle_change', subj(/\b(oracles?|price ?feeds?|pyth|redstone|chronicle|twap|feed)\b/i)],
  [
    'bridge_integration',
    subj(
      /\b(bridg\w*|cross-?chain|layerzero|ccip|wormhole|axelar|hyperlane|oft|messenger|portal|l1 ?to ?l2|deposits?|withdrawals?)\b/i,
    ),
  ],
  [
    'performance',
    subj(/\b(optimi[sz]\w*|perf|gas|faster|speed ?up|benchmark\w*|cach\w+|alloc\w*|latency)\b/i),
  ],
  [
    'breaking_change',
    any(subj(/!:|breaking|\brenam\w+/i), (c) => /BREAKING CHANGE/.test(c.message)),
  ],
  ['deployment', any(path(/(^|\/)(broadcast|deployments)\//i), subj(/\bdeploy\w*|addresses\b/i))],
];

/**
 * Second pass, after the first labelling round showed that some signals are rare in random and
 * broad-keyword picks: tighter filters that aim straight at them (still keywords and paths only).
 */
const SUPPLEMENT: [string, Filter, number][] = [
  [
    'chain_expansion+',
    any(
      (c) =>
        CHAIN_NAMES.test(subjectOf(c)) &&
        /\b(deploy\w*|support|add\w*|launch\w*|config)\b/i.test(subjectOf(c)),
      (c) =>
        c.files.some((f) => f.status === 'A' && /(^|\/)(deployments|broadcast)\//i.test(f.path)),
    ),
    14,
  ],
  ['partnership_integration+', subj(/\bintegrat(e|es|ed|ion|ions)\b|\badapters?\b|\bpartner/i), 10],
  [
    'tokenomics_change+',
    subj(
      /\b(emissions?|rewards?|vesting|burn\w*|buyback|inflation|airdrop\w*|distributor|staking|vote-?escrow\w*|ve[A-Z]\w+)/,
    ),
    12,
  ],
  [
    'deprecation+',
    subj(/\bdeprecat\w*|\b(remove|drop) support\b|\bsunset|\bremov\w+ (the )?(legacy|old|v\d)/i),
    10,
  ],
  [
    'governance_change+',
    subj(/\b(governor\w*|governance|timelock\w*|multisig|voting|proposals?|dao|roles?|admin)\b/i),
    10,
  ],
  [
    'oracle_change+',
    subj(/\b(oracles?|price ?feeds?|pyth|redstone|chronicle|chainlink|twap|aggregators?)\b/i),
    10,
  ],
  [
    'release+',
    subj(
      /^(release|chore\(release\)|chore\(main\): release|version: release|v?\d+\.\d+\.\d+\b|bump version|version bump)/i,
    ),
    8,
  ],
  [
    'parameter_update+',
    subj(
      /\b(set|update|increase|decrease|raise|lower|change|adjust|bump)\w*\b.*\b(caps?|ltv|fees?|thresholds?|limits?|intervals?|params?|parameters?|timeouts?|ratio|window)\b/i,
    ),
    10,
  ],
  [
    'bridge_integration+',
    subj(/\b(bridg\w*|layerzero|lz|wormhole|axelar|hyperlane|oft\w*|cctp|cross-?chain)\b/i),
    8,
  ],
  [
    'deployment+',
    any(
      subj(/\[deployment\]|\bdeploy(ed|ment|ments)\b/i),
      path(/(^|\/)deployed-[\w-]+\.json$|(^|\/)deployments\//m),
    ),
    8,
  ],
];

/** Third pass: the second still left a few signals thin, so these aim closer still. */
const RARE: [string, Filter, number][] = [
  [
    'tokenomics_change++',
    subj(
      /\b(emissions?|rewards?|incentives?|vesting|buyback|inflation|airdrop\w*|protocol fees?|fee switch|treasury)\b/i,
    ),
    8,
  ],
  [
    'governance_change++',
    subj(
      /\b(governor\w*|governance|timelock\w*|voting|vote|dual ?governance|aragon|easy ?track|council|guardian|multisig)\b/i,
    ),
    8,
  ],
  [
    'partnership_integration++',
    subj(
      /\b(integrat\w+|etherscan|sourcify|blockscout|eigenda|avail|espresso|sp1|okx|1inch|paraswap|odos|kyber|tenderly)\b/i,
    ),
    8,
  ],
  [
    'chain_expansion++',
    any(
      (c) =>
        /\b(tempo|xdc|skale|megaeth|plasma|katana|monad|hyperevm|unichain|ink|sonic|berachain|avax|linea|zksync|metis|mantle)\b/i.test(
          subjectOf(c),
        ) && /\b(deploy\w*|support|add\w*|chain|network)\b/i.test(subjectOf(c)),
      (c) =>
        c.files.some((f) => f.status === 'A' && /(^|\/)deployments\/\d+[-\w]*\.json$/.test(f.path)),
    ),
    10,
  ],
  [
    'chain_expansion+++',
    subj(
      /(\[deployment\]|\bdeployment\b|\bsupport\b).*\b(plasma|hyperevm|tempo|zksync|xdc|skale|unichain|sonic|berachain|katana)\b|\b(plasma|hyperevm|tempo)\b.*\bdeployment\b/i,
    ),
    8,
  ],
];

/**
 * Dev extension, drawn after the first evaluation: more commits to tune on, all of them in the
 * dev split (labels carry "split": "dev"), so the held-out test part stays untouched.
 */
const DEV_EXTENSION: [string, Filter, number][] = [
  [
    'dev:breaking_change',
    any(
      subj(
        /!:|\bbreaking\b|\b(remove|rename|change)\w* (the )?(public |external )?(function|event|api|interface|signature|return)/i,
      ),
      (c) => /BREAKING CHANGE/.test(c.message),
    ),
    8,
  ],
  [
    'dev:parameter_update',
    subj(
      /\b(set|update|increase|decrease|raise|lower|change|adjust|bump|tune)\w*\b.*\b(caps?|fees?|thresholds?|limits?|intervals?|delays?|timeouts?|defaults?|params?|parameters?|gas|size|max\w*|min\w*|[A-Z]+_[A-Z_]+)\b/,
    ),
    10,
  ],
  [
    'dev:security_fix',
    subj(
      /\b(fix|prevent|guard|check|validate|reject|enforce|harden|restrict)\w*\b.*\b(overflow|underflow|reentran\w*|dos|attack\w*|malicious|unauthori[sz]ed|access|permission\w*|validation|signature|bounds?|zero address|sanit\w+|panic|crash)\b/i,
    ),
    10,
  ],
  [
    'dev:partnership_integration',
    subj(
      /\b(integrat\w+|support|add)\b.*\b(etherscan|sourcify|blockscout|tenderly|eigenda|avail|celestia|espresso|sp1|risc ?zero|okx|1inch|paraswap|odos|kyber|uniswap|aave|morpho|curve|balancer|pendle|lido|chainlink|pyth|redstone|safe|ledger|trezor|metamask|walletconnect|grafana|prometheus|datadog|sentry|s3|sqs|kafka)\b/i,
    ),
    8,
  ],
  ['dev:new_feature', subj(/^(feat|add|introduce|implement|support)\b/i), 10],
];

/** Second dev extension: a wider random draw plus the subjects that look like the commonest
 * errors of the first tuning rounds (fix-worded changes, removals, noun-phrase titles). */
const DEV_EXTENSION_2: [string, Filter, number][] = [
  ['dev:2:fix', subj(/^(fix|fixes|fixed)\b/i), 10],
  ['dev:2:remove', subj(/\b(remove|removes|removed|drop|drops|delete)\b/i), 10],
  ['dev:2:noun', subj(/^[A-Z][a-z]+(?: [A-Z]?[a-z]+){0,4}(?: \(#\d+\))?$/), 10],
  ['dev:2:chain', (c) => CHAIN_NAMES.test(subjectOf(c)), 10],
];
const DEV2_RANDOM_PER_REPO = 6;

/**
 * Held-out set v2, drawn after the rules had been tuned and the v1 held-out errors had been
 * looked at: the same strata and random part as the first pass, fresh commits only. v1 then
 * joins the dev split ("split": "dev" on v2-era labels is how evaluate.ts tells them apart).
 */
const HOLDOUT2_PER_STRATUM = 6;
const HOLDOUT2_NOISE = 10;
const HOLDOUT2_RANDOM_PER_REPO = 3;

/** Held-out v5: signals v4 had 1-2 positives for (or none) get a draw of their own. */
const HOLDOUT5_RARE = [
  'partnership_integration',
  'tokenomics_change',
  'chain_expansion',
  'oracle_change',
  'deprecation',
  'parameter_update',
  'bridge_integration',
  'breaking_change',
];
const HOLDOUT5_RARE_PER_STRATUM = 10;
const HOLDOUT5_PER_STRATUM = 4;

const HOLDOUT5_TOPUP: [string, Filter][] = [
  [
    'partnership_integration+v5',
    any(
      (c) =>
        /\bintegrat(e|es|ed|ion|ions)\b/i.test(subjectOf(c)) &&
        !/integration[- ]?tests?|\be2e\b|\btests?\b/i.test(subjectOf(c)),
      subj(
        /\b(etherscan|sourcify|blockscout|tenderly|eigenda|celestia|espresso|sp1|risc ?zero|okx|1inch|paraswap|odos|kyber|ledger|walletconnect|metamask)\b/i,
      ),
    ),
  ],
  [
    'tokenomics_change+v5',
    any(
      subj(
        /\b(emissions?|rewards?|incentives?|vesting|buyback|inflation|airdrop\w*|fee split|revenue)\b/i,
      ),
      (c) => /(reward|emission|vesting|incentive|distributor)\w*\.sol$/im.test(nonTest(c)),
    ),
  ],
  [
    'chain_expansion+v5',
    any(
      (c) =>
        c.files.some((f) => f.status === 'A' && /(^|\/)deployments\/\d+[-\w]*\.json$/.test(f.path)),
      (c) =>
        CHAIN_NAMES.test(subjectOf(c)) &&
        /\b(support|mainnet|launch\w*|new chain|add\w*)\b/i.test(subjectOf(c)) &&
        !/\b(sepolia|holesky|hoodi|testnet|devnet)\b/i.test(subjectOf(c)),
    ),
  ],
  [
    'oracle_change+v5',
    any(
      (c) =>
        /\b(oracles?|price ?feeds?|pyth|redstone|chronicle|chainlink feed|aggregators?)\b/i.test(
          subjectOf(c),
        ) && !/preimage|gas ?price/i.test(subjectOf(c)),
      (c) => /(^|\/)oracles?\/|PriceFeed|\w+Oracle\w*\.sol$/m.test(nonTest(c)),
    ),
  ],
  [
    'governance_change+v5',
    any(
      subj(
        /\b(governor\w*|governance|timelock\w*|dual ?governance|easy ?track|aragon|council|vot(e|es|ing))\b/i,
      ),
      (c) => /(Governor|Timelock|Voting)\w*\.sol$/m.test(nonTest(c)),
    ),
  ],
];
const HOLDOUT5_TOPUP_PER_STRATUM = 8;

/** Held-out v6: v5's recipe with governance and upgrades among the rare signals. */
const HOLDOUT6_RARE = [...HOLDOUT5_RARE, 'governance_change', 'upgrade_migration'];
const HOLDOUT6_RARE_PER_STRATUM = 10;
const HOLDOUT6_PER_STRATUM = 5;
const HOLDOUT6_RARE_BROAD = 5;
const HOLDOUT6_NOISE = 10;
const HOLDOUT6_RANDOM_PER_REPO = 3;
/** A labelled commit is never drawn again, even one no pass above reproduces. */
const LABELS_FILE = new URL('./labels.jsonl', import.meta.url);
const MAX_FILES_SHOWN = 40;

/** Held-out set v3, drawn after v2 had been scored and folded into dev; same recipe as v2. */
const NOISE: Filter = any(
  (c) => c.parents.length > 1,
  (c) => /\[bot\]|-bot\b|dependabot|renovate|github-actions/i.test(c.authorName),
  subj(/^(docs?|chore|ci|style|lint|fmt)\b|\btypos?\b|\bformat/i),
);

/** A held-out set by v2's recipe: each stratum, noise, and a random part per repository. */
function holdoutByV2Recipe(draw: Draw, prefix: string, rng: () => number): void {
  for (const [name, filter] of STRATA)
    pickFrom(draw, `${prefix}:${name}`, filter, HOLDOUT2_PER_STRATUM, rng);
  pickFrom(draw, `${prefix}:noise`, NOISE, HOLDOUT2_NOISE, rng);
  pickPerRepo(draw, `${prefix}:random`, HOLDOUT2_RANDOM_PER_REPO, rng);
}

/** The development set and held-out v2 and v3, all from the first seed's one stream. */
function drawDevelopmentAndEarlyHoldouts(draw: Draw, random: () => number): void {
  for (const [name, filter] of STRATA) pickFrom(draw, name, filter, PER_STRATUM, random);
  pickFrom(draw, 'noise', NOISE, NOISE_PICKS, random);
  pickPerRepo(draw, 'random', RANDOM_PER_REPO, random);
  // Runs last so the first pass (and its random part) stays exactly as it was labelled.
  for (const [name, filter, count] of SUPPLEMENT) pickFrom(draw, name, filter, count, random);
  for (const [name, filter, count] of RARE) pickFrom(draw, name, filter, count, random);
  for (const [name, filter, count] of DEV_EXTENSION) pickFrom(draw, name, filter, count, random);
  pickPerRepo(draw, 'dev:random', DEV_RANDOM_PER_REPO, random);
  for (const [name, filter, count] of DEV_EXTENSION_2) pickFrom(draw, name, filter, count, random);
  pickPerRepo(draw, 'dev:random2', DEV2_RANDOM_PER_REPO, random);
  holdoutByV2Recipe(draw, 'test2', random);
  holdoutByV2Recipe(draw, 'test3', random);
}

/**
 * Held-out v5: v4 left 1-2 positives for several signals, so each rare signal gets a larger
 * draw from its tightest stratum (the passes above) and the rest v4's recipe, a fresh seed.
 * Returns each signal's tightest stratum.
 */
function drawHoldout5(draw: Draw): Map<string, Filter> {
  const random5 = prng(SEED_V5);
  const tightest = new Map<string, Filter>();
  for (const [name, filter] of [...STRATA, ...SUPPLEMENT, ...RARE]) {
    tightest.set(name.replace(/\+*$/, ''), filter);
  }
  for (const [name, filter] of STRATA) {
    const rare = HOLDOUT5_RARE.includes(name);
    const narrow = tightest.get(name) ?? filter;
    if (rare) pickFrom(draw, `test5:${name}`, narrow, HOLDOUT5_RARE_PER_STRATUM, random5);
    pickFrom(draw, `test5:${name}`, filter, HOLDOUT5_PER_STRATUM, random5);
  }
  pickFrom(draw, 'test5:noise', NOISE, HOLDOUT2_NOISE, random5);
  pickPerRepo(draw, 'test5:random', HOLDOUT2_RANDOM_PER_REPO, random5);
  // v5 top-up, drawn after the first 202 were labelled: their keyword strata were crowded by
  // look-alikes ("integration tests", preimage oracles, pricegetters), which left five signals
  // with 1-2 positives; these aim past the look-alikes (runs last, so the first 202 stay).
  for (const [name, filter] of HOLDOUT5_TOPUP)
    pickFrom(draw, `test5:${name}`, filter, HOLDOUT5_TOPUP_PER_STRATUM, random5);
  return tightest;
}

/**
 * Marks every commit labels.jsonl holds from the rounds before `round` as picked, so no later
 * draw takes it again. Labels of that round and later are left out: they are the round's own
 * picks, merged after it was drawn, and holding them back would make it draw other commits.
 */
function holdBackLabelled(draw: Draw, round: number): void {
  for (const line of readFileSync(LABELS_FILE, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const label = JSON.parse(line) as { sha: string; round?: string };
    if (roundNumber(label.round) >= round) continue;
    if (!draw.picked.has(label.sha)) {
      draw.picked.set(label.sha, { commit: labelledOnly(label.sha), stratum: 'labelled' });
    }
  }
}

/** "v6" → 6; labels of the draws before v5 carry no round (0). */
const roundNumber = (round: string | undefined): number =>
  round === undefined ? 0 : Number(round.replace(/^v/, ''));

/**
 * Held-out v6, drawn after v4 and v5 were scored and folded into dev: v5's recipe (the ten
 * rare signals from their tightest stratum plus a few first-draw picks, five for the others),
 * a fresh seed, and never a commit labels.jsonl already holds.
 */
function drawHoldout6(draw: Draw, tightest: Map<string, Filter>): void {
  holdBackLabelled(draw, 6);
  const random6 = prng(SEED_V6);
  const tightest6 = new Map(tightest);
  for (const [name, filter] of HOLDOUT5_TOPUP) tightest6.set(name.replace(/\+v5$/, ''), filter);
  for (const [name, filter] of STRATA) {
    const rare = HOLDOUT6_RARE.includes(name);
    const narrow = tightest6.get(name) ?? filter;
    if (rare) {
      pickFrom(draw, `test6:${name}`, narrow, HOLDOUT6_RARE_PER_STRATUM, random6);
      pickFrom(draw, `test6:${name}`, filter, HOLDOUT6_RARE_BROAD, random6);
    } else pickFrom(draw, `test6:${name}`, filter, HOLDOUT6_PER_STRATUM, random6);
  }
  // Earlier draws used up most of a rare signal's tight stratum (tokenomics): the shortfall comes
  // from the union of every stratum written for that signal.
  for (const name of HOLDOUT6_RARE) {
    const wanted = HOLDOUT6_RARE_PER_STRATUM + HOLDOUT6_RARE_BROAD;
    const got = [...draw.picked.values()].filter((p) => p.stratum === `test6:${name}`).length;
    const all = [...STRATA, ...SUPPLEMENT, ...RARE, ...HOLDOUT5_TOPUP]
      .filter(([n]) => n.replace(/\+.*$/, '') === name)
      .map(([, f]) => f);
    if (got < wanted) pickFrom(draw, `test6:${name}+`, any(...all), wanted - got, random6);
  }
  pickFrom(draw, 'test6:noise', NOISE, HOLDOUT6_NOISE, random6);
  pickPerRepo(draw, 'test6:random', HOLDOUT6_RANDOM_PER_REPO, random6);
}

function main(): void {
  const roundArg = process.argv.indexOf('--round');
  const onlyRound = roundArg >= 0 ? process.argv[roundArg + 1] : undefined;
  const draw: Draw = {
    byRepo: commitsOf(FIRST_DATASET_REPOS.map(activityFileOf)),
    picked: new Map(),
  };
  drawDevelopmentAndEarlyHoldouts(draw, prng(SEED));
  // Held-out v4, drawn after v3 was scored and folded into dev: v2's recipe, a fresh seed.
  holdoutByV2Recipe(draw, 'test4', prng(SEED_V4));
  const tightest = drawHoldout5(draw);
  drawHoldout6(draw, tightest);
  // Held-out v7 draws from the repositories added after v6 only (issue 13), after every pass.
  holdBackLabelled(draw, 7);
  const added = readDatasetIndex()
    .filter((r) => !FIRST_DATASET_REPOS.includes(r.repo))
    .sort((a, b) => byCodeUnits(a.commitsFile, b.commitsFile));
  const addedDraw: Draw = {
    byRepo: commitsOf(added.map((r) => r.commitsFile)),
    picked: draw.picked,
  };
  drawAddedHoldout(addedDraw, { broad: STRATA, noise: NOISE }, HOLDOUT_V7);
  if (onlyRound === 'v7') return writeBlind(draw, added, HOLDOUT_V7);
  // Held-out v8 (issue 14): the same repositories, after every v7 pick and every label of v7.
  holdBackLabelled(draw, 8);
  drawAddedHoldout(addedDraw, { broad: STRATA, noise: NOISE }, HOLDOUT_V8);
  if (onlyRound === 'v8') return writeBlind(draw, added, HOLDOUT_V8);
  for (const { commit, stratum } of draw.picked.values()) {
    if (stratum === 'labelled') continue;
    if (onlyRound === undefined) {
      process.stdout.write(
        `${JSON.stringify({ repo: commit.repository, sha: commit.sha, stratum, subject: subjectOf(commit) })}\n`,
      );
    } else if (onlyRound === 'v6' && stratum.startsWith('test6:')) {
      process.stdout.write(`${JSON.stringify(forLabelling(commit, stratum))}\n`);
    }
  }
}

/**
 * A held-out pass's blind file: grouped by repository, oldest first, so the order tells nothing
 * of strata.
 */
function writeBlind(draw: Draw, added: readonly DatasetRepo[], recipe: AddedHoldoutRecipe): void {
  const repoOf = new Map(added.map((r) => [r.repo, r]));
  const picks = [...draw.picked.values()]
    .filter((p) => p.stratum.startsWith(recipe.prefix))
    .map((p) => p.commit)
    .sort(
      (a, b) =>
        byCodeUnits(a.repository, b.repository) ||
        Date.parse(a.committedAt) - Date.parse(b.committedAt) ||
        byCodeUnits(a.sha, b.sha),
    );
  for (const c of picks) {
    const repo = repoOf.get(c.repository);
    if (repo === undefined) throw new Error(`${c.repository} is not in INDEX.json`);
    process.stdout.write(`${JSON.stringify(forBlindLabelling(c, repo))}\n`);
  }
}

/** Locale-free string order, so the file is the same on every machine. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Each file's commits, in file-name order (the order the draws have always read them in). */
const commitsOf = (files: readonly string[]): CommitInput[][] =>
  [...files].sort().map((f) => readActivity(f).map(commitFromDatasetRecord));

/** A labelled sha the passes did not reproduce: kept only so no pass draws it again. */
function labelledOnly(sha: string): CommitInput {
  return {
    sha,
    repository: '',
    parents: [],
    authorName: '',
    committedAt: '',
    message: '',
    files: [],
  };
}

/** What a labeller reads: the whole message and the files with their line counts. */
function forLabelling(c: CommitInput, stratum: string): Record<string, unknown> {
  const [subject = '', ...rest] = c.message.split('\n');
  const files = c.files.map(
    (f) => `${f.status} ${f.path} +${f.additions ?? '?'} -${f.deletions ?? '?'}`,
  );
  const add = c.files.reduce((n, f) => n + (f.additions ?? 0), 0);
  const del = c.files.reduce((n, f) => n + (f.deletions ?? 0), 0);
  return {
    repo: c.repository,
    sha: c.sha,
    stratum,
    author: c.authorName,
    parents: c.parents.length,
    subject,
    body: rest.join('\n').trim(),
    fileCount: c.files.length,
    additions: add,
    deletions: del,
    files:
      files.length > MAX_FILES_SHOWN
        ? [...files.slice(0, MAX_FILES_SHOWN), `… ${files.length - MAX_FILES_SHOWN} more files`]
        : files,
  };
}

main();
