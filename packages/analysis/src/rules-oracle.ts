// oracle_change: a price feed or oracle is added, replaced or reconfigured.
import type { CommitContext } from './commit-context';
import { when, type Evidence } from './evidence';
import { UI_FILE } from './rules-chain';
import { CLEANUP_RE, wordsRe } from './words';
// The bare word: price oracles, but also Chainlink's OCR oracle nodes, fault-proof and
// decryption oracles. Read apart from words that name a price feed, so each has its confidence.
const ORACLE_WORD = wordsRe(['oracles?'], true);
const ORACLE_RE = wordsRe(
  [
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
    // "Use decimals to normalize aggregator prices": a Chainlink aggregator's answer.
    'aggregator prices?',
  ],
  true,
);
// TWAP and the like as order types are trading features ("Add Chase, TWAP, and Scale order
// types"), not price feeds.
const ORDER_TYPES = /\border(?:s| types?)\b/;
// Gas-price oracles and the fault-proof preimage oracle ("verify large preimages in all
// oracles") are not price feeds.
const GAS_ORACLE =
  /\b(?:l1 )?(?:gas|fee|gas price|blob fee|data fee)\s+oracle|\bl1 oracle|\bpreimages?\b/;
// CamelCase names: "sparkLinearDiscountOracleFactory", "PendleChainlinkOracle", "PriceFeedAdapter".
const ORACLE_IDENT = /(?:[a-z0-9]Oracle|Oracle[A-Z]|PriceFeed)(?![a-z])/;
const NOT_PRICE_ORACLE_IDENT = /(?:Preimage|GasPrice|L1Fee|Gas)Oracle/;
const ORACLE_FILE = /(oracle|pricefeed|price[-_]feed|aggregator|rateprovider)\w*\.(sol|vy)$/i;
// An interface a consumer adds for a feed it reads (IPChainlinkOracleEssential.sol) is not a feed.
const INTERFACE_FILE = /(?:^|\/)(?:interfaces?\/|I[A-Z])[^/]*$/;

/** A new oracle or price-feed contract: "Linear Discount Oracle for Pendle LP". */
function addsOracleContract(ctx: CommitContext): boolean {
  return ctx.codeFiles.some(
    (f) =>
      f.status === 'A' &&
      ORACLE_FILE.test(f.path) &&
      !INTERFACE_FILE.test(f.path) &&
      !/preimage/i.test(f.path),
  );
}

// A provider's own name in its own repository names the product, not a feed being added:
// "feat(developer-hub): add channel support indicator + legend to Pyth Pro" in
// pyth-network/pyth-crosschain.
function withoutOwnName(ctx: CommitContext): string {
  const own = (ctx.commit.repository.split('/')[1] ?? '').toLowerCase();
  const words = own.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && ORACLE_RE.test(w));
  return words.length === 0 ? ctx.topic : ctx.topic.replace(new RegExp(words.join('|'), 'g'), ' ');
}

export function oracleEvidence(ctx: CommitContext): Evidence {
  const { msg, text, verb } = ctx;
  if (msg.isRevert || ['test', 'refactor', 'chore', 'docs'].includes(msg.type ?? '')) return null;
  if (CLEANUP_RE.test(text)) return null;
  // A feed's screen or docs site shows prices to users; it adds or reconfigures no feed.
  if (ctx.codeFiles.length > 0 && ctx.codeFiles.every((f) => UI_FILE.test(f.path))) return null;
  const topic = withoutOwnName(ctx);
  // A bug fix somewhere in oracle code is not a reconfigured feed unless the feed itself is named.
  if (
    (msg.type === 'fix' || verb === 'fix') &&
    !/\b(?:feeds?|prices?|address(?:es)?|sources?|adapters?)\b/.test(text)
  )
    return null;
  // "update AccountingOracle implementation address": a recorded address moves, no feed does.
  if (['update', 'fix', 'set', 'add', 'move'].includes(verb) && /\baddress(?:es)?\b/.test(text))
    return null;
  if (ORACLE_RE.test(topic) && !GAS_ORACLE.test(topic) && !ORDER_TYPES.test(topic))
    return 'price-feed-words';
  // The bare word beside a new oracle contract names it ("Oracle Factory" adds OracleFactory.sol);
  // alone it is as often an OCR node, a report or a game's oracle (0 of 9 on dev).
  if (ORACLE_WORD.test(topic) && !GAS_ORACLE.test(topic))
    return addsOracleContract(ctx) ? 'oracle-word-new-contract' : null;
  if (ORACLE_IDENT.test(msg.text) && !NOT_PRICE_ORACLE_IDENT.test(msg.text))
    return 'oracle-identifier';
  // A brand-new oracle/price-feed contract is evidence on its own ("Archive old contracts" moves
  // them).
  if (['move', 'rename', 'remove', 'archive'].includes(verb)) return null;
  return when(addsOracleContract(ctx), 'new-oracle-file');
}
