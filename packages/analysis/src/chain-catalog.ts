import { list } from './words';
// Chains and networks the engine recognises, with the EVM chain ids that show up in
// deployment paths (deployments/8453-core.json, broadcast/Deploy.s.sol/42161/run-latest.json).
// Names follow the project registry (data/projects.json) so they compare with project networks.

export interface Chain {
  name: string;
  /** Lowercase words/phrases that name the chain in messages and paths. */
  aliases: string[];
  ids: number[];
  testnet?: boolean;
}

export const CHAINS: readonly Chain[] = [
  { name: 'Ethereum', aliases: ['ethereum', 'ethereum mainnet', 'eth mainnet'], ids: [1] },
  { name: 'Arbitrum', aliases: ['arbitrum', 'arbitrum one', 'arb1'], ids: [42161] },
  { name: 'Arbitrum Nova', aliases: ['arbitrum nova', 'nova'], ids: [42170] },
  {
    name: 'Optimism',
    aliases: ['optimism', 'op mainnet', 'op-mainnet', 'optimism-mainnet'],
    ids: [10],
  },
  { name: 'Base', aliases: ['base mainnet', 'base chain', 'base'], ids: [8453] },
  { name: 'Polygon', aliases: ['polygon', 'matic', 'polygon pos'], ids: [137] },
  { name: 'Polygon zkEVM', aliases: ['polygon zkevm'], ids: [1101] },
  { name: 'BNB Chain', aliases: ['bnb chain', 'bnb', 'bsc', 'binance smart chain'], ids: [56] },
  { name: 'Avalanche', aliases: ['avalanche', 'avax', 'c-chain'], ids: [43114] },
  { name: 'ZKsync', aliases: ['zksync', 'zksync era', 'zk sync'], ids: [324] },
  { name: 'Linea', aliases: ['linea'], ids: [59144] },
  { name: 'Scroll', aliases: ['scroll'], ids: [534352] },
  { name: 'Gnosis Chain', aliases: ['gnosis chain', 'gnosis', 'xdai'], ids: [100] },
  { name: 'Celo', aliases: ['celo'], ids: [42220] },
  { name: 'Fantom', aliases: ['fantom'], ids: [250] },
  { name: 'Sonic', aliases: ['sonic'], ids: [146] },
  { name: 'Mantle', aliases: ['mantle'], ids: [5000] },
  { name: 'Blast', aliases: ['blast'], ids: [81457] },
  { name: 'Mode', aliases: ['mode network', 'mode mainnet'], ids: [34443] },
  { name: 'Ronin', aliases: ['ronin'], ids: [2020] },
  { name: 'Sei', aliases: ['sei', 'sei evm'], ids: [1329] },
  { name: 'Monad', aliases: ['monad'], ids: [143] },
  { name: 'Berachain', aliases: ['berachain', 'bera'], ids: [80094] },
  { name: 'Taiko', aliases: ['taiko'], ids: [167000] },
  { name: 'Zora', aliases: ['zora'], ids: [7777777] },
  { name: 'Lisk', aliases: ['lisk'], ids: [1135] },
  { name: 'Metis', aliases: ['metis'], ids: [1088] },
  { name: 'Moonbeam', aliases: ['moonbeam'], ids: [1284] },
  { name: 'Aurora', aliases: ['aurora'], ids: [1313161554] },
  { name: 'Kava', aliases: ['kava'], ids: [2222] },
  { name: 'Manta', aliases: ['manta pacific', 'manta'], ids: [169] },
  { name: 'Unichain', aliases: ['unichain'], ids: [130] },
  { name: 'Ink', aliases: ['ink', 'ink chain'], ids: [57073] },
  { name: 'Plasma', aliases: ['plasma'], ids: [9745] },
  { name: 'Katana', aliases: ['katana'], ids: [747474] },
  { name: 'Kroma', aliases: ['kroma'], ids: [255] },
  { name: 'Tempo', aliases: ['tempo'], ids: [4217] },
  { name: 'Soneium', aliases: ['soneium'], ids: [1868] },
  { name: 'World Chain', aliases: ['world chain', 'worldchain'], ids: [480] },
  { name: 'Abstract', aliases: ['abstract chain'], ids: [2741] },
  { name: 'X Layer', aliases: ['x layer', 'xlayer', 'x-layer'], ids: [196] },
  { name: 'Fraxtal', aliases: ['fraxtal'], ids: [252] },
  { name: 'Hyperliquid', aliases: ['hyperevm', 'hyperliquid', 'hyper evm'], ids: [999] },
  { name: 'Plume', aliases: ['plume'], ids: [98866] },
  { name: 'Cronos', aliases: ['cronos'], ids: [25] },
  { name: 'Kaia', aliases: ['kaia', 'klaytn'], ids: [8217] },
  { name: 'Flare', aliases: ['flare'], ids: [14] },
  { name: 'Boba', aliases: ['boba'], ids: [288] },
  { name: 'Zircuit', aliases: ['zircuit'], ids: [48900] },
  { name: 'BOB', aliases: ['bob mainnet', 'build on bitcoin'], ids: [60808] },
  { name: 'MegaETH', aliases: ['megaeth'], ids: [4326] },
  { name: 'Morph', aliases: ['morph l2', 'morph'], ids: [2818] },
  { name: 'Core', aliases: ['core dao', 'coredao'], ids: [1116] },
  { name: 'Corn', aliases: ['corn'], ids: [21000000] },
  { name: 'Swellchain', aliases: ['swellchain'], ids: [1923] },
  { name: 'XDC Network', aliases: ['xdc network', 'xdc'], ids: [50] },
  { name: 'SKALE', aliases: ['skale', 'skale base', 'skale europa'], ids: [2046399126] },
  { name: 'Starknet', aliases: ['starknet'], ids: [] },
  { name: 'Solana', aliases: ['solana'], ids: [] },
  { name: 'Sui', aliases: ['sui'], ids: [] },
  { name: 'Aptos', aliases: ['aptos'], ids: [] },
  { name: 'NEAR', aliases: ['near protocol'], ids: [] },
  { name: 'TON', aliases: ['ton blockchain'], ids: [] },
  { name: 'Tron', aliases: ['tron'], ids: [] },
  { name: 'Bitcoin', aliases: ['bitcoin'], ids: [] },
  { name: 'Cosmos', aliases: ['cosmos hub'], ids: [] },
  { name: 'Sepolia', aliases: ['sepolia'], ids: [11155111], testnet: true },
  { name: 'Holesky', aliases: ['holesky'], ids: [17000], testnet: true },
  { name: 'Hoodi', aliases: ['hoodi'], ids: [560048], testnet: true },
  { name: 'Goerli', aliases: ['goerli'], ids: [5], testnet: true },
  { name: 'Base Sepolia', aliases: ['base sepolia', 'base-sepolia'], ids: [84532], testnet: true },
  {
    name: 'Arbitrum Sepolia',
    aliases: ['arbitrum sepolia', 'arb sepolia'],
    ids: [421614],
    testnet: true,
  },
  {
    name: 'OP Sepolia',
    aliases: ['op sepolia', 'optimism sepolia', 'optimism-sepolia'],
    ids: [11155420],
    testnet: true,
  },
];

