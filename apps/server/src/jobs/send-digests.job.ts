// The digest queue's adapter: its name, its payload (none: the clock decides which periods are
// due), and how a run's outcome reads to pg-boss. The work is the send-digests use case.
import { z } from 'zod';
import { sendDigests, type SendDigestsDeps } from '../use-cases/digests/send-digests';

export const SEND_DIGESTS_JOB = 'send-digests';

export const sendDigestsPayloadSchema = z.object({});

/** One queued run; throws (so pg-boss retries it) while any due digest is not yet sent. */
export async function runSendDigestsJob(deps: SendDigestsDeps, data: unknown) {
  sendDigestsPayloadSchema.parse(data ?? {});
  const result = await sendDigests(deps);
  if (result.failed.length > 0) {
    // Digests already sent are not sent again by the retry.
    throw new Error(`${result.failed.length} digest(s) not sent: ${result.failed[0]!.error}`);
  }
  if (result.busy > 0) {
    // Another process holds them, or held them when it died: retry once its lease has run out.
    throw new Error(`${result.busy} digest(s) are being sent by another process`);
  }
  return {
    queued: result.queued,
    sent: result.sent,
    empty: result.empty,
    skipped: result.skipped,
    cancelled: result.cancelled,
    expired: result.expired,
  };
}
