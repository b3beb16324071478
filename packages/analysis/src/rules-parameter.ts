// parameter_update: a numeric or configured risk/economic/operational value changes.
import { when, type Evidence } from './evidence';
import type { CommitContext, KindedFile } from './commit-context';
import { isReleaseText } from './release-text';
import { CHANGE_VERBS } from './vocabulary';
import { list, wordsRe } from './words';
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
    'ranges?',
    'size limits?',
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
// "update fee calculation" changes logic, not a parameter value, and "wip: update validator exit
// delay verifier" a component named after one.
const LOGIC_NOUN = wordsRe(
  list(`
    calculation formula formulas calculations computation logic accounting handling estimation
    estimator docs comment comments natspec readme test tests event events error errors type
    types interface variable variables naming verifier verifiers calculator calculators handler
    handlers library libraries
  `),
  true,
);
// Where a subject's first clause ends: "update default gas limit | in config files and docs".
const CLAUSE_BREAK = /\s+(?:and|in|&|\+)\s+|,\s+/;
// "to 13", "to 0", "to 3%", "to 0.5 ETH" — a bare decimal ("to 1.91") is usually a version.
const UNIT =
  '(?:%|bps|gwei|wei|eth|seconds?|secs?|s|ms|minutes?|mins?|hours?|h|days?|d|blocks?|epochs?|x|k|m)';
const TO_NUMBER = new RegExp(
  `\\bto\\s+(?:\\d[\\d_,]*\\s*${UNIT}?|\\d+\\.\\d+\\s*${UNIT}|zero)(?![\\w.])`,
);
// "update copyright year to 2025", "deployed AllBridgeFacet v2.1.2 to 11 chains": a year or a
// count of places, not a configured value.
const NOT_A_VALUE =
  /\b(?:copyright|licen[cs]es?|year)\b|\bto\s+\d+\s+(?:chains?|networks?|files?|contracts?|repos?|packages?)\b/;
// A named constant: "increase LOOK_BACK_BLOCK_RANGE to 2.5 mil".
const CONSTANT_NAME = /(?<![\w-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w-])/;
// "Disable HTTP/2 for das aggregator by default", "turn off feed-signed flag for sepolia".
const DEFAULT_SWITCH =
  /^(?:enable|disable|turn (?:on|off)|switch (?:on|off))\b.*\b(?:by default|default|flags?)\b/;
const PARAM_FILE =
  /(^|\/)(params?\/[^/]+|deploy-config\/[^/]+\.json|(constants?|params?|parameters|config|configuration|risk[-_]?params?|protocol[-_]?params?|chain[-_]?config|genesis)\.(sol|go|rs|ts|json|toml|ya?ml))$/i;

// Configuration data: chain defaults (core/chains/evm/config/toml/defaults/zkSync_Sepolia.toml),
// deploy configs (deploy-config/sepolia.json), upgrade parameters (upgrade-params-mainnet.toml).
const CONFIG_DATA = /\.(toml|ya?ml|json|csv)$/i;
const CONFIG_DIR =
  /(^|\/)(configs?|defaults|[\w-]*deploy-configs?|params|parameters|presets|chain-?configs?)\//i;
const CONFIG_NAME = /(^|[-_.])(config|configs|configuration|params|parameters)([-_.]|$)/i;

// Tooling, not the product's configuration: .cargo/config.toml, release-please-config.json.
const TOOLING_CONFIG = /(^|\/)\.[^/]+\/|release-please|renovate|rush\//i;

const isConfigData = (f: KindedFile): boolean =>
  f.kind === 'code' &&
  CONFIG_DATA.test(f.path) &&
  !TOOLING_CONFIG.test(f.path) &&
  (CONFIG_DIR.test(f.path) || CONFIG_NAME.test(f.path.slice(f.path.lastIndexOf('/') + 1)));

/**
 * A commit that edits configuration data and nothing else but its docs ("Add zkSync Sepolia
 * default config", "Adds OP Sepolia config"): the guide counts edited chain configs and deploy
 * params as parameter updates.
 */
const configDataOnly = (ctx: CommitContext): boolean =>
  ctx.files.some(isConfigData) &&
  ctx.files.every((f) => isConfigData(f) || f.kind === 'docs' || f.kind === 'changelog');

// "feat: add gas cap configuration for eth_call requests", "txmgr: Add min basefee and tip cap
// parameters to enforce fee minima": a new setting named for an operational value (the
// adjudicator: an option that makes an operational value configurable is a parameter update),
// unlike "add option to wrap tables" or "add --opcode.count flag".
const NEW_SETTING_VERBS = new Set(list('add allow introduce support expose make enable'));
const SETTING_NOUN =
  /\b(?:configurable|config(?:uration)?|config(?:uration)? options?|settings?|options?|flags?|parameters?|params?|defining|setting|configuring|overriding)\b/;
