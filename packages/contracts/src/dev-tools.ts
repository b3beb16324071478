// The development tools' answers (only where the development outbox is on, and only to requests
// made on that machine): the outbox's messages and the insights written on demand.
import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.string(),
  sentAt: z.string(),
  /** What the message is for: sign-up, sign-up-attempt, password-reset, email-change, email-changed, digest, test. */
  kind: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

/** Whether this request may read the outbox (the sign-up screen then points at it). */
export const outboxStatusSchema = z.object({ available: z.boolean() });

/** POST /api/dev/insights/run: what one run of the insights step did. */
export const insightsRunResultSchema = z.object({
  users: z.number().int(),
  items: z.number().int(),
  matches: z.number().int(),
  written: z.number().int(),
});
