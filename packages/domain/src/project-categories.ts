// The 16 project categories of the bundled registry (data/projects.json): our own curated
// assignment, one per project (data/README.md), each with what it covers. A registry file is
// checked against them when it is read (apps/server/src/collectors/demo/dataset.ts): an entry
// with another category is refused, with its line and field.

export interface ProjectCategoryRecord {
  /** What the category covers (data/README.md). */
  readonly covers: string;
  /** The projects are chains or rollups themselves: another chain is no deployment they adopt. */
  readonly isChain: boolean;
}

const records = {
  'Layer 1': {
    covers:
      'base-layer blockchains and their ecosystems, including Cosmos/Polkadot app-chain platforms and DA layers such as Celestia and Avail',
    isChain: true,
  },
  'Layer 2': {
    covers:
      'rollups and scaling layers: Ethereum L2s, rollup stacks, Bitcoin L2s and sidechains (Stacks, Rootstock, Lightning, Liquid)',
    isChain: true,
  },
  DEX: {
    covers: 'spot AMMs, order-book DEXs, DEX aggregators, perpetual DEXs and prediction markets',
    isChain: false,
  },
  Lending: {
    covers: 'money markets, CDP/lending protocols, credit and undercollateralised lending',
    isChain: false,
  },
  DeFi: {
    covers:
      'liquid (re)staking, yield and vaults, structured products, synthetics and options, insurance, streaming payments, DeFi dashboards',
    isChain: false,
  },
  'Stablecoins & RWAs': {
    covers: 'stablecoin issuers and protocols, tokenised real-world assets and RWA chains',
    isChain: false,
  },
  Oracles: { covers: 'price feeds and data/compute oracles', isChain: false },
  'Bridges & Interoperability': {
    covers: 'messaging protocols, token bridges, cross-chain swap aggregators, wrapped BTC',
    isChain: false,
  },
  Infrastructure: {
    covers:
      'RPC/node providers, indexers and analytics, clients, MEV, restaking and shared sequencing, account abstraction, ZK proving, staking infrastructure',
    isChain: false,
  },
  'Developer Tools': {
    covers: 'frameworks, languages, SDKs, auditing and security firms, developer education',
    isChain: false,
  },
  Wallets: {
    covers: 'self-custody and smart-contract wallets, hardware wallets, wallet connectivity',
    isChain: false,
  },
  'Gaming & NFTs': {
    covers: 'NFT marketplaces and standards, games and gaming chains, metaverse projects',
    isChain: false,
  },
  AI: { covers: 'decentralised AI, agent frameworks, compute marketplaces for AI', isChain: false },
  DePIN: { covers: 'storage, compute, bandwidth, sensor and energy networks', isChain: false },
  Privacy: {
    covers: 'privacy coins and chains, mixers and shielded pools, ZK identity, FHE and MPC',
    isChain: false,
  },
  'Social, Identity & DAOs': {
    covers:
      'naming, social protocols, messaging, attestations and identity, DAO tooling and governance, public-goods funding',
    isChain: false,
  },
} satisfies Record<string, ProjectCategoryRecord>;

export type ProjectCategory = keyof typeof records;

export const PROJECT_CATEGORY_REGISTRY: Readonly<Record<ProjectCategory, ProjectCategoryRecord>> =
  records;

export function isProjectCategory(value: string): value is ProjectCategory {
  return Object.hasOwn(records, value);
}

// Object.keys types its result as string[]; the registry's keys are exactly the categories.
export const PROJECT_CATEGORIES: readonly ProjectCategory[] = Object.keys(
  records,
) as ProjectCategory[];
