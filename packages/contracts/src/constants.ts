// Plain values shared by server and web, free of zod so the browser can import them without
// pulling the schema library into its bundle (`@gitsignals/contracts/constants`). The product's
// vocabulary (signals, priorities, stack and project categories, settings choices) comes from
// @gitsignals/domain and is re-exported here (./vocabulary): the web imports only this package.
export * from './vocabulary';

/** Filter windows the feed accepts, in days. */
export const FEED_DAYS = [3, 7, 14, 30] as const;
export const FEED_PAGE_SIZE = 30;
export const SEARCH_RESULT_LIMIT = 100;

/** Attribution the registry's licence (CC BY 4.0) requires wherever it is shown. */
export const REGISTRY_ATTRIBUTION = {
  text: 'Open Dev Data by Electric Capital',
  url: 'https://github.com/electric-capital/open-dev-data',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

export const AGENT_PROFILE_TYPES = ['growth', 'risk', 'auditor', 'investor', 'ecosystem'] as const;
export type AgentProfileType = (typeof AGENT_PROFILE_TYPES)[number];
/** Spec section 2: the questions each Agent Hub profile asks, in order, by their answer keys. */
export const AGENT_PROFILE_QUESTIONS = {
  growth: ['competitors', 'partners'],
  risk: ['protocols', 'riskFactors'],
  auditor: ['auditProjects', 'changeTypes'],
  investor: ['portfolio', 'economicFactors'],
  ecosystem: ['integrations', 'technicalChanges'],
} as const satisfies Record<AgentProfileType, readonly string[]>;
/** Spec sections 5 and 9: at most 5 agent profiles (one of each type). */
export const MAX_AGENT_PROFILES = 5;
/** One answer (a free-text list) at most this long. */
export const MAX_PROFILE_ANSWER_LENGTH = 2000;
/** Spec section 9: minimum password length, on client and server. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_SAVED_SEARCH_KEYWORDS = 20;
/** Saved searches one user may keep; the panel lists them all, so the list stays short. */
export const MAX_SAVED_SEARCHES = 50;

/** The projects whose stacks /stacks shows as examples (spec: Uniswap, Aave, Optimism). */
export const STACK_EXAMPLE_PROJECTS = ['Uniswap', 'Aave', 'Optimism'] as const;
/** The lending project whose stack /stack-example shows (spec: one lending project). */
export const STACK_EXAMPLE_PAGE_PROJECT = 'Aave';

/**
 * What a feed item is about: a day of commits (spec default), or a change of the project's
 * technology stack found when its manifests changed.
 */
export const FEED_ITEM_TYPES = ['commit_analysis', 'stack_change'] as const;

/**
 * The insights test page's model families (spec section 2: a small OpenAI model, a Claude Sonnet
 * model, a Gemini flash model); the server maps each to a model id of its configuration.
 */
export const INSIGHTS_TEST_MODELS = ['openai', 'claude', 'gemini'] as const;
export type InsightsTestModel = (typeof INSIGHTS_TEST_MODELS)[number];
/** Each family's name in messages: "The Claude model…". */
export const INSIGHTS_TEST_MODEL_FAMILIES: Record<InsightsTestModel, string> = {
  openai: 'OpenAI',
  claude: 'Claude',
  gemini: 'Gemini',
};
/**
 * What a subscriber reads when a family's provider key is not set on this server (ADR 041); the
 * variable to set goes to the server log, never to the user.
 */
export const modelNotEnabledMessage = (model: InsightsTestModel): string =>
  `The ${INSIGHTS_TEST_MODEL_FAMILIES[model]} model isn't enabled on this GitSignals server.`;
/** The most characters an insights test prompt may have: a test page, not a bulk channel. */
export const INSIGHTS_PROMPT_MAX_CHARS = 8000;
/** Spec section 5: the test page's prompt must be non-empty after trim. */
export const EMPTY_PROMPT_MESSAGE = 'Please enter a prompt';
export const promptTooLongMessage = (length: number): string =>
  `The prompt is too long: at most ${INSIGHTS_PROMPT_MAX_CHARS.toLocaleString('en-US')} characters (it has ${length.toLocaleString('en-US')}).`;

/** Issue 17: how an alert rule delivers (`instant`: within a minute of the analyse step). */
export const ALERT_DELIVERIES = ['instant', 'daily'] as const;
export type AlertDeliveryMode = (typeof ALERT_DELIVERIES)[number];
/** Where an alert rule delivers. */
export const ALERT_DESTINATION_TYPES = [
  'email',
  'webhook',
  'slack',
  'discord',
  'telegram',
] as const;
export type AlertDestinationType = (typeof ALERT_DESTINATION_TYPES)[number];
/** A free account may keep this many alert rules, on e-mail only; subscribers up to the max. */
export const FREE_ALERT_RULES = 1;
export const MAX_ALERT_RULES = 50;
/** Personal API tokens: `gs_` followed by random characters; at most this many per user. */
export const API_TOKEN_PREFIX = 'gs_';
export const MAX_API_TOKENS = 20;

/**
 * Issue 17: the Atom and RSS feeds of the daily feed, outside /api so feed readers find them at
 * a short address; `?categories=…&projects=…` narrows them (ADR 064). The personal feed is
 * `/feeds/personal/{token}.atom` (or `.rss`).
 */
export const SYNDICATION_PATHS = { atom: '/feeds.atom', rss: '/feeds.rss' } as const;
export type SyndicationFormat = keyof typeof SYNDICATION_PATHS;
export const PERSONAL_SYNDICATION_PREFIX = '/feeds/personal/';
/** Entries an Atom/RSS feed lists: its newest items. */
export const SYNDICATION_ENTRY_LIMIT = 50;
/** What the pages' `<link rel="alternate">` call the daily feed. */
export const SYNDICATION_TITLE = 'GitSignals daily signals';
