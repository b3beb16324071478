// The API's endpoint table: every JSON endpoint under /api, by name, with its method and path,
// written once (docs/decisions/030-one-endpoint-table.md). Free of zod, so the browser imports it
// at run time (`@gitsignals/contracts/endpoints`); the schemas of each endpoint are added to the
// same entries in `endpoint-schemas/`, which the server registers its routes with.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A path from the site's root; `:name` segments are path parameters. */
export type EndpointPath = '/api' | `/api/${string}`;

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: EndpointPath;
}

const get = <P extends EndpointPath>(path: P) => ({ method: 'GET', path }) as const;
const post = <P extends EndpointPath>(path: P) => ({ method: 'POST', path }) as const;
const put = <P extends EndpointPath>(path: P) => ({ method: 'PUT', path }) as const;
const del = <P extends EndpointPath>(path: P) => ({ method: 'DELETE', path }) as const;

export const endpoints = {
  /** What the API is and where its documentation is; what sign-in offers (a public index). */
  apiIndex: get('/api'),
  health: get('/api/health'),

  // Feeds (spec section 7)
  dailyFeeds: post('/api/feeds/daily'),
  publicFeeds: get('/api/feeds/dailyPublicFeeds'),
  searchFeeds: post('/api/feeds/search'),
  feed: get('/api/feeds/:id'),
  userFeeds: post('/api/feeds/user/:userId'),
  runInsightsTest: post('/api/feeds/insights'),
  insightsTestModels: get('/api/feeds/insights/models'),

  // Projects, their analyses and profiles
  projects: get('/api/projects'),
  projectsMetadata: get('/api/projects/metadata'),
  projectOverview: get('/api/projects/:name/overview'),
  relatedProjects: get('/api/projects/:name/related'),
  analyzeProject: post('/api/analysis/analyze'),
  quarterlyAnalysis: post('/api/analysis/:owner/quarterly'),
  quarters: get('/api/analysis/:owner/quarters'),
  stackExamples: get('/api/profile/examples'),
  /** /stack-example's sample stack: sign-in only, unlike a project's stack detail. */
  stackExample: get('/api/profile/stack-example'),
  technologyProfile: get('/api/profile/:project/technologies'),
  projectContacts: get('/api/profile/:project/contacts'),
  networkProjects: get('/api/network/projects'),
  listings: get('/api/listings'),

  // The user record, bookmarks, saved searches, insights, e-mail
  createUser: post('/api/user'),
  user: get('/api/user/:id'),
  updateUser: put('/api/user/:id'),
  savedFeeds: get('/api/users/:id/saved-feeds'),
  toggleSavedFeed: post('/api/users/:id/save-feed'),
  saveSearch: post('/api/users/:id/save-search'),
  savedSearches: get('/api/users/:id/save-search'),
  deleteSavedSearch: del('/api/users/:id/save-search/:searchId'),
  insights: post('/api/insights/get'),
  insightRun: get('/api/users/:id/insights-run'),
  requestInsightRun: post('/api/users/:id/insights-run'),
  unsubscribe: put('/api/user/:userId/unsubscribe'),
  oneClickUnsubscribe: post('/api/user/:userId/unsubscribe'),
  undoEmailChange: post('/api/account/email-change/undo'),

  // Billing
  billingPlans: get('/api/billing/plans'),
  billingConfig: get('/api/billing/config'),
  freeProjects: get('/api/billing/free-projects'),
  createCheckoutSession: post('/api/billing/create-checkout-session/:userId'),
  userSubscriptions: get('/api/billing/subscriptions/user/:userId'),
  cancelSubscription: del('/api/billing/subscriptions/:id'),
  subscriptionStatus: get('/api/billing/subscription-status/:userId'),
  testCheckout: get('/api/billing/test-checkout/:sessionId'),
  confirmTestCheckout: post('/api/billing/test-checkout/:sessionId/confirm'),
  billingWebhook: post('/api/billing/webhook'),

  // The operators' console (/admin), admins only
  adminRepositories: get('/api/admin/repositories'),
  addRepository: post('/api/admin/repositories'),
  collectRepository: post('/api/admin/repositories/:id/collect'),
  adminJobs: get('/api/admin/jobs'),
  adminJob: get('/api/admin/jobs/:queue/:id'),
  retryJob: post('/api/admin/jobs/:queue/:id/retry'),
  adminLlm: get('/api/admin/llm'),
  adminMail: get('/api/admin/mail'),
  adminUsers: get('/api/admin/users'),

  // Alerts, API tokens and the personal Atom/RSS feed (issue 17)
  alerts: get('/api/users/:id/alerts'),
  createAlert: post('/api/users/:id/alerts'),
  updateAlert: put('/api/users/:id/alerts/:alertId'),
  deleteAlert: del('/api/users/:id/alerts/:alertId'),
  alertDeliveries: get('/api/users/:id/alerts/:alertId/deliveries'),
  testAlert: post('/api/users/:id/alerts/:alertId/test'),
  telegramChats: get('/api/users/:id/telegram/chats'),
  startTelegramLink: post('/api/users/:id/telegram/links'),
  telegramLink: get('/api/users/:id/telegram/links/:code'),
  apiTokens: get('/api/users/:id/api-tokens'),
  createApiToken: post('/api/users/:id/api-tokens'),
  deleteApiToken: del('/api/users/:id/api-tokens/:tokenId'),
  personalFeedUrls: get('/api/users/:id/feed-token'),
  createPersonalFeedUrls: post('/api/users/:id/feed-token'),
  revokePersonalFeedUrls: del('/api/users/:id/feed-token'),

  // Operators and development tools
  startCommand: post('/api/admin/commands'),
  commandRun: get('/api/admin/commands/:id'),
  devOutbox: get('/api/dev/outbox'),
  devOutboxStatus: get('/api/dev/outbox/status'),
  runDevInsights: post('/api/dev/insights/run'),
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The names of a path's `:name` segments: '/api/users/:id/save-search/:searchId' → 'id' | 'searchId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's parameters take, as they appear in the URL. */
export type PathParams<P extends string> = { [Name in PathParamNames<P>]: string };
