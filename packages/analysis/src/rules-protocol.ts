// Protocol-economics and control signals: parameter_update, tokenomics_change,
// governance_change, oracle_change, upgrade_migration.
import type { CommitContext } from './commit-context';
import { isReleaseText } from './release-text';
import { CLEANUP_RE, wordsRe } from './words';

const CHANGE_VERBS = new Set([
  'set',
  'update',
  'change',
  'increase',
  'decrease',
  'raise',
  'lower',
  'reduce',
  'adjust',
  'tune',
  'bump',
  'modify',
  'cap',
  'configure',
  'double',
  'halve',
  'extend',
  'shorten',
  'reset',
  'lift',
]);

const PARAM_NOUN = wordsRe(
  [
    'caps?',
    'supply caps?',
    'borrow caps?',
    'debt ceilings?',
    'ceilings?',
    'ltvs?',
    'loan[ -]to[ -]value',
    'liquidation (?:threshold|bonus|penalty|incentive)s?',
    'reserve factors?',
    'interest rates?',
    'rate models?',
    'irm',
    'fees?',
    'fee tiers?',
    'fee rates?',
    'bps',
    'basis points',
    'thresholds?',
    'intervals?',
    'gas limits?',
    'gas prices?',
    'base fee',
    'blob (?:base )?fee',
    'blob schedule',
    'max blobs',
    'limits?',
    'delays?',
    'timeouts?',
    'periods?',
    'durations?',
    'windows?',
    'ratios?',
    'factors?',
    'multipliers?',
    'buffers?',
    'weights?',
    'penalt(?:y|ies)',
    'slippage',
    'cooldowns?',
    'quorum',
    'parameters?',
    'params?',
    'config values?',
    'default values?',
    'default settings?',
    'settings?',
    'splits?',
    'heartbeats?',
    'deviation',
    'staleness',
    'epoch (?:length|duration)',
    'block time',
    'confirmations?',
    'max(?:imum)? \\w+',
    'min(?:imum)? \\w+',
    'rates?',
    'targets?',
    'spreads?',
    'premiums?',
    'haircuts?',
  ],
  true,
);
// "update fee calculation" changes logic, not a parameter value.
const LOGIC_NOUN = wordsRe(
  [
    'calculation',
    'formula',
    'formulas',
    'calculations',
    'computation',
    'logic',
    'accounting',
    'handling',
    'estimation',
    'estimator',
    'docs',
    'comment',
    'comments',
    'natspec',
    'readme',
    'test',
    'tests',
    'event',
    'events',
    'error',
    'errors',
    'type',
    'types',
    'interface',
  ],
  true,
);
// "to 13", "to 0", "to 3%", "to 0.5 ETH" — a bare decimal ("to 1.91") is usually a version.
const UNIT =
  '(?:%|bps|gwei|wei|eth|seconds?|secs?|s|ms|minutes?|mins?|hours?|h|days?|d|blocks?|epochs?|x|k|m)';
const TO_NUMBER = new RegExp(
  `\\bto\\s+(?:\\d[\\d_,]*\\s*${UNIT}?|\\d+\\.\\d+\\s*${UNIT}|zero)(?![\\w.])`,
);
const PARAM_FILE =
  /(^|\/)(params?\/[^/]+|(constants?|params?|parameters|config|configuration|risk[-_]?params?|protocol[-_]?params?|chain[-_]?config|genesis)\.(sol|go|rs|ts|json|toml|ya?ml))$/i;

export function isParameterUpdate(ctx: CommitContext): boolean {
  const { msg, text, verb, files } = ctx;
  if (msg.isRevert || msg.type === 'refactor' || msg.type === 'build' || msg.type === 'deps')
    return false;
  if (LOGIC_NOUN.test(text) || /\bdeps?\b/.test(msg.scope ?? '')) return false;
  // "bump version to 1.5", "update schema version to 2": versions, not parameters.
  if (isReleaseText(text, msg.type, msg.scope) || /\bversions?\b/.test(text)) return false;
  const hasChangeVerb = CHANGE_VERBS.has(verb);
  const object = text.split(/\s+/).slice(1, 7).join(' ');
  if (hasChangeVerb && msg.type !== 'fix' && PARAM_NOUN.test(object)) return true;
  // "operatoravssplit to 0", "set max deposit to 32 ETH" (not a version: "to v1.2.3")
  if (TO_NUMBER.test(text) && (hasChangeVerb || msg.type === 'chore' || msg.type === null)) {
    return !files.every((f) => f.kind === 'manifest' || f.kind === 'lockfile');
  }
  const paramFile = files.some(
    (f) =>
      f.status === 'M' &&
      (f.kind === 'code' || f.kind === 'deployment_record') &&
      PARAM_FILE.test(f.path),
  );
  return paramFile && hasChangeVerb && ctx.linesChanged <= 60;
}

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

