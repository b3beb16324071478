// Sent to a new address at sign-up: opening the link confirms it, signs the user in and goes on
// to the interests step (ADR 021).
import type { MailMessage } from '../mailer';
import { accountMessage } from './account-message';

export function signUpVerificationEmail(input: {
  to: string;
  name: string;
  url: string;
}): MailMessage {
  return accountMessage({
    kind: 'sign-up',
    to: input.to,
    subject: 'Confirm your e-mail address for GitSignals',
    name: input.name,
    intro: [
      'Thanks for signing up for GitSignals.',
      'Open this link within 24 hours to confirm your e-mail address and finish signing up:',
    ],
    link: { label: 'Confirm and sign in', url: input.url },
    outro: [
      "If you didn't sign up, ignore this e-mail: nothing happens unless the link is opened.",
    ],
  });
}
