/**
 * All marketing copy of the public pages, in one place for the operator to edit.
 *
 * Rules for anything added here (docs/ARCHITECTURE "Look, feel and content"): no invented
 * people, endorsements or numbers. Figures shown on pages ("500+ projects") are computed from
 * the API at run time, never typed here; trusted-by lists ecosystems whose activity we cover.
 */
export type LinkTarget = { label: string; to: string };
export type IconName =
  | 'trending-up'
  | 'handshake'
  | 'shield-check'
  | 'scale'
  | 'globe'
  | 'sparkles'
  | 'link'
  | 'git-branch'
  | 'sliders'
  | 'coins'
  | 'layers';
export type FeatureCard = { title: string; description: string; icon: IconName };

export const brand = {
  name: 'GitSignals',
  /** Operator: set the real support address; it is used in the footer and legal pages. */
  contactEmail: 'team@gitsignals.example',
  description:
    'Plain-English daily signals from the public git activity of Web3 projects, for the people who track them.',
};

export const hero = {
  title: 'Track what your favorite Web3 projects are building',
  /** `{projects}` is replaced by the project count from the API ("500+"); dropped while loading. */
  subtitle:
    'GitSignals reads the public code activity of {projects} Web3 projects every day and turns it into short, plain-English signals: new features, chain expansions, parameter updates and more.',
  subtitleWithoutCount:
    'GitSignals reads the public code activity of Web3 projects every day and turns it into short, plain-English signals: new features, chain expansions, parameter updates and more.',
  primaryCta: { label: 'Subscribe today', to: '/pricing' },
  secondaryCta: { label: 'Browse the signals', to: '/signals' },
} as const;

export const trustedBy = {
  title: 'Following activity across the ecosystems you care about',
  /** Ecosystems whose projects are in our registry; logo = the GitHub organisation's avatar. */
  ecosystems: [
    { name: 'Ethereum', githubOrg: 'ethereum' },
    { name: 'Arbitrum', githubOrg: 'OffchainLabs' },
    { name: 'Optimism', githubOrg: 'ethereum-optimism' },
    { name: 'Celestia', githubOrg: 'celestiaorg' },
    { name: 'Solana', githubOrg: 'solana-labs' },
    { name: 'Cosmos', githubOrg: 'cosmos' },
  ],
} as const;

export const dailySignals = {
  title: 'Daily Github Signals',
  description:
    'A sample of today’s public signals. Each card summarises one project’s recent commits in plain English.',
  loading: 'Loading feeds...',
  empty: 'No feeds available at the moment.',
  error: 'We could not load the feeds right now. Please try again in a moment.',
  retry: 'Try again',
  more: { label: 'See all signals', to: '/signals' },
} as const;

export const roles = {
  title: 'Built for the teams that follow Web3 closely',
  description: 'AI agent insights tuned to what each team needs to know.',
  cards: [
    {
      title: 'Investing',
      description:
        'Spot shipping momentum, new products and tokenomics changes before they show up in announcements.',
      icon: 'trending-up',
    },
    {
      title: 'BD + Growth',
      description:
        'See which projects integrate partners, expand to new chains and need the services you offer.',
      icon: 'handshake',
    },
    {
      title: 'Auditing',
      description:
        'Follow security fixes, contract upgrades and breaking changes in the code you are responsible for.',
      icon: 'shield-check',
    },
    {
      title: 'Risk',
      description:
        'Track parameter updates, oracle changes and governance changes that move your exposure.',
      icon: 'scale',
    },
    {
      title: 'Ecosystem',
      description:
        'Watch what builders on your chain ship, which integrations land and where grants make a difference.',
      icon: 'globe',
    },
  ] satisfies FeatureCard[],
} as const;

export const contactInfo = {
  title: 'Reach the people behind the code',
  description:
    'Premium members get contact details of key decision makers for the projects they follow, next to each project’s signals and technology stack, so a signal can become a conversation.',
  points: [
    'Names and titles of the people who lead a project',
    'Work e-mail and public profiles where available',
    'One click from a project’s stack to its contacts',
  ],
  cta: { label: 'Explore contacts', to: '/network' },
} as const;

export const discovery = {
  title: 'What you will discover',
  description: 'Every day, meaningful commits are classified into signals like these.',
  cards: [
    {
      title: 'New Products',
      description: 'New contracts, functions, endpoints and features as they are added.',
      icon: 'sparkles',
    },
    {
      title: 'Key Partnerships',
      description: 'Integrations with other named protocols, services and companies.',
      icon: 'link',
    },
    {
      title: 'Chain Expansions',
      description: 'Support and deployments for chains and networks a project did not have.',
      icon: 'git-branch',
    },
    {
      title: 'Parameter Updates',
      description: 'Changes to caps, fees, thresholds and other risk or economic parameters.',
      icon: 'sliders',
    },
    {
      title: 'Tokenomics Changes',
      description: 'Changes to supply, emissions, vesting, staking rewards, buybacks and burns.',
      icon: 'coins',
    },
    {
      title: 'Tech Stacks',
      description: 'Dependencies, frameworks and toolchains added, removed or replaced.',
      icon: 'layers',
    },
  ] satisfies FeatureCard[],
} as const;

export const closingCta = {
  title: 'Become a founding member',
  description:
    'Founding pricing is open to our first subscribers: unlimited daily analyses, AI agent insights and contact info for key decision makers.',
  cta: { label: 'See founding pricing', to: '/pricing' },
} as const;

export const footer = {
  links: [
    { label: 'About', to: '/about' },
    { label: 'Team', to: '/team' },
    { label: 'Privacy', to: '/privacy' },
    { label: 'Terms', to: '/terms' },
  ] satisfies LinkTarget[],
  contactLabel: 'Contact',
  registryNote: 'Project registry:',
} as const;

export const publicNav = [
  { label: 'Signals', to: '/signals' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Team', to: '/team' },
  { label: 'About', to: '/about' },
] as const satisfies readonly LinkTarget[];
