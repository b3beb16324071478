// oracle_change: a price feed or oracle is added, replaced or reconfigured.
import type { CommitContext } from './commit-context';
import { when, type Evidence } from './evidence';
import { CLEANUP_RE, wordsRe } from './words';
const ORACLE_RE = wordsRe(
  [
    'oracles?',
    'price ?feeds?',
    'price-feeds?',
    'data feeds?',
    // "LINK native feed", "ETH/USD feed": a pair's feed (nitro's sequencer "feed" names none).
    '(?:usd|eth|btc|native) feeds?',
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
// Gas-price oracles and the fault-proof preimage oracle ("verify large preimages in all
// oracles") are not price feeds.
const GAS_ORACLE =
  /\b(?:l1 )?(?:gas|fee|gas price|blob fee|data fee)\s+oracle|\bl1 oracle|\bpreimages?\b/;
// CamelCase names: "sparkLinearDiscountOracleFactory", "PendleChainlinkOracle", "PriceFeedAdapter".
const ORACLE_IDENT = /(?:[a-z0-9]Oracle|Oracle[A-Z]|PriceFeed)(?![a-z])/;
const NOT_PRICE_ORACLE_IDENT = /(?:Preimage|GasPrice|L1Fee|Gas)Oracle/;
const ORACLE_FILE = /(oracle|pricefeed|price[-_]feed|aggregator|rateprovider)\w*\.(sol|vy)$/i;

export function oracleEvidence(ctx: CommitContext): Evidence {
  const { msg, text, topic, verb, codeFiles } = ctx;
  if (msg.isRevert || ['test', 'refactor', 'chore', 'docs'].includes(msg.type ?? '')) return null;
  if (CLEANUP_RE.test(text)) return null;
  // A bug fix somewhere in oracle code is not a reconfigured feed unless the feed itself is named.
  if (
    (msg.type === 'fix' || verb === 'fix') &&
    !/\b(?:feeds?|prices?|address(?:es)?|sources?|adapters?)\b/.test(text)
  )
    return null;
  // "update AccountingOracle implementation address": a recorded address moves, no feed does.
  if (['update', 'fix', 'set'].includes(verb) && /\baddress(?:es)?\b/.test(text)) return null;
  if (ORACLE_RE.test(topic) && !GAS_ORACLE.test(topic)) return 'subject-keyword';
  if (ORACLE_IDENT.test(msg.text) && !NOT_PRICE_ORACLE_IDENT.test(msg.text))
    return 'oracle-identifier';
  // A brand-new oracle/price-feed contract is evidence on its own.
  if (['move', 'rename', 'remove'].includes(verb)) return null;
  return when(
    codeFiles.some(
      (f) => f.status === 'A' && ORACLE_FILE.test(f.path) && !/preimage/i.test(f.path),
    ),
    'new-oracle-file',
  );
}