const VALUE_WORD =
  /(?<![\w-])(?:caps?|limits?|fees?|basefee|thresholds?|timeouts?|delays?|intervals?|ratios?|durations?|windows?|sizes?|rates?|bps|max(?:imum)?|min(?:imum)?|\w+(?:Max|Min|Ratio|BP)\w*)(?![\w-])/;

const newValueSetting = (ctx: CommitContext): boolean =>
  NEW_SETTING_VERBS.has(ctx.verb) &&
  SETTING_NOUN.test(ctx.text) &&
  VALUE_WORD.test(ctx.msg.text) &&
  ctx.codeFiles.length > 0;

export function parameterEvidence(ctx: CommitContext): Evidence {
  const { msg, text, verb, files } = ctx;
  if (msg.isRevert || msg.type === 'refactor' || msg.type === 'build' || msg.type === 'deps')
    return null;
  // The logic noun must belong to the changed thing: "change variable of the fee amount" is code,
  // "update default gas limit in config files and docs" still moves a limit.
  const head = text.split(CLAUSE_BREAK)[0] ?? text;
  if (LOGIC_NOUN.test(head) || /\bdeps?\b/.test(msg.scope ?? '')) return null;
  // "bump version to 1.5", "update schema version to 2": versions, not parameters.
  if (isReleaseText(text, msg.type, msg.scope) || /\bversions?\b/.test(text)) return null;
  const hasChangeVerb = CHANGE_VERBS.has(verb);
  const object = text.split(/\s+/).slice(1, 7).join(' ');
  // "disable the legacy block prop and update the timeouts": a later clause can carry it.
  const clauses = text.split(/\s+(?:and|&|\+)\s+|,\s+/).slice(1);
  if (
    msg.type !== 'fix' &&
    clauses.some((c) => {
      const words = c.trim().split(/\s+/);
      const object = words.slice(1, 6).join(' ');
      return (
        CHANGE_VERBS.has(words[0] ?? '') && PARAM_NOUN.test(object) && !LOGIC_NOUN.test(object)
      );
    })
  )
    return 'later-clause-changes-parameter';
  // A fix that updates *default* values or params is still a parameter change.
  const fixAllowed =
    msg.type !== 'fix' ||
    /\b(?:defaults?|params?|parameters)\b/.test(object) ||
    ['increase', 'decrease', 'raise', 'lower'].includes(verb);
  if (hasChangeVerb && fixAllowed && PARAM_NOUN.test(object)) return 'changes-parameter-noun';
  if (hasChangeVerb && msg.type !== 'fix' && CONSTANT_NAME.test(msg.text))
    return 'changes-named-constant';
  // "fix(tw-deploy): Fix CAPELLA_SLOT for mainnet": a small correction of a named constant.
  if (verb === 'fix' && CONSTANT_NAME.test(msg.text) && ctx.linesChanged <= 20)
    return 'fixes-named-constant';
  // "Disable `feed-signed` for arb1 and nova" in chain-info JSON: a configured switch. A
  // manifest's switch is a build feature ("Enable `serde` feature for `url` dep").
  if (
    /^(?:enable|disable|turn)\b/.test(text) &&
    files.length > 0 &&
    files.every(
      (f) => /\.(json|toml|ya?ml)$/.test(f.path) && !['test', 'ci', 'manifest'].includes(f.kind),
    )
  )
    return 'config-switch';
  // "Make WaitTimeSeconds configurable": a hard-coded value becomes a setting.
  if (/^make\s+\S+(?:\s+\S+){0,3}\s+configurable\b/.test(text) && ctx.codeFiles.length > 0)
    return 'made-configurable';
  if (newValueSetting(ctx)) return 'new-setting-for-value';
  if (
    DEFAULT_SWITCH.test(text) &&
    ctx.codeFiles.length + files.filter((f) => f.kind === 'deployment_record').length > 0
  )
    return 'default-switch';
  // "operatoravssplit to 0", "set max deposit to 32 ETH" (not a version: "to v1.2.3")
  const toValue = TO_NUMBER.test(text) && !NOT_A_VALUE.test(text);
  if (toValue && (hasChangeVerb || msg.type === 'chore' || msg.type === null)) {
    return when(
      !files.every((f) => f.kind === 'manifest' || f.kind === 'lockfile'),
      'set-to-number',
    );
  }
  const paramFile = files.some(
    (f) =>
      f.status === 'M' &&
      // "params: Set to v2.0.3" edits params/version.go: a release, not a parameter.
      !/(^|\/)version\.\w+$/i.test(f.path) &&
      (f.kind === 'code' || f.kind === 'deployment_record') &&
      PARAM_FILE.test(f.path),
  );
  if (paramFile && hasChangeVerb && ctx.linesChanged <= 60) return 'small-parameter-file-edit';
  return when(configDataOnly(ctx), 'config-data-only');
}