export function isTokenomicsChange(ctx: CommitContext): boolean {
  const { msg, topic, text, verb, codeFiles } = ctx;
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor') return false;
  if (TOKENOMICS_STRONG.test(topic)) return true;
  const shaping =
    CHANGE_VERBS.has(verb) || ['add', 'introduce', 'implement', 'enable'].includes(verb);
  const docsLike = msg.type === 'fix' || msg.type === 'docs' || ctx.codeFiles.length === 0;
  if (TOKENOMICS_WEAK.test(text) && shaping && !docsLike) return true;
  // A new emissions/vesting/rewards contract is evidence on its own.
  return codeFiles.some(
    (f) => f.status === 'A' && TOKENOMICS_FILE.test(f.path.replace(/[-_]/g, '')),
  );
}

const GOVERNANCE_RE = wordsRe(
  [
    'governance',
    'governors?',
    'timelocks?',
    'time-?locks?',
    'multisigs?',
    'multi-sigs?',
    'safe owners?',
    'voting',
    'votes?',
    'vote scripts?',
    'voting power',
    'governance proposals?',
    'proposal payloads?',
    'vote proposals?',
    'quorum',
    'dao',
    'veto(?:es|ed)?',
    'council',
    'security council',
    'guardians?',
    'pause guardian',
    'proxy ?admin',
    'access ?manager',
    'admin role',
    'transfer(?:s|red)? ownership',
    'ownership transfers?',
    'renounc(?:e|es|ed|ing) ownership',
    'ownership renouncements?',
    'two-step ownership',
    'omnibus',
    'aip-\\d+',
    'snapshot vote',
    '(?:grant|revoke|assign|add|remove|change|update|set)s? (?:the )?(?:\\w+ )?roles?(?! (?:labels?|hash(?:es)?|names?|ids?|constants?|checks?|tests?))',
    '(?:change|changes|restrict|restricts|grant|grants|revoke|revokes|update|updates) access',
  ],
  true,
);
// CamelCase names: "GovernorTimelockAccess", "ScrollCrossDomainGovernor".
const GOVERNANCE_IDENT = /(?:Governor|Timelock|Governance|Multisig|SecurityCouncil)(?=[A-Z_]|\b)/;
const GOVERNANCE_PATH =
  /(governor|governance|timelock|voting|vote|proposal|council|multisig|accessmanager)/i;

export function isGovernanceChange(ctx: CommitContext): boolean {
  const { msg, text, codeFiles } = ctx;
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor' || CLEANUP_RE.test(text))
    return false;
  const subject = [...msg.brackets, text].join(' ');
  if (
    (GOVERNANCE_RE.test(subject) || GOVERNANCE_IDENT.test(msg.text)) &&
    !/\bsnapshots?\b/.test(text)
  ) {
    // "add gas snapshot", "update voting docs" are noise or docs, filtered earlier.
    return codeFiles.length > 0 || ctx.kinds.has('deployment_record') || ctx.kinds.has('submodule');
  }
  // A "governance" scope only counts when governance code actually changed (a scope can
  // also mean repository policy, e.g. "chore(governance): enable minimum-release-age").
  const govCode = codeFiles.some((f) => GOVERNANCE_PATH.test(f.path));
  if (govCode && /governance|governor|timelock|voting/i.test(msg.scope ?? '')) return true;
  return govCode && codeFiles.some((f) => f.status === 'A' && GOVERNANCE_PATH.test(f.path));
}

