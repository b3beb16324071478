// Names and block explorers of the EVM chains token lists name most (chain ids of chainlist.org).
// A chain not listed here is shown as 'chain {id}' with no explorer link.

export interface Chain {
  name: string;
  /** Explorer base URL: `{explorer}/token/{address}` shows the token. */
  explorer: string | null;
}

const CHAINS: Record<number, Chain> = {
  1: { name: 'Ethereum', explorer: 'https://etherscan.io' },
  10: { name: 'OP Mainnet', explorer: 'https://optimistic.etherscan.io' },
  56: { name: 'BNB Smart Chain', explorer: 'https://bscscan.com' },
  100: { name: 'Gnosis', explorer: 'https://gnosisscan.io' },
  130: { name: 'Unichain', explorer: 'https://uniscan.xyz' },
  137: { name: 'Polygon', explorer: 'https://polygonscan.com' },
  324: { name: 'zkSync Era', explorer: 'https://era.zksync.network' },
  424: { name: 'PGN', explorer: null },
  480: { name: 'World Chain', explorer: 'https://worldscan.org' },
  690: { name: 'Redstone', explorer: null },
  1135: { name: 'Lisk', explorer: 'https://blockscout.lisk.com' },
  1750: { name: 'Metal L2', explorer: null },
  1868: { name: 'Soneium', explorer: 'https://soneium.blockscout.com' },
  1923: { name: 'Swellchain', explorer: null },
  4801: { name: 'World Chain Sepolia', explorer: null },
  8453: { name: 'Base', explorer: 'https://basescan.org' },
  34443: { name: 'Mode', explorer: 'https://modescan.io' },
  42161: { name: 'Arbitrum One', explorer: 'https://arbiscan.io' },
  42220: { name: 'Celo', explorer: 'https://celoscan.io' },
  43114: { name: 'Avalanche', explorer: 'https://snowtrace.io' },
  57073: { name: 'Ink', explorer: null },
  59144: { name: 'Linea', explorer: 'https://lineascan.build' },
  81457: { name: 'Blast', explorer: 'https://blastscan.io' },
  84532: { name: 'Base Sepolia', explorer: 'https://sepolia.basescan.org' },
  11155111: { name: 'Sepolia', explorer: 'https://sepolia.etherscan.io' },
  11155420: { name: 'OP Sepolia', explorer: 'https://sepolia-optimism.etherscan.io' },
};

export function chainOf(chainId: number): Chain | undefined {
  return CHAINS[chainId];
}
