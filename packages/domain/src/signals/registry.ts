// The 18 signals (spec: signals.md), one record each, in the spec's order. The ids are the
// contract between engine, API, evaluation sets and screens. Adding a signal is one record here
// plus its rule in the engine; the compiler then lists every other table keyed by signal.
import type { SignalRecord } from './signal-record';

const records = {
  new_feature: {
    title: 'New products & features',
    definition:
      'adds user- or integrator-facing capability (a new contract, function, endpoint, command, hook, market type)',
    priority: 'medium',
    importance: 6,
    weight: 8,
    aliases: ['new feature', 'features', 'new product', 'new products', 'product launch'],
    nounVerb: { present: 'ships', past: 'Shipped' },
    impact: {
      user: 'Users and integrators get new capabilities.',
      business: 'widens what the product offers to users and integrators',
      window: 'New features expand what users and integrators can do with the project',
    },
    quarterly: { topPriority: true },
  },
  partnership_integration: {
    title: 'Key partnerships & integrations',
    definition: 'integrates another named protocol, service or company',
    priority: 'medium',
    importance: 7,
    weight: 8,
    aliases: ['partnership', 'partnerships', 'integration', 'integrations'],
    nounVerb: null,
    impact: {
      user: 'Users can reach another protocol or service through the project.',
      business: 'ties the project to other protocols and services and their users',
      window:
        'New integrations connect the project to other protocols and services, a sign of ecosystem traction',
    },
    quarterly: { integrations: 1, topPriority: true },
  },
  chain_expansion: {
    title: 'Chain expansions',
    definition: 'adds support or a deployment for a chain or network the project did not have',
    priority: 'high',
    importance: 3,
    weight: 14,
    aliases: ['chain expansion', 'new chain', 'new chains', 'multichain', 'multi-chain'],
    nounVerb: { present: 'deploys', past: 'Deployed' },
    impact: {
      user: 'Users can use the project on a chain it did not support before.',
      business: 'opens the project to the users and liquidity of more chains',
      window:
        'New chain support widens the reachable user base and the liquidity the project can tap',
    },
    quarterly: { architecture: 3, highlights: 3, topPriority: true },
  },
  parameter_update: {
    title: 'Parameter updates',
    definition: 'changes a numeric or configured risk/economic/operational parameter',
    priority: 'medium',
    importance: 10,
    weight: 6,
    aliases: ['parameter', 'parameters', 'parameter change', 'risk parameters'],
    nounVerb: null,
    impact: {
      user: 'Users see changed risk, fee or operating parameters.',
      business: 'tunes risk, fees and operations of the running product',
      window:
        'Parameter updates change risk or economic settings that users of the protocol feel directly',
    },
    quarterly: { topPriority: true },
  },
  tokenomics_change: {
    title: 'Tokenomics changes',
    definition:
      'changes token supply, emissions, vesting, staking rewards, fees to holders, buyback/burn',
    priority: 'high',
    importance: 4,
    weight: 12,
    aliases: [
      'tokenomics',
      'emissions',
      'token supply',
      'vesting',
      'staking rewards',
      'buyback',
      'token burn',
    ],
    nounVerb: null,
    impact: {
      user: 'Token holders see changed supply, emissions, rewards or fees.',
      business: 'changes the economics token holders are exposed to',
      window:
        'Tokenomics changes alter supply, rewards or fees, which holders and stakers should review',
    },
    quarterly: { highlights: 9, topPriority: true },
  },
  tech_stack_change: {
    title: 'Tech stack changes',
    definition: 'adds, removes or replaces a dependency, framework, toolchain or language version',
    priority: 'low',
    importance: 17,
    weight: 3,
    aliases: ['tech stack', 'dependencies', 'dependency', 'toolchain', 'stack change'],
    nounVerb: null,
    impact: {
      user: 'Little visible change: the project changed its dependencies or tooling.',
      business: 'keeps the technical foundation current',
      window:
        'Tech stack changes keep the codebase current; they rarely change behaviour for users',
    },
    quarterly: { topPriority: true },
  },
  security_fix: {
    title: 'Security fixes',
    definition: 'fixes a vulnerability, an unsafe pattern, or hardens access control/validation',
    priority: 'high',
    importance: 1,
    weight: 14,
    aliases: ['security', 'security fix', 'vulnerability', 'vulnerabilities', 'exploit'],
    nounVerb: { present: 'addresses', past: 'Addressed' },
    impact: {
      user: 'Users and integrators should move to the fixed version.',
      business: 'reduces the risk of loss for users and of damage to reputation',
      window:
        'Security fixes lower the risk for users and integrators; anyone running affected versions should upgrade',
    },
    quarterly: { improvements: 1, highlights: 1, topPriority: true },
  },
  audit: {
    title: 'Audits',
    definition: 'adds or references an audit report, findings or formal verification',
    priority: 'medium',
    importance: 14,
    weight: 5,
    aliases: ['audit', 'audits', 'audit report', 'formal verification'],
    nounVerb: { present: 'addresses', past: 'Addressed' },
    impact: {
      user: 'Users get audit or verification evidence for the code.',
      business: 'builds the verification evidence that users and partners look for',
      window: 'Audit work signals attention to security ahead of launches or upgrades',
    },
    quarterly: { improvements: 3, highlights: 10, topPriority: true },
  },
  upgrade_migration: {
    title: 'Upgrades & migrations',
    definition: 'upgrades a contract/protocol version or migrates state, storage, schemas or APIs',
    priority: 'medium',
    importance: 11,
    weight: 6,
    aliases: ['upgrade', 'upgrades', 'migration', 'migrations', 'contract upgrade'],
    nounVerb: null,
    impact: {
      user: 'Users and integrators move to an upgraded version or migrated state.',
      business: 'moves users and integrators onto newer versions',
      window:
        'Upgrades and migrations move contracts or state to new versions; integrators should check the new addresses and interfaces',
    },
    quarterly: { architecture: 2, highlights: 4, topPriority: true },
  },
  deprecation: {
    title: 'Deprecations',
    definition: 'deprecates or removes a feature, contract, endpoint or supported version',
    priority: 'medium',
    importance: 15,
    weight: 5,
    aliases: ['deprecation', 'deprecations', 'sunset'],
    nounVerb: { present: 'deprecates', past: 'Deprecated' },
    impact: {
      user: 'Integrators must stop relying on a deprecated feature.',
      business: 'narrows the surface the team must maintain',
      window:
        'Deprecations retire features or versions that users and integrators should move away from',
    },
    quarterly: { architecture: 6, topPriority: true },
  },
  release: {
    title: 'Releases',
    definition: 'cuts a version: version bumps, changelogs, tags',
    priority: 'low',
    importance: 12,
    weight: 4,
    aliases: ['release', 'releases', 'new version'],
    nounVerb: { present: 'releases', past: 'Released' },
    impact: {
      user: 'A new version is available to users and integrators.',
      business: 'puts finished work in the hands of users',
      window: 'New releases put the latest changes in the hands of node operators and developers',
    },
    // A version bump says when work shipped, not where it went.
    quarterly: { topPriority: false },
  },
  governance_change: {
    title: 'Governance changes',
    definition: 'changes governance processes, voting, timelocks, roles, multisigs, proposals',
    priority: 'high',
    importance: 5,
    weight: 12,
    aliases: ['governance', 'voting', 'timelock', 'multisig', 'proposal', 'proposals'],
    nounVerb: null,
    impact: {
      user: 'Governance participants see changed voting, roles or timelocks.',
      business: 'changes who decides and how fast decisions take effect',
      window:
        'Governance changes shift who can change the protocol and how, which matters to token holders and delegates',
    },
    quarterly: { architecture: 5, highlights: 8, topPriority: true },
  },
  oracle_change: {
    title: 'Oracle changes',
    definition: 'adds, replaces or reconfigures a price feed or oracle',
    priority: 'medium',
    importance: 9,
    weight: 7,
    aliases: ['oracle', 'oracles', 'price feed', 'price feeds'],
    nounVerb: null,
    impact: {
      user: 'Prices and data the project relies on come from a changed oracle setup.',
      business: 'changes the price and data dependencies the product is exposed to',
      window:
        'Oracle changes affect the prices the protocol relies on, and with them liquidations and risk',
    },
    quarterly: { integrations: 3, highlights: 6, topPriority: true },
  },
  bridge_integration: {
    title: 'Bridges & cross-chain',
    definition: 'adds or changes cross-chain messaging or bridging',
    priority: 'medium',
    importance: 8,
    weight: 7,
    aliases: ['bridge', 'bridges', 'cross-chain', 'crosschain', 'bridging'],
    nounVerb: null,
    impact: {
      user: 'Users can move assets or messages across chains in a changed way.',
      business: 'changes how value and messages flow across chains',
      window:
        'Cross-chain work changes how assets and messages move between networks, with new reach and new trust assumptions',
    },
    quarterly: { architecture: 4, integrations: 2, highlights: 7, topPriority: true },
  },
  performance: {
    title: 'Performance & gas',
    definition: 'makes code faster, cheaper in gas, or lighter',
    priority: 'low',
    importance: 16,
    weight: 3,
    aliases: ['performance', 'gas', 'gas optimization', 'gas optimisation', 'optimization'],
    nounVerb: null,
    impact: {
      user: 'Users get faster or cheaper operations.',
      business: 'lowers cost and latency for users',
      window: 'Performance and gas work makes the project cheaper or faster to use',
    },
    quarterly: { improvements: 2, highlights: 5, topPriority: true },
  },
  breaking_change: {
    title: 'Breaking changes',
    definition: 'changes an interface, ABI, API or behaviour in a way integrators must adapt to',
    priority: 'high',
    importance: 2,
    weight: 12,
    aliases: ['breaking change', 'breaking changes', 'api change', 'abi change'],
    nounVerb: { present: 'changes', past: 'Changed' },
    impact: {
      user: 'Integrators must adapt their code to a changed interface or behaviour.',
      business: 'asks integrators to adapt, a cost paid for a cleaner interface',
      window:
        'Breaking changes mean integrators must adapt their code before they move to the new version',
    },
    quarterly: { architecture: 1, highlights: 2, topPriority: true },
  },
  deployment: {
    title: 'Deployments',
    definition:
      'records a deployment: addresses, broadcast artifacts, deploy scripts run on a network',
    priority: 'medium',
    importance: 13,
    weight: 5,
    aliases: ['deployment', 'deployments', 'deploy', 'mainnet deployment'],
    nounVerb: { present: 'deploys', past: 'Deployed' },
    impact: {
      user: 'New contract deployments are live for users and integrators.',
      business: 'makes new contracts available on chain',
      window: 'Deployments put code on-chain, the step that makes new features usable',
    },
    quarterly: { topPriority: true },
  },
  contributor_surge: {
    title: 'Contributor activity',
    definition:
      "a day/period-level signal only: unusual rise or fall in active contributors or commit volume against the project's own baseline",
    priority: 'low',
    importance: 18,
    weight: 3,
    aliases: ['contributor activity', 'contributor surge', 'developer activity'],
    nounVerb: null,
    impact: {
      user: 'The team size working on the project changed noticeably.',
      business: 'changes the capacity of the team',
      window:
        'A change in contributor activity shows how much engineering attention the project gets',
    },
    // Who did the work, not where it went.
    quarterly: { topPriority: false },
  },
} satisfies Record<string, SignalRecord>;

/** A signal's id: a key of the registry. */
export type SignalId = keyof typeof records;

/** Every signal's record by id; `SIGNAL_IDS` gives them in the spec's order. */
export const SIGNAL_REGISTRY: Readonly<Record<SignalId, SignalRecord>> = records;
