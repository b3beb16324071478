/**
 * The pricing page's copy, for the operator to edit. What each tier lists is what the product
 * actually grants (issue 5): the server answers premium data with 403 without a subscription, so
 * nothing here may promise more than that.
 */
export const pricingCopy = {
  title: 'Plans and pricing',
  subtitle:
    'Start free with the daily feed. Go premium for agent insights, decision-maker contacts, deep stack dives and unlimited project analyses.',
  free: {
    name: 'Free',
    description: 'Daily signals and e-mail updates for anyone following Web3 builders.',
    features: [
      'The daily feed of every tracked project',
      'Your personal feed from the categories you choose',
      'Bookmarks, keyword search and saved searches',
      'E-mail updates at the frequency you pick',
    ],
    /** Followed by the list of projects from GET /billing/free-projects. */
    analysisIntro: 'Project analysis for a limited set of projects:',
  },
  premium: {
    name: 'Premium',
    description: 'Everything in Free, without limits, for teams that act on what builders ship.',
    /** Spec section 2: seven items. `{projects}` becomes the project count ("500+"). */
    features: [
      'Unlimited daily analyses of {projects} Web3 projects',
      'AI agent insights for Risk, Growth, Auditing, Investing and Ecosystem teams',
      'Contact info for key decision makers',
      'Deep technology stack dives for every project',
      'Project subscriptions for a personal feed you pick project by project',
      'Custom prompts on the insights test page with three model families',
      'Individual support from the founders',
    ],
    featuresWithoutCount: 'Unlimited daily analyses of every tracked Web3 project',
  },
  contact: {
    title: 'Questions, or buying for a team?',
    /** Spec sections 2 and 9: the team answers within 24 hours. */
    description: 'Write to us and a member of the team will respond within 24 hours.',
    label: 'Contact the team',
  },
  testMode:
    'Test mode: checkout is simulated on this server. No card is asked for and no real payment is taken.',
} as const;
