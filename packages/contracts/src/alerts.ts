// Alert rules (issue 17): which feed items a user wants pushed, how often, and where to. A rule
// narrows by each list it names (an item matches a list when it matches any entry of it; the
// lists and the minimum priority must all match, ADR 060), like the feed's own filters.
import { z } from 'zod';
import {
  ALERT_DELIVERIES,
  MAX_ALERT_RULES,
  PRIORITIES,
  PROJECT_CATEGORIES,
  SIGNAL_IDS,
} from './constants';
import { userIdParamsSchema } from './users';

/** An http(s) URL; whether its host may be called is decided when delivering (SSRF guard). */
const targetUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter an http:// or https:// URL' }));

export const alertDestinationSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('email') }),
  z.strictObject({ type: z.literal('webhook'), url: targetUrlSchema }),
  z.strictObject({ type: z.literal('slack'), url: targetUrlSchema }),
  z.strictObject({ type: z.literal('discord'), url: targetUrlSchema }),
  /** A chat the user linked with a one-time code sent to the operator's bot. */
  z.strictObject({ type: z.literal('telegram'), chatId: z.string().trim().min(1).max(64) }),
]);
export type AlertDestination = z.infer<typeof alertDestinationSchema>;

const matchList = <T extends z.ZodType<string>>(entry: T) => z.array(entry).max(100).optional();
const keywordSchema = z.string().trim().min(1).max(200);

const alertRuleFields = {
  name: z.string().trim().min(1, 'Name the rule').max(100),
  delivery: z.enum(ALERT_DELIVERIES),
  minPriority: z.enum(PRIORITIES).optional(),
  /** Project slugs, as in /project/{name}. */
  projects: matchList(z.string().trim().min(1).max(200)),
  categories: matchList(z.enum(PROJECT_CATEGORIES as [string, ...string[]])),
  networks: matchList(z.string().trim().min(1).max(100)),
  signals: matchList(z.enum(SIGNAL_IDS)),
  /** Same semantics as the keyword search (POST /feeds/search). */
  keywords: z.array(keywordSchema).max(20).optional(),
  destination: alertDestinationSchema,
};

const MATCH_FIELDS = ['projects', 'categories', 'networks', 'signals', 'keywords'] as const;

/** A rule must narrow the feed somehow: by one of its lists or by a minimum priority. */
function requireMatch(
  rule: { minPriority?: string } & Partial<Record<(typeof MATCH_FIELDS)[number], unknown[]>>,
  context: z.core.$RefinementCtx,
): void {
  const named = MATCH_FIELDS.some((field) => (rule[field]?.length ?? 0) > 0);
  if (named || rule.minPriority !== undefined) return;
  context.addIssue({
    code: 'custom',
    path: ['projects'],
    message:
      'Name at least one project, category, network, signal or keyword, or a minimum priority',
  });
}

/** POST /users/{id}/alerts */
export const alertRuleRequestSchema = z.strictObject(alertRuleFields).superRefine(requireMatch);
export type AlertRuleRequest = z.input<typeof alertRuleRequestSchema>;

/** PUT /users/{id}/alerts/{alertId}: the whole rule again, and whether it is paused. */
export const updateAlertRuleRequestSchema = z
  .strictObject({ ...alertRuleFields, paused: z.boolean().optional() })
  .superRefine(requireMatch);
export type UpdateAlertRuleRequest = z.input<typeof updateAlertRuleRequestSchema>;

export const alertRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  delivery: z.enum(ALERT_DELIVERIES),
  minPriority: z.enum(PRIORITIES).nullable(),
  projects: z.array(z.string()),
  categories: z.array(z.string()),
  networks: z.array(z.string()),
  signals: z.array(z.enum(SIGNAL_IDS)),
  keywords: z.array(z.string()),
  destination: alertDestinationSchema,
  /** `paused` by its owner, or by the server after repeated failed deliveries (pausedReason). */
  status: z.enum(['active', 'paused']),
  pausedReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDeliveryAt: z.string().nullable(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/**
 * The answer to POST: the rule and its signing secret (`whsec_…`), shown this once; every
 * webhook, Slack and Discord delivery carries `X-GitSignals-Signature: t=…,v1=…`.
 */
export const createdAlertRuleSchema = alertRuleSchema.extend({ secret: z.string() });
export type CreatedAlertRule = z.infer<typeof createdAlertRuleSchema>;

export const alertRulesResponseSchema = z.object({
  alerts: z.array(alertRuleSchema),
  /** How many rules this account may keep (1 on the free plan, on e-mail only). */
  limit: z.number().int().max(MAX_ALERT_RULES),
  /** Which destinations this account may use. */
  destinations: z.array(z.string()),
  /** Whether the operator set a Telegram bot (TELEGRAM_BOT_TOKEN). */
  telegram: z.object({ available: z.boolean(), botUsername: z.string().nullable() }),
});
export type AlertRulesResponse = z.infer<typeof alertRulesResponseSchema>;

export const alertParamsSchema = userIdParamsSchema.extend({
  alertId: z.string().min(1).max(100),
});

export const ALERT_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;

/** One row of a rule's delivery log. */
export const alertDeliverySchema = z.object({
  /** The idempotency key, sent as `X-GitSignals-Delivery`. */
  id: z.string(),
  kind: z.enum(['instant', 'daily', 'test']),
  /** The feed items it carries (one for instant, the day's for daily). */
  itemIds: z.array(z.string()),
  title: z.string(),
  createdAt: z.string(),
  status: z.enum(ALERT_DELIVERY_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Milliseconds the last attempt took. */
  latencyMs: z.number().int().nullable(),
  /** The receiver's HTTP status (or the SMTP reply code for e-mail), null when none came. */
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

export const alertDeliveriesResponseSchema = z.object({
  deliveries: z.array(alertDeliverySchema),
});
export type AlertDeliveriesResponse = z.infer<typeof alertDeliveriesResponseSchema>;

/** POST /users/{id}/alerts/{alertId}/test: queued; the log shows how it went. */
export const alertTestResponseSchema = z.object({ delivery: alertDeliverySchema });

/**
 * Linking a Telegram chat: the user sends `/start CODE` to the bot (or opens `link`); the server
 * reads the bot's updates and records the chat under the user.
 */
export const telegramLinkSchema = z.object({
  code: z.string(),
  /** https://t.me/<bot>?start=<code> */
  link: z.string(),
  expiresAt: z.string(),
  status: z.enum(['waiting', 'linked', 'expired']),
  /** Set once linked. */
  chat: z.object({ chatId: z.string(), title: z.string() }).nullable(),
});
export type TelegramLink = z.infer<typeof telegramLinkSchema>;
export const telegramLinkParamsSchema = userIdParamsSchema.extend({
  code: z.string().min(1).max(64),
});
export const telegramChatsResponseSchema = z.object({
  chats: z.array(z.object({ chatId: z.string(), title: z.string(), linkedAt: z.string() })),
});
