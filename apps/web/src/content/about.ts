import type { AgentProfileType, SignalId } from '@gitsignals/contracts/constants';
import type { LinkTarget } from './marketing';

/**
 * The about/marketing page (/about; spec section 2, "Team, Unsubscribe, legal, 404": collapsible
 * sections The Problem, Solution, agent engine table, GitHub intelligence table, Real Use Cases,
 * More Research, Roadmap, Get in Touch). Edited by the operator.
 *
 * The 18 signals themselves (titles, definitions, priorities) are not copied here: the page reads
 * them from `@gitsignals/contracts/constants`. `{projects}` becomes the project count from the API
 * ("500+"), `{email}` a mail link to the support address. No invented customers or numbers.
 */
export type AgentRow = {
  name: string;
  audience: string;
  watches: string;
  /** The profile's setup questions (spec section 2, Agent Hub), in the words users see. */
  asks: readonly string[];
  signals: readonly SignalId[];
};

export const about = {
  title: 'About GitSignals',
  eyebrow: 'About',
  description:
    'An AI-verified, builder-first capital-markets layer, starting with the most honest record of what builders do: their code.',
  problem: {
    title: 'The Problem',
    paragraphs: [
      'Web3 projects build in public. A new market, a chain deployment, a risk-parameter change or an edit to a token contract lands in a public git repository, often days or weeks before anyone announces it.',
      'Yet almost nobody reads that record. Merge commits, bots, formatting and dependency noise bury the few changes that matter, and reading diffs takes engineering time that investors, BD, risk and research teams rarely have.',
    ],
    points: [
      'Announcements lag the code, and some changes are never announced at all.',
      'Across hundreds of repositories, noise far outweighs signal.',
      'Each team needs something different: a risk desk and a BD lead care about different commits.',
    ],
  },
  solution: {
    title: 'Solution',
    /** `{projects}` is replaced by the project count; `withoutCount` shows while it loads. */
    paragraph:
      'GitSignals reads the public repositories of {projects} Web3 projects every day, filters out the noise, classifies every meaningful commit into 18 signals and writes a short, plain-English summary that cites the commits behind it.',
    paragraphWithoutCount:
      'GitSignals reads the public repositories of Web3 projects every day, filters out the noise, classifies every meaningful commit into 18 signals and writes a short, plain-English summary that cites the commits behind it.',
    points: [
      'A daily feed of signals for every project, and a personal feed of the projects you follow.',
      'AI agent insights for growth, risk, auditing, investing and ecosystem teams.',
      'Technology stacks, quarterly analyses and contact info for key decision makers.',
      'Every summary links to its commits, so any claim can be checked in seconds.',
    ],
    vision: {
      title: 'Where it leads',
      text: 'Verified building is the foundation of a builder-first capital market: a builder token standard with half of the supply for builder incentives and half for a public fair launch, a 24-hour community veto on unlocks, and automated buyback and burn.',
    },
  },
  agents: {
    title: 'Agent Engine',
    description:
      'Five AI agent profiles, one per kind of team. Each asks a few questions, then matches the answers against every new signal and writes what the match means for you.',
    columns: { agent: 'Agent', watches: 'What it watches', signals: 'Typical signals' },
    rows: {
      growth: {
        name: 'Growth',
        audience: 'BD and growth teams',
        watches: 'What your competitors and partners ship, integrate and where they expand.',
        asks: ['Competitors', 'Partners'],
        signals: ['partnership_integration', 'chain_expansion', 'new_feature'],
      },
      risk: {
        name: 'Risk',
        audience: 'Treasury and risk teams',
        watches:
          'Changes in the protocols you are exposed to that move the risk factors you track.',
        asks: ['Protocols', 'Risk factors'],
        signals: ['parameter_update', 'oracle_change', 'governance_change', 'security_fix'],
      },
      auditor: {
        name: 'Auditor',
        audience: 'Security auditors',
        watches:
          'New code in the projects you audited, filtered to the kinds of change you review.',
        asks: ['Audited projects', 'Change types'],
        signals: ['security_fix', 'upgrade_migration', 'breaking_change', 'audit'],
      },
      investor: {
        name: 'Investor',
        audience: 'Investors and researchers',
        watches: 'Shipping momentum in your portfolio and the economic factors you follow.',
        asks: ['Portfolio', 'Economic factors'],
        signals: ['tokenomics_change', 'new_feature', 'release', 'contributor_surge'],
      },
      ecosystem: {
        name: 'Ecosystem',
        audience: 'Ecosystem, developer-relations and grants teams',
        watches:
          'Integrations with your ecosystem and the technical changes of projects building on it.',
        asks: ['Integrations', 'Technical changes'],
        signals: ['bridge_integration', 'deployment', 'tech_stack_change', 'chain_expansion'],
      },
    } satisfies Record<AgentProfileType, AgentRow>,
    asksLabel: 'Asks for',
    cta: { label: 'Open the Agent Hub', to: '/agent' },
  },
  signals: {
    title: 'GitHub Intelligence',
    description:
      'Every meaningful commit is classified into zero or more of 18 signals. The priority of a feed item comes from the strongest signal it carries.',
    columns: { signal: 'Signal', definition: 'A commit carries it when it…', priority: 'Priority' },
    /** Spec section 9: the marketing table shows 6 of the 18 signals first. */
    initialCount: 6,
    showAll: 'Show All 18 Signals',
    showFewer: 'Show Fewer Signals',
    noise:
      'Left out as noise: merge commits without changes of their own, commits by bots, formatting-, lint-, typo-, lockfile-, CI- or docs-only commits, and commits that only touch generated or vendored files.',
  },
  useCases: {
    title: 'Real Use Cases',
    description: 'How the teams GitSignals is built for put a signal to work.',
    cases: [
      {
        team: 'Risk',
        title: 'A collateral parameter changes',
        text: 'A lending protocol you are exposed to lowers a collateral factor and swaps an oracle adapter. The risk agent flags the parameter update and the oracle change the day they are committed, with links to both commits.',
      },
      {
        team: 'BD + Growth',
        title: 'A competitor integrates your partner',
        text: 'A competitor adds an adapter for a protocol you partner with. The growth agent surfaces the integration, and the project’s contacts are one click away from its stack.',
      },
      {
        team: 'Investing',
        title: 'A portfolio project expands',
        text: 'A project you hold starts deploying to a new layer 2 and changes its emission schedule. Both show up as high-priority signals before the announcement.',
      },
      {
        team: 'Auditing',
        title: 'Audited code moves on',
        text: 'A project you audited migrates its storage layout and renames public functions. The auditor agent flags the upgrade and the breaking change for a new review.',
      },
      {
        team: 'Ecosystem',
        title: 'Grants turn into shipped code',
        text: 'Projects in your ecosystem integrate a cross-chain messaging protocol and move to a new toolchain. The ecosystem agent shows which grantees are shipping.',
      },
      {
        team: 'Research',
        title: 'A quarter at a glance',
        text: 'Quarterly analyses compare a project’s shipping activity, signals and contributors over the quarter, so a research note starts from the code rather than from press releases.',
      },
    ],
  },
  research: {
    title: 'More Research',
    description: 'Go deeper than the daily feed.',
    links: [
      {
        label: 'Quarterly analysis',
        to: '/quarterly-analysis',
        description: 'A project’s quarter: activity, signals, contributors and highlights.',
      },
      {
        label: 'Technology stacks',
        to: '/stacks',
        description: 'The chains, oracles, bridges and frameworks each project builds on.',
      },
      {
        label: 'Projects',
        to: '/projects',
        description: 'Every project we cover, by category and network, with its recent analysis.',
      },
      {
        label: 'Token listings',
        to: '/token-listings',
        description: 'New tokens added to the lists that wallets and exchanges read.',
      },
      {
        label: 'Search',
        to: '/search',
        description: 'Find every signal that mentions a protocol, a chain or a keyword.',
      },
      {
        label: 'One-pager',
        to: '/one-pager',
        description: 'GitSignals on a single page, to share with your team.',
      },
    ] satisfies (LinkTarget & { description: string })[],
  },
  roadmap: {
    title: 'Roadmap',
    /** Spec section 1: now AI analysis of repository activity, then the four dated steps. */
    items: [
      {
        when: 'Now',
        title: 'AI analysis of repository activity',
        text: 'Daily signals, agent insights, technology stacks, quarterly analyses and contacts.',
        live: true,
      },
      { when: 'Q3 2025', title: 'AI network', text: '', live: false },
      {
        when: 'Q4 2025',
        title: 'Token standard',
        text: 'Half builder incentives, half public fair launch, a 24-hour community veto on unlocks, automated buyback and burn.',
        live: false,
      },
      { when: 'Q1 2026', title: 'DEX', text: '', live: false },
      { when: 'Q2 2026', title: 'Crosschain tokens', text: '', live: false },
    ],
    liveLabel: 'Live',
  },
  contact: {
    title: 'Get in Touch',
    /** `{email}` becomes the support address. */
    text: 'Questions, a project we should cover, or a plan for your whole team? Write to {email}. We answer within 24 hours.',
    emailLabel: 'Email us',
    links: [
      { label: 'See founding pricing', to: '/pricing' },
      { label: 'Meet the Team', to: '/team' },
    ] satisfies LinkTarget[],
  },
} as const;
