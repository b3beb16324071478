// Sent to the NEW address when a user asks to change the sign-in e-mail: nothing changes until
// this link is opened, so a typo or someone else's address never takes over the account.
import type { MailMessage } from '../mailer';
import { accountMessage } from './account-message';

export function emailChangeVerificationEmail(input: {
  to: string;
  name: string;
  url: string;
}): MailMessage {
  return accountMessage({
    kind: 'email-change',
    to: input.to,
    subject: 'Confirm your new GitSignals e-mail address',
    name: input.name,
    intro: [
      'Someone asked to use this address for their GitSignals account.',
      'Open this link within 24 hours to confirm it. Until then the account keeps its old address:',
    ],
    link: { label: 'Confirm the new address', url: input.url },
    outro: ["If you didn't ask for this, ignore this e-mail: nothing changes."],
  });
}
