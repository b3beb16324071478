// What part a technology plays in a project, and so whether the quarterly analysis may ever
// recommend adopting it (ADR 040). Each stack category has a default role
// (stack-categories.ts); the stack rule pack names the exceptions per technology.

export interface TechnologyRoleRecord {
  /** What technologies of this role are, for readers of the vocabulary and the ADR. */
  readonly covers: string;
  /**
   * Whether a technology of this role may be a recommendation at all. Even then it is one only
   * when comparable peers adopted it and it fits the project (its languages, its category).
   */
  readonly recommendable: boolean;
}

const records = {
  capability: {
    covers:
      'a Web3 capability a product builds on: an oracle, a bridge, a data availability layer, a proving system, wallet sign-in, decentralised storage, an integration with another protocol',
    recommendable: true,
  },
  toolchain: {
    covers:
      'a Web3 development toolchain or contract library (Foundry, Hardhat, OpenZeppelin Contracts, Viem, Alloy): recommended only to projects that write the languages it serves',
    recommendable: true,
  },
  network: {
    covers:
      'a chain a project deploys on: a recommendation only for applications, never for a chain or rollup itself',
    recommendable: true,
  },
  platform: {
    covers:
      'the framework or client a chain is built on (OP Stack, Cosmos SDK, Substrate, Geth): a founding choice, not an adoption',
    recommendable: false,
  },
  generic: {
    covers:
      'general-purpose tooling and commodity services: languages, cloud providers, databases, CLI, test, bench and fuzz libraries, logging and metrics, linters, formatters, CI and build tools, web frameworks, audit firms',
    recommendable: false,
  },
  retired: {
    covers: 'a tool its maintainers retired or replaced (Truffle, Ganache, ethers-rs)',
    recommendable: false,
  },
} satisfies Record<string, TechnologyRoleRecord>;

export type TechnologyRole = keyof typeof records;

export const TECHNOLOGY_ROLE_REGISTRY: Readonly<Record<TechnologyRole, TechnologyRoleRecord>> =
  records;

// Object.keys types its result as string[]; the registry's keys are exactly the roles.
export const TECHNOLOGY_ROLES: readonly TechnologyRole[] = Object.keys(records) as TechnologyRole[];