const ORACLE_RE = wordsRe(
  [
    'oracles?',
    'price ?feeds?',
    'price-feeds?',
    'data feeds?',
    'aggregatorv3(?:interface)?',
    'chainlink (?:feeds?|oracles?|prices?)',
    'pyth',
    'redstone',
    'chronicle',
    'api3',
    'twap',
    'capo',
    'oev',
    'rate providers?',
    'price adapters?',
    'price sources?',
    'price providers?',
  ],
  true,
);
// Gas-price oracles and the fault-proof preimage oracle are not price feeds.
const GAS_ORACLE =
  /\b(?:l1 )?(?:gas|fee|gas price|blob fee|data fee)\s+oracle|\bl1 oracle|preimage[ -]oracle/;
const ORACLE_FILE = /(oracle|pricefeed|price[-_]feed|aggregator|rateprovider)\w*\.(sol|vy)$/i;

export function isOracleChange(ctx: CommitContext): boolean {
  const { msg, text, topic, verb, codeFiles } = ctx;
  if (msg.isRevert || ['test', 'refactor', 'chore', 'docs'].includes(msg.type ?? '')) return false;
  if (CLEANUP_RE.test(text)) return false;
  if (ORACLE_RE.test(topic) && !GAS_ORACLE.test(topic)) return true;
  // A brand-new oracle/price-feed contract is evidence on its own.
  if (['move', 'rename', 'remove'].includes(verb)) return false;
  return codeFiles.some(
    (f) => f.status === 'A' && ORACLE_FILE.test(f.path) && !/preimage/i.test(f.path),
  );
}

const UPGRADE_RE = wordsRe(
  [
    'upgrades?',
    'upgraded',
    'upgrading',
    'upgradeable',
    'upgradability',
    'migrat(?:e|es|ed|ing|ion|ions)',
    'hard ?forks?',
    'hardforks?',
    'network upgrades?',
    'protocol upgrades?',
    'storage layout',
    'reinitiali[sz](?:e|er|ation)',
    'uups',
    'transparent proxy',
    'beacon proxy',
    'proxy upgrades?',
    'v\\d+ ?(?:->|→|to) ?v\\d+',
    'cancun',
    'dencun',
    'prague',
    'pectra',
    'osaka',
    'fusaka',
    'glamsterdam',
    'amsterdam',
    'shanghai',
    'capella',
    'deneb',
    'electra',
    'fulu',
    'gloas',
    'bpo\\d',
    'ecotone',
    'fjord',
    'granite',
    'holocene',
    'isthmus',
    'jovian',
    'arbos ?\\d+',
    'canyon',
    'regolith',
    'app ?version',
  ],
  true,
);
// Upgrading a *dependency* is a tech stack change, not a protocol upgrade.
const DEPENDENCY_UPGRADE =
  /\b(?:upgrade|update|bump|migrate|move)s?\s+(?:to\s+)?(?:go|golang|rust|node|nodejs|solc|solidity|foundry|forge|hardhat|typescript|yarn|pnpm|npm|eslint|prettier|vitest|jest|react|next|python|cargo|geth|go-ethereum|revm|alloy|reth|cosmos-sdk|cometbft|tendermint|ibc-go|openzeppelin|oz|forge-std|ethers|viem|wagmi|deps?|dependenc(?:y|ies)|packages?|crates?|toolchain|msrv)\b/;
const UPGRADE_PATH =
  /(^|\/)(migrations?|upgrades?)\/|(upgrade|migrat)\w*\.(s\.sol|sol|ts|go|rs|sql|py)$|storage-?layout/i;

export function isUpgradeMigration(ctx: CommitContext): boolean {
  const { msg, topic, text, files, codeFiles } = ctx;
  if (msg.isRevert || msg.type === 'test') return false;
  const depOnly = files.every((f) =>
    [
      'manifest',
      'toolchain',
      'submodule',
      'lockfile',
      'ci',
      'docs',
      'changelog',
      'generated',
    ].includes(f.kind),
  );
  const depCommit =
    msg.type === 'deps' || msg.type === 'build' || /\bdeps?\b/.test(msg.scope ?? '');
  if (depOnly || depCommit || DEPENDENCY_UPGRADE.test(text)) return false;
  if (UPGRADE_RE.test(topic)) return true;
  // A new migration or upgrade script is evidence; edits to old ones are maintenance.
  return codeFiles.some((f) => UPGRADE_PATH.test(f.path) && f.status === 'A');
}
