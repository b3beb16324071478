// parameter_update: a numeric or configured risk/economic/operational value changes.
import { when, type Evidence } from './evidence';
import type { CommitContext } from './commit-context';
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
// "update fee calculation" changes logic, not a parameter value.
const LOGIC_NOUN = wordsRe(
  list(`
    calculation formula formulas calculations computation logic accounting handling estimation
    estimator docs comment comments natspec readme test tests event events error errors type
    types interface variable variables naming
  `),
  true,
);
// "to 13", "to 0", "to 3%", "to 0.5 ETH" — a bare decimal ("to 1.91") is usually a version.
const UNIT =
  '(?:%|bps|gwei|wei|eth|seconds?|secs?|s|ms|minutes?|mins?|hours?|h|days?|d|blocks?|epochs?|x|k|m)';
const TO_NUMBER = new RegExp(
  `\\bto\\s+(?:\\d[\\d_,]*\\s*${UNIT}?|\\d+\\.\\d+\\s*${UNIT}|zero)(?![\\w.])`,
);
// A named constant: "increase LOOK_BACK_BLOCK_RANGE to 2.5 mil".
const CONSTANT_NAME = /(?<![\w-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w-])/;
// "Disable HTTP/2 for das aggregator by default", "turn off feed-signed flag for sepolia".
const DEFAULT_SWITCH =
  /^(?:enable|disable|turn (?:on|off)|switch (?:on|off))\b.*\b(?:by default|default|flags?)\b/;
const PARAM_FILE =
  /(^|\/)(params?\/[^/]+|deploy-config\/[^/]+\.json|(constants?|params?|parameters|config|configuration|risk[-_]?params?|protocol[-_]?params?|chain[-_]?config|genesis)\.(sol|go|rs|ts|json|toml|ya?ml))$/i;

export function parameterEvidence(ctx: CommitContext): Evidence {
  const { msg, text, verb, files } = ctx;
  if (msg.isRevert || msg.type === 'refactor' || msg.type === 'build' || msg.type === 'deps')
    return null;
  if (LOGIC_NOUN.test(text) || /\bdeps?\b/.test(msg.scope ?? '')) return null;
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
      return CHANGE_VERBS.has(words[0] ?? '') && PARAM_NOUN.test(words.slice(1, 6).join(' '));
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
  // "Disable `feed-signed` for arb1 and nova" in chain-info JSON: a configured switch.
  if (
    /^(?:enable|disable|turn)\b/.test(text) &&
    files.length > 0 &&
    files.every((f) => /\.(json|toml|ya?ml)$/.test(f.path) && f.kind !== 'test' && f.kind !== 'ci')
  )
    return 'config-switch';
  // "Make WaitTimeSeconds configurable": a hard-coded value becomes a setting.
  if (/^make\s+\S+(?:\s+\S+){0,3}\s+configurable\b/.test(text) && ctx.codeFiles.length > 0)
    return 'made-configurable';
  if (
    DEFAULT_SWITCH.test(text) &&
    ctx.codeFiles.length + files.filter((f) => f.kind === 'deployment_record').length > 0
  )
    return 'default-switch';
  // "operatoravssplit to 0", "set max deposit to 32 ETH" (not a version: "to v1.2.3")
  if (TO_NUMBER.test(text) && (hasChangeVerb || msg.type === 'chore' || msg.type === null)) {
    return when(
      !files.every((f) => f.kind === 'manifest' || f.kind === 'lockfile'),
      'set-to-number',
    );
  }
  const paramFile = files.some(
    (f) =>
      f.status === 'M' &&
      (f.kind === 'code' || f.kind === 'deployment_record') &&
      PARAM_FILE.test(f.path),
  );
  return when(paramFile && hasChangeVerb && ctx.linesChanged <= 60, 'small-parameter-file-edit');
}