const byId = new Map<number, Chain>();
for (const c of CHAINS) for (const id of c.ids) byId.set(id, c);

export function chainById(id: number): Chain | undefined {
  return byId.get(id);
}

// Longest aliases first so "base sepolia" wins over "base" and "arbitrum nova" over "arbitrum".
const aliasList = CHAINS.flatMap((c) => c.aliases.map((a) => ({ alias: a, chain: c }))).sort(
  (a, b) => b.alias.length - a.alias.length,
);
const ALIAS_RE = new RegExp(
  `(?<![\\w-])(${aliasList.map((a) => a.alias.replace(/[-\s]/g, '[\\s_-]')).join('|')})(?![\\w-])`,
  'gi',
);
const aliasMap = new Map(aliasList.map((a) => [a.alias.replace(/[-\s]/g, ' '), a.chain]));

/**
 * Chains named in free text. Words that are also ordinary English ("base", "mode", "core",
 * "scroll", "ink", "nova") only count with a chain cue next to them, e.g. "on Base",
 * "Base deployment", or in a list of chains; callers pass `strict` for such texts.
 */
export function chainsInText(text: string, strict = true): Chain[] {
  const found: Chain[] = [];
  for (const m of text.matchAll(ALIAS_RE)) {
    const key = (m[1] ?? '').toLowerCase().replace(/[\s_-]+/g, ' ');
    const chain = aliasMap.get(key);
    if (!chain || found.includes(chain)) continue;
    // "zkSync Sepolia", "Metis testnet": the testnet of a chain, not the chain.
    const rest = text.slice((m.index ?? 0) + (m[0] ?? '').length);
    if (!chain.testnet && TESTNET_SUFFIX.test(rest)) continue;
    if (strict && AMBIGUOUS.has(key) && !hasChainCue(text, m.index ?? 0, key.length)) continue;
    found.push(chain);
  }
  return found;
}

