// `send-digests`: the e-mail digests due now, once (a period never goes out twice).
import { z } from 'zod';
import { sendDigests } from '../digests/send-digests';
import { defineCommand } from './command';

export const sendDigestsCommand = defineCommand({
  name: 'send-digests',
  description: 'send the e-mail digests that are due now, once (each period goes out at most once)',
  args: z.object({}),
  async run({ handle, mailer, publicUrl, log, say, now }) {
    const result = await sendDigests({ db: handle.db, mailer, publicUrl, now, log });
    const more = [
      result.cancelled > 0 ? `${result.cancelled} not sent (e-mails turned off since)` : '',
      result.busy > 0 ? `${result.busy} being sent by another process` : '',
      result.expired > 0 ? `${result.expired} given up after a week of failed sends` : '',
    ].filter(Boolean);
    say(
      `Digests: ${result.queued} due and queued, ${result.sent} sent, ${result.empty} with nothing new, ${result.skipped} skipped, ${result.failed.length} failed` +
        `${more.length > 0 ? `; ${more.join(', ')}` : ''}.`,
    );
    return result.failed.length > 0 ? 1 : 0;
  },
});
