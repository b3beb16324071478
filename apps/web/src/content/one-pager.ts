import type { LinkTarget } from './marketing';

/**
 * /one-pager: the product on one page, to share inside a team (the route table lists it as a
 * login page and says its content is not shown; issue 5 asks for what it is, who it is for, the
 * signals, a pricing summary and contact). Edited by the operator.
 *
 * `{projects}` becomes the project count from the API; `{email}` the support address. Prices are
 * the founding-member defaults of spec section 9; the pricing page shows the current plans.
 */
export const onePager = {
  title: 'GitSignals one-pager',
  tagline: 'Daily, plain-English signals from the public code of Web3 projects.',
  whatItIs: {
    title: 'What it is',
    text: 'GitSignals reads the public repositories of {projects} Web3 projects every day, leaves out the noise and turns every meaningful commit into short, cited signals: new features, chain expansions, parameter updates, upgrades, tokenomics and tech-stack changes.',
    textWithoutCount:
      'GitSignals reads the public repositories of Web3 projects every day, leaves out the noise and turns every meaningful commit into short, cited signals: new features, chain expansions, parameter updates, upgrades, tokenomics and tech-stack changes.',
  },
  audience: {
    title: 'Who it is for',
    items: [
      'Investors and researchers',
      'Business-development and growth teams',
      'Developer-relations and grants staff',
      'Security auditors',
      'Treasury and risk teams',
    ],
  },
  features: {
    title: 'What you get',
    items: [
      'A daily feed of signals, and a personal feed of the projects you follow',
      'Keyword search with saved searches, bookmarks and e-mail digests',
      'Per-project analysis of recent days and quarterly analyses',
      'Technology stacks of every project',
      'Up to five AI agent profiles (growth, risk, auditor, investor, ecosystem) that write insights for your team',
      'Contact info for key decision makers, and new token listings',
    ],
  },
  howItWorks: {
    title: 'How it works',
    steps: [
      { title: 'Collect', text: 'Public git history of every tracked repository, every day.' },
      {
        title: 'Filter',
        text: 'Merges, bots, formatting, lockfile, CI and docs-only commits are left out.',
      },
      { title: 'Classify', text: 'Each meaningful commit gets its signals and a priority.' },
      { title: 'Summarise', text: 'A short summary that cites the commits behind every claim.' },
      { title: 'Deliver', text: 'Feeds, agent insights and e-mail digests at your frequency.' },
    ],
  },
  signals: {
    title: 'The 18 signals',
    description:
      'Every feed item carries one or more of these; its priority comes from the strongest.',
  },
  pricing: {
    title: 'Pricing',
    plans: [
      {
        name: 'Free',
        price: '$0',
        interval: 'per month',
        text: 'Daily analyses for a limited set of projects, plus e-mail updates.',
      },
      {
        name: 'Premium',
        price: '$9.99',
        interval: 'per month, or $99.99 per year',
        text: 'Founding-member offer: unlimited daily analyses, AI agent insights, contact info for key decision makers, deep stack dives, custom project analyses and individual support from the founders.',
      },
    ],
    cta: { label: 'See current plans', to: '/pricing' } satisfies LinkTarget,
  },
  contact: {
    title: 'Contact',
    text: 'Write to {email}. We answer within 24 hours.',
    links: [
      { label: 'About GitSignals', to: '/about' },
      { label: 'Meet the Team', to: '/team' },
    ] satisfies LinkTarget[],
  },
} as const;
