// Sends the e-mail digests that are due: for each frequency, the most recently completed period,
// to every user with e-mails on and at least one subscribed project who has not had it yet.
// Runs hourly (jobs/send-digests.job.ts) and on demand (`send-digests`); safe to run at any time, as often as wanted, by several workers at once: each
// (user, period) is claimed in the database, and the claim puts the rendered e-mail in the outbox
// in the same transaction; then the outbox is delivered (deliver-digests.ts). So a period's digest
// is one e-mail, sent again only when a sender died between the mail server's acceptance and its
// bookkeeping, under the same Message-ID. The rules are in
// docs/decisions/008-email-digests-and-unsubscribe.md and 020-digest-outbox.md.
import { EMAIL_FREQUENCIES } from '@gitsignals/contracts/constants';
import { shiftDay } from '@gitsignals/domain';
import {
  claimDigest,
  findDatabaseNow,
  listDigestItems,
  listDueDigestRecipients,
  setUnsubscribeTokenIfNone,
  findLastDigest,
  type Database,
  type DigestRecipient,
} from '@gitsignals/db';
import {
  lastCompletedPeriod,
  periodDays,
  periodFromKey,
  previousPeriod,
  type DigestPeriod,
} from '../../mail/digest-period';
import { digestMessageId } from '../../mail/digest-message-id';
import type { Mailer } from '../../mail/mailer';
import { digestEmail } from '../../mail/templates/digest';
import { newUnsubscribeToken } from '../../mail/unsubscribe-links';
import { deliverPendingDigests, type DeliveryResult } from './deliver-digests';

export interface SendDigestsDeps {
  db: Database;
  mailer: Mailer;
  /** Links in the e-mail start with it. */
  publicUrl: string;
  now: () => Date;
  log?: (level: 'info' | 'error', message: string, details?: Record<string, unknown>) => void;
  /** Seconds a delivery leases its outbox row (default DIGEST_LEASE_SECONDS). */
  leaseSeconds?: number;
}

export interface SendDigestsResult extends DeliveryResult {
  /** Claimed by this run: put in the outbox, and delivered (counted in `sent`) unless it failed. */
  queued: number;
  /** Due, but nothing new in their projects: no e-mail and nothing recorded (checked again later). */
  empty: number;
  /** Another run claimed it first, or the user turned e-mails off meanwhile. */
  skipped: number;
}

type Outcome = 'queued' | 'empty' | 'skipped';

/** Takes no input: the clock (deps.now) decides which periods are due. */
export async function sendDigests(deps: SendDigestsDeps): Promise<SendDigestsResult> {
  const claims = { queued: 0, empty: 0, skipped: 0 };
  const failed: SendDigestsResult['failed'] = [];
  const now = deps.now();
  for (const frequency of EMAIL_FREQUENCIES) {
    const period = lastCompletedPeriod(frequency, now);
    const recipients = await listDueDigestRecipients(deps.db, { frequency, periodKey: period.key });
    for (const recipient of recipients) {
      try {
        claims[await claimDigestOf(deps, recipient, period)] += 1;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        failed.push({ userId: recipient.id, periodKey: period.key, error });
        deps.log?.('error', 'digest not claimed; the next run tries again', {
          userId: recipient.id,
          periodKey: period.key,
          error,
        });
      }
    }
  }
  // Everything pending, not only this run's claims: what an earlier run could not deliver (a
  // refused send, a process that died mid-send) goes out now.
  const delivery = await deliverPendingDigests({
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    leaseSeconds: deps.leaseSeconds,
  });
  const result = { ...claims, ...delivery, failed: [...failed, ...delivery.failed] };
  deps.log?.('info', 'digests run', { ...result, failed: result.failed.length });
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
  const last = await findLastDigest(deps.db, userId);
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

/** Renders the user's digest for the period and claims it, putting it in the outbox. */
async function claimDigestOf(
  deps: SendDigestsDeps,
  recipient: DigestRecipient,
  period: DigestPeriod,
): Promise<Outcome> {
  // Read before the items: an item created after this moment is left for the next digest.
  const watermark = await findDatabaseNow(deps.db);
  const window = await windowOf(deps, recipient.id, period);
  const items = await listDigestItems(deps.db, { userId: recipient.id, ...window });
  if (items.length === 0) return 'empty';
  const token = await setUnsubscribeTokenIfNone(deps.db, recipient.id, newUnsubscribeToken());
  if (!token) return 'skipped';
  const {
    to: _to,
    kind: _kind,
    ...message
  } = digestEmail({
    to: recipient.email,
    name: recipient.name,
    period,
    items,
    publicUrl: deps.publicUrl,
    unsubscribeToken: token,
  });
  const claimed = await claimDigest(deps.db, {
    userId: recipient.id,
    frequency: period.frequency,
    periodKey: period.key,
    itemCount: items.length,
    watermark,
    messageId: digestMessageId({
      userId: recipient.id,
      periodKey: period.key,
      publicUrl: deps.publicUrl,
    }),
    message: { ...message, headers: message.headers ?? {} },
  });
  return claimed ? 'queued' : 'skipped';
}
