// Delivers the digest outbox: every pending e-mail, oldest first, each under a lease so that two
// processes never send the same one at once and one that died mid-send hands it on when its lease
// runs out. A failed send stays pending for the next delivery (the job's retry, or the next hourly
// run). A resend carries the same Message-ID. docs/decisions/020-digest-outbox.md.
import { randomUUID } from 'node:crypto';
import {
  markStaleDigestsExpired,
  markDigestSent,
  listPendingDigestIds,
  releaseDigestLease,
  renewDigestLease,
  takeDigestForDelivery,
  type Database,
} from '@gitsignals/db';
import type { Mailer } from '../../mail/mailer';

/**
 * How long a delivery holds its row; renewed every third of it while the mail server works. A
 * process killed mid-send keeps others off the row this long at most: as long as a job's
 * heartbeat, so the digest run pg-boss retries after a kill normally finds the row free.
 */
export const DIGEST_LEASE_SECONDS = 30;

/**
 * Undelivered this many days after its claim (a mailbox that keeps refusing): set aside, as mail
 * servers give up on a message after a few days.
 */
export const DIGEST_EXPIRY_DAYS = 7;

export interface DeliverDigestsDeps {
  db: Database;
  mailer: Mailer;
  log?: (level: 'info' | 'error', message: string, details?: Record<string, unknown>) => void;
  leaseSeconds?: number;
}

export interface DeliveryResult {
  sent: number;
  /** The user turned e-mails off between the claim and the delivery: not sent. */
  cancelled: number;
  /** Leased by another process, sending it now or dead while it did: left to a later delivery. */
  busy: number;
  expired: number;
  failed: { userId: string; periodKey: string; error: string }[];
}

export async function deliverPendingDigests(deps: DeliverDigestsDeps): Promise<DeliveryResult> {
  const leaseSeconds = deps.leaseSeconds ?? DIGEST_LEASE_SECONDS;
  const result: DeliveryResult = { sent: 0, cancelled: 0, busy: 0, expired: 0, failed: [] };
  for (const expired of await markStaleDigestsExpired(deps.db, DIGEST_EXPIRY_DAYS)) {
    result.expired += 1;
    deps.log?.('error', 'digest given up: undelivered for days', { ...expired });
  }
  for (const id of await listPendingDigestIds(deps.db)) {
    const leaseToken = randomUUID();
    const take = await takeDigestForDelivery(deps.db, { id, leaseToken, leaseSeconds });
    if (take.kind === 'cancelled' || take.kind === 'busy') result[take.kind] += 1;
    if (take.kind !== 'deliver') continue;
    const { digest } = take;
    const renew = setInterval(
      () => {
        renewDigestLease(deps.db, { id, leaseToken, leaseSeconds }).catch(() => undefined);
      },
      (leaseSeconds * 1000) / 3,
    );
    try {
      await deps.mailer.send({
        kind: 'digest',
        to: digest.email,
        ...digest.message,
        messageId: digest.messageId,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await releaseDigestLease(deps.db, { id, leaseToken, error });
      result.failed.push({ userId: digest.userId, periodKey: digest.periodKey, error });
      deps.log?.('error', 'digest not sent; it stays in the outbox and will be retried', {
        userId: digest.userId,
        periodKey: digest.periodKey,
        messageId: digest.messageId,
        attempts: digest.attempts,
        error,
      });
      continue;
    } finally {
      clearInterval(renew);
    }
    // Should this fail (the database went away), the lease runs out and the e-mail is sent once
    // more, under the same Message-ID.
    await markDigestSent(deps.db, id);
    result.sent += 1;
  }
  return result;
}
