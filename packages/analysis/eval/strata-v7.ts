// Held-out v7's strata for the rare signals: keyword/path filters written from
// /work/shared/spec/signals.md ("typical evidence") and the labelling guide in README.md, for the
// wider vocabulary of the 176 repositories added in issue 13 (non-EVM chains, IBC, more oracle
// and partner names). Written without reading the classifier's rules; never runs it.
import type { CommitInput } from '../src/types';
import { any, nonTest, subj, subjectOf, type Filter } from './sample-draw';

const all =
  (...fs: Filter[]): Filter =>
  (c) =>
    fs.every((f) => f(c));
const not =
  (f: Filter): Filter =>
  (c) =>
    !f(c);

const BOT_AUTHOR = /\[bot\]|-bot\b|dependabot|renovate|github-actions/i;
/**
 * A person's own change that does not look like noise: not a merge or a bot (signals.md's noise,
 * left to the noise stratum), and no docs/CI/test/style subject, which the earlier draws found to
 * crowd keyword strata ("integration tests", "[docs] remove old …").
 */
const candidate: Filter = all(
  (c) => c.parents.length <= 1 && c.files.length > 0 && !BOT_AUTHOR.test(c.authorName),
  not(
    subj(
      /^\[?(docs?|ci|tests?|style|lint|fmt|typos?)\b|^\w+\((docs?|ci|tests?)\)|\btests?\b|\be2e\b/i,
    ),
  ),
);

/** A non-test product file of a focused commit matches. */
const productPath =
  (re: RegExp): Filter =>
  (c) =>
    re.test(nonTest(c));
const TEST_PATH =
  /(^|\/)(tests?|mocks?|e2e|integration[-_]tests?)\/|\.t\.sol$|_test\.go$|\.(test|spec)\./i;
/** A focused commit adds a file (not a test) whose path matches. */
const addsPath =
  (re: RegExp): Filter =>
  (c) =>
    c.files.length <= 30 &&
    c.files.some((f) => f.status === 'A' && re.test(f.path) && !TEST_PATH.test(f.path));
/** The subject names something (a chain, a partner) other than the repository's own project. */
const namesOther =
  (re: RegExp): Filter =>
  (c: CommitInput) => {
    const name = re.exec(subjectOf(c))?.[1]?.toLowerCase().replace(/\s/g, '');
    return name !== undefined && !c.repository.toLowerCase().includes(name);
  };
const ADDS =
  /\b(add|adds|added|adding|support|supports|supported|deploy|deploys|deployed|deployment|launch|launches|launched|enable|enables|enabled|integrate|integrates|integrated|new|expand|expands)\b/i;

const TESTNET = /\b(testnets?|devnets?|sepolia|holesky|hoodi|goerli|fuji|amoy|mumbai|localnet)\b/i;
// Mainnets whose names are not everyday words; the ambiguous ones ("base", "core", "ink",
// "mode", "flow", "near") count only as "<name> mainnet|chain|network".
const CHAINS =
  'arbitrum|optimism|linea|scroll|zksync|polygon|bsc|bnb|avalanche|avax|mantle|blast|fraxtal|celo|gnosis|moonbeam|kava|cronos|fantom|sonic|berachain|unichain|monad|megaeth|hyperevm|hyperliquid|plasma|katana|apechain|soneium|worldchain|zora|taiko|metis|manta|xlayer|sei|injective|osmosis|neutron|solana|sui|aptos|tron|starknet|bitcoin|litecoin|dogecoin|hedera|polkadot|kusama|cardano|tezos|algorand|stellar|xrpl|filecoin|rootstock|stacks|citrea|botanix|lisk|swellchain|tempo|xdc|skale|etherlink|kaia|ronin|morph|hemi|sophon|zircuit|abstract|mezo';
const NAMED_CHAIN = new RegExp(
  `\\b(${CHAINS}|(?:base|core|ink|mode|flow|near|ton|bob|story|lens)(?= (?:mainnet|chain|network)\\b))\\b`,
  'i',
);
const DEPLOYMENT_DIR =
  /(^|\/)(deployments?|broadcast|networks?|chains?|chain-?configs?|addresses)\/(?!.*(sepolia|holesky|hoodi|goerli|testnet|devnet|local|anvil|31337)).*(\d{2,}|mainnet|(^|[/_-])(arbitrum|optimism|base|polygon|bsc|avalanche|linea|scroll|mantle|sonic|berachain|unichain|solana|sui|aptos)[/._-])/i;

const PARTNERS =
  'uniswap|aave|balancer|morpho|pendle|1inch|paraswap|odos|kyber\\w*|cow ?swap|lido|eigenlayer|symbiotic|chainlink|pyth|gelato|ledger|trezor|metamask|walletconnect|reown|coinbase|binance|okx|bybit|kraken|tether|paxos|fireblocks|alchemy|infura|quicknode|ankr|blockscout|etherscan|sourcify|tenderly|goldsky|celestia|eigenda|avail|espresso|succinct|sp1|risc ?zero|brevis|moonpay|transak|stripe|cloudflare|openai|anthropic|telegram|farcaster|gitcoin|tally|stargate|jupiter|raydium|phantom|helius|arweave|ipfs';

const CONFIG_FILE = /\.(toml|ya?ml|json|env|conf|ini)$/i;
// Manifests, lockfiles and tool settings are stack or CI changes, not configured values.
const TOOL_FILE =
  /(^|\/)\.(github|circleci|vscode|changeset|devcontainer|cargo)\/|lock|(^|\/)(package\.json|Cargo\.toml|pyproject\.toml|foundry\.toml|Anchor\.toml|Scarb\.toml|tsconfig[\w.-]*\.json|\.?goreleaser\.ya?ml|codecov\.ya?ml|renovate\.json|\.prettierrc[\w.]*|\.eslintrc[\w.]*|turbo\.json|lerna\.json|nx\.json|vercel\.json|netlify\.toml|rust-toolchain(\.toml)?|deno\.json|\.pre-commit-config\.yaml|\.golangci\.ya?ml|(typos|clippy|rustfmt|deny|taplo)\.toml|\.solhint\.json|\.mergify\.ya?ml|buf(\.gen)?\.ya?ml|docker-compose[\w.-]*\.ya?ml)$/i;
/** A small edit of configuration files only: a changed value, signals.md's "config constants". */
const smallConfigEdit: Filter = (c) =>
  c.files.length > 0 &&
  c.files.length <= 3 &&
  c.files.every((f) => CONFIG_FILE.test(f.path) && !TOOL_FILE.test(f.path)) &&
  c.files.reduce((n, f) => n + (f.additions ?? 0) + (f.deletions ?? 0), 0) <= 12;

/** A rare signal's tight strata: what its subjects say, and a second look (files or body). */
export interface RareStrata {
  signal: string;
  subject: Filter;
  second: { name: 'files' | 'body'; filter: Filter };
}

const rare = (signal: string, subject: Filter, name: 'files' | 'body', second: Filter) => ({
  signal,
  subject: all(candidate, subject),
  second: { name, filter: all(candidate, second) },
});

export const V7_RARE: RareStrata[] = [
  rare(
    'chain_expansion',
    all(
      not(subj(TESTNET)),
      any(
        all(namesOther(NAMED_CHAIN), subj(ADDS)),
        subj(
          /\b(add|adds|added|support|supports|enable|enables)( new| the)? (chains?|networks?|chain ?ids?|(\w+ )?mainnets?)\b/i,
        ),
      ),
    ),
    'files',
    addsPath(DEPLOYMENT_DIR),
  ),
  rare(
    'partnership_integration',
    any(
      subj(/\bintegrat(e|es|ed|ing|ion|ions)\b/i),
      all(
        subj(/\b(add|support|use|switch|migrate|integrat|enable|connect|partner)\w*\b/i),
        namesOther(new RegExp(`\\b(${PARTNERS})\\b`, 'i')),
      ),
    ),
    'files',
    addsPath(/(^|\/)(adapters?|integrations?|connectors?|partners?)\//i),
  ),
  rare(
    'tokenomics_change',
    subj(
      /\b(emissions?|rewards?|vesting|vested|buy-?backs?|burn(s|ed|ing)?|inflation|deflation\w*|airdrop\w*|tokenomics|(max|total|token|circulating) supply|fee (split|share|sharing|distribution|switch)|revenue|incentives?|treasury|staking (yield|apr|apy))\b/i,
    ),
    'files',
    productPath(
      /(reward|emission|vesting|incentive|distributor|inflation|buyback|tokenomics|minter)\w*\.(sol|rs|go|move|cairo|vy|ts)$/im,
    ),
  ),
  rare(
    'oracle_change',
    all(
      subj(
        /\b(oracles?|price ?feeds?|data ?feeds?|pyth|redstone|chronicle|chainlink|switchboard|stork|supra|api3|band protocol|twap|aggregatorv3\w*|price (source|provider|adapter)s?)\b/i,
      ),
      not(subj(/preimage|gas ?price|fee oracle/i)),
    ),
    'files',
    addsPath(/(^|\/)oracles?\/|oracle\w*\.(sol|rs|go|move|ts)$|price[-_]?feed/i),
  ),
  rare(
    'governance_change',
    subj(
      /\b(governor\w*|governance|x\/gov|timelock\w*|vot(e|es|ing)|proposals?|multi-?sigs?|dao|council|guardian|quorum|veto|roles?|ownership|access control|admin)\b/i,
    ),
    'files',
    productPath(
      /(Governor|Timelock|Voting|Multisig)\w*\.sol$|(^|\/)(x\/gov|governance|dao)\/[^\n]*\.(sol|go|rs|ts)$/m,
    ),
  ),
  rare(
    'bridge_integration',
    subj(
      /\b(bridg\w*|cross-?chain|layerzero|lz|ccip|wormhole|axelar|hyperlane|oft\w*|cctp|ibc|ics-?\d+|interchain|xcm|l1 ?(->|to) ?l2|l2 ?(->|to) ?l1)\b/i,
    ),
    'files',
    addsPath(
      /(^|\/)(bridges?|ibc|ccip|layerzero|wormhole|hyperlane|axelar)\/|bridge\w*\.(sol|rs|go)$/i,
    ),
  ),
  rare(
    'deprecation',
    subj(
      /\bdeprecat\w*|\b(remove|drop|end|removed|dropped) support\b|\bsunset\w*|\bno longer support\w*|\bend[- ]of[- ]life\b|\beol\b|\b(remove|drop|delete)\w* (the )?(legacy|obsolete|deprecated|v\d)\b/i,
    ),
    'body',
    (c) => /\bdeprecat\w*/i.test(c.message.split('\n').slice(1).join('\n')),
  ),
  rare(
    'parameter_update',
    any(
      subj(
        /\b(set|update|increase|decrease|raise|lower|change|adjust|tune|reduce|double|halve)\w*\b.*\b(caps?|ltv|fees?|thresholds?|limits?|intervals?|delays?|timeouts?|defaults?|params?|parameters?|ratio|window|gas ?limit|block ?time|rates?|slippage|buffer|epochs?|period|duration|max\w*|min\w*|[A-Z]{2,}_[A-Z_]+)\b/,
      ),
      subj(/\bmake \w+( \w+)? configurable\b/i),
    ),
    'files',
    smallConfigEdit,
  ),
];
