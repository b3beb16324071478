// Names and block explorers of the chains token lists name most (chain ids of chainlist.org; the
// bundled lists' own ones too, ADR 036). Retired testnets and chains whose explorer address we do
// not know have no explorer. A chain not listed here is shown as 'chain {id}' with no link.

export interface Chain {
  name: string;
  /** Explorer base URL: `{explorer}/token/{address}` shows the token. */
  explorer: string | null;
}

const CHAINS: Record<number, Chain> = {
  1: { name: 'Ethereum', explorer: 'https://etherscan.io' },
  3: { name: 'Ropsten', explorer: null },
  4: { name: 'Rinkeby', explorer: null },
  5: { name: 'Goerli', explorer: null },
  10: { name: 'OP Mainnet', explorer: 'https://optimistic.etherscan.io' },
  42: { name: 'Kovan', explorer: null },
  56: { name: 'BNB Smart Chain', explorer: 'https://bscscan.com' },
  69: { name: 'Optimism Kovan', explorer: null },
  100: { name: 'Gnosis', explorer: 'https://gnosisscan.io' },
  130: { name: 'Unichain', explorer: 'https://uniscan.xyz' },
  137: { name: 'Polygon', explorer: 'https://polygonscan.com' },
  143: { name: 'Monad', explorer: null },
  196: { name: 'X Layer', explorer: null },
  324: { name: 'zkSync Era', explorer: 'https://era.zksync.network' },
  420: { name: 'Optimism Goerli', explorer: null },
  424: { name: 'PGN', explorer: null },
  480: { name: 'World Chain', explorer: 'https://worldscan.org' },
  690: { name: 'Redstone', explorer: null },
  1135: { name: 'Lisk', explorer: 'https://blockscout.lisk.com' },
  1750: { name: 'Metal L2', explorer: null },
  1868: { name: 'Soneium', explorer: 'https://soneium.blockscout.com' },
  1923: { name: 'Swellchain', explorer: null },
  4202: { name: 'Lisk Sepolia', explorer: null },
  4217: { name: 'Tempo', explorer: null },
  4663: { name: 'Robinhood Chain', explorer: null },
  4801: { name: 'World Chain Sepolia', explorer: null },
  8453: { name: 'Base', explorer: 'https://basescan.org' },
  34443: { name: 'Mode', explorer: 'https://modescan.io' },
  42161: { name: 'Arbitrum One', explorer: 'https://arbiscan.io' },
  42220: { name: 'Celo', explorer: 'https://celoscan.io' },
  43114: { name: 'Avalanche', explorer: 'https://snowtrace.io' },
  57073: { name: 'Ink', explorer: null },
  59144: { name: 'Linea', explorer: 'https://lineascan.build' },
  80001: { name: 'Polygon Mumbai', explorer: null },
  81457: { name: 'Blast', explorer: 'https://blastscan.io' },
  84531: { name: 'Base Goerli', explorer: null },
  84532: { name: 'Base Sepolia', explorer: 'https://sepolia.basescan.org' },
  7777777: { name: 'Zora', explorer: null },
  11142220: { name: 'Celo Sepolia', explorer: null },
  11155111: { name: 'Sepolia', explorer: 'https://sepolia.etherscan.io' },
  11155420: { name: 'OP Sepolia', explorer: 'https://sepolia-optimism.etherscan.io' },
  // Not an EVM chain: the id Uniswap's default list gives Solana (src/tokens/solana.json).
  501000101: { name: 'Solana', explorer: 'https://solscan.io' },
};

export function chainOf(chainId: number): Chain | undefined {
  return CHAINS[chainId];
}
