// Sends the e-mail digests that are due: for each frequency, the most recently completed period,
// to every user with e-mails on and at least one subscribed project who has not had it yet.
// Runs hourly; safe to run at any time, as often as wanted, by several workers at once: each
// (user, period) is claimed in the database before its e-mail goes out, so it goes out at most once.
// The rules are in docs/decisions/008-email-digests-and-unsubscribe.md.
import { EMAIL_FREQUENCIES } from '@gitsignals/contracts/constants';
import {
  claimDigest,
  databaseNow,
  digestItems,
  dueDigestRecipients,
  ensureUnsubscribeToken,
  lastDigestOf,
  releaseDigestClaim,
  type Database,
  type DigestRecipient,
} from '@gitsignals/db';
import { z } from 'zod';
import {
  lastCompletedPeriod,
  periodDays,
  periodFromKey,
  previousPeriod,
  type DigestPeriod,
} from '../mail/digest-period';
import type { Mailer } from '../mail/mailer';
import { digestEmail } from '../mail/templates/digest';
import { newUnsubscribeToken } from '../mail/unsubscribe-links';

export const SEND_DIGESTS_JOB = 'send-digests';

/** The job carries no data: the clock decides which periods are due. */
export const sendDigestsPayloadSchema = z.object({});
export type SendDigestsPayload = z.infer<typeof sendDigestsPayloadSchema>;

export interface SendDigestsDeps {
  db: Database;
  mailer: Mailer;
  /** Links in the e-mail start with it. */
  publicUrl: string;
  now: () => Date;
  log?: (level: 'info' | 'error', message: string, details?: Record<string, unknown>) => void;
}

export interface SendDigestsResult {
  sent: number;
  /** Due, but nothing new in their projects: no e-mail and nothing recorded (checked again later). */
  empty: number;
  /** Another run claimed it first, or the user turned e-mails off meanwhile. */
  skipped: number;
  failed: { userId: string; periodKey: string; error: string }[];
}

type Outcome = 'sent' | 'empty' | 'skipped';

export async function sendDigests(
  deps: SendDigestsDeps,
  _payload: SendDigestsPayload = {},
): Promise<SendDigestsResult> {
  const result: SendDigestsResult = { sent: 0, empty: 0, skipped: 0, failed: [] };
  const now = deps.now();
  for (const frequency of EMAIL_FREQUENCIES) {
    const period = lastCompletedPeriod(frequency, now);
    const recipients = await dueDigestRecipients(deps.db, { frequency, periodKey: period.key });
    for (const recipient of recipients) {
      try {
        result[await sendDigestTo(deps, recipient, period)] += 1;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        result.failed.push({ userId: recipient.id, periodKey: period.key, error });
        deps.log?.('error', 'digest not sent; it will be retried', {
          userId: recipient.id,
          periodKey: period.key,
          error,
        });
      }
    }
  }
  deps.log?.('info', 'digests run', {
    sent: result.sent,
    empty: result.empty,
    skipped: result.skipped,
    failed: result.failed.length,
  });
  return result;
}

/**
 * What the user's digest lists. The first digest: the period's feed items. Later ones: items with
 * an activity day since the end of the last digest's period or since the previous period,
 * whichever is earlier (at most 31 days back), less what the previous digest covered (days
 * before its period's end that existed when it was claimed). So an item analysed late still
 * arrives, once; items of days after the previous period are never lost, even when that digest
 * went out late; and back-filled history never floods a digest.
 */
async function windowOf(deps: SendDigestsDeps, userId: string, period: DigestPeriod) {
  const { fromDay, toDay } = periodDays(period);
  const last = await lastDigestOf(deps.db, userId);
  const lastPeriod = last ? periodFromKey(last.periodKey) : null;
  if (!last || !lastPeriod) return { fromDay, toDay, covered: null };
  const coveredUntil = periodDays(lastPeriod).toDay;
  // Start at the previous period, or earlier where the last digest left off (after a switch to a
  // shorter frequency, or a gap), but never more than a month back.
  const earliest = [periodDays(previousPeriod(period)).fromDay, coveredUntil].sort()[0]!;
  return {
    fromDay: [earliest, shiftDay(toDay, -MAX_WINDOW_DAYS)].sort().at(-1)!,
    toDay,
    covered: { untilDay: coveredUntil, at: last.sentAt },
  };
}

/** A digest never reaches further back than this, however long the gap since the last one. */
const MAX_WINDOW_DAYS = 31;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function sendDigestTo(
  deps: SendDigestsDeps,
  recipient: DigestRecipient,
  period: DigestPeriod,
): Promise<Outcome> {
  // Read before the items: an item created after this moment is left for the next digest.
  const watermark = await databaseNow(deps.db);
  const window = await windowOf(deps, recipient.id, period);
  const items = await digestItems(deps.db, { userId: recipient.id, ...window });
  if (items.length === 0) return 'empty';
  const token = await ensureUnsubscribeToken(deps.db, recipient.id, newUnsubscribeToken());
  if (!token) return 'skipped';
  const claim = await claimDigest(deps.db, {
    userId: recipient.id,
    frequency: period.frequency,
    periodKey: period.key,
    itemCount: items.length,
    watermark,
  });
  if (!claim.claimed) return 'skipped';
  const message = digestEmail({
    to: recipient.email,
    name: recipient.name,
    period,
    items,
    publicUrl: deps.publicUrl,
    unsubscribeToken: token,
  });
  try {
    await deps.mailer.send(message);
  } catch (err) {
    // Not sent: give the period back so the next run (or pg-boss's retry) sends it.
    await releaseDigestClaim(deps.db, {
      userId: recipient.id,
      periodKey: period.key,
      previousLastDigestAt: claim.previousLastDigestAt,
    });
    throw err;
  }
  return 'sent';
}