const TESTNET_SUFFIX =
  /^[\s_-]*(sepolia|goerli|holesky|hoodi|testnet|devnet|fuji|amoy|mumbai|chiado|alfajores|minato|bartio|bepolia|cardona|curtis)\b/i;

const AMBIGUOUS = new Set(
  list(`
    base mode core scroll ink nova flare plasma tempo sonic corn morph bera near celo katana
    abstract sui boba manta kava blast plume
  `),
);

// "on/to/for Base", "Base chain/network/deployment", chains listed with commas/and.
function hasChainCue(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index).toLowerCase();
  const after = text.slice(index + length, index + length + 24).toLowerCase();
  if (/\b(on|to|for|onto|across)\s+$/.test(before)) return true;
  if (/^\s*(chain|network|mainnet|testnet|deployments?|support|l2|rpc)\b/.test(after)) return true;
  if (/^\s*(,|and\b)/.test(after) || /(,|\band)\s+$/.test(before)) return true;
  return false;
}

// Folders that hold one file per chain: "sdk/src/core/chains/definitions/polygon.ts",
// "packages/core/networks/100.json".
const CHAIN_DIRS = new Set(
  list(`chains networks network-configs chain-configs chainconfigs deploy-config deploy-configs`),
);

/**
 * The chain a file is named after: "Kroma_Mainnet.toml", "script/config/base-mainnet.json",
 * "chains/definitions/polygon.ts", "networks/100.json". A bare name ("optimism.rs", "base.ts")
 * names a chain only in a folder of per-chain files; elsewhere it is code about the chain.
 */
export function chainOfFileName(path: string): Chain | undefined {
  const dirs = path.toLowerCase().split('/');
  const file = dirs.pop() ?? '';
  const stem = file.replace(/\.(json|toml|ya?ml|ts|js|go|rs|py)$/, '');
  const bare = stem.replace(/[-_]mainnet$/, '');
  if (stem === file || (bare === stem && !dirs.some((d) => CHAIN_DIRS.has(d)))) return undefined;
  if (/^\d+$/.test(bare)) return chainById(Number(bare));
  return aliasMap.get(bare.replace(/[-_]+/g, ' '));
}

/** Chains named by path segments: "deployments/linea/…", ".../8453/run-latest.json", "999-core.json". */
export function chainsInPath(path: string): Chain[] {
  const found: Chain[] = [];
  for (const seg of path.toLowerCase().split('/')) {
    const idMatch = /^(\d{1,10})(?:[-_.][\w.-]*)?$/.exec(seg);
    if (idMatch) {
      const chain = chainById(Number(idMatch[1]));
      if (chain && !found.includes(chain)) found.push(chain);
      continue;
    }
    const name = seg.replace(/\.(json|toml|ya?ml|ts|js)$/, '').replace(/[-_]+/g, ' ');
    const chain = aliasMap.get(name);
    if (chain && !found.includes(chain)) found.push(chain);
  }
  return found;
}
