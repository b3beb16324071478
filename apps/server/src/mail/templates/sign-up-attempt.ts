// Sent to the owner of an address that already has an account when someone signs up with it:
// the sign-up itself answers exactly as for a new address (ADR 021), so only the owner learns
// that the account exists.
import type { MailMessage } from '../mailer';
import { accountMessage } from './account-message';

export function signUpAttemptEmail(input: {
  to: string;
  name: string;
  signInUrl: string;
  resetUrl: string;
}): MailMessage {
  return accountMessage({
    kind: 'sign-up-attempt',
    to: input.to,
    subject: 'Someone tried to sign up with your e-mail address',
    name: input.name,
    intro: [
      'Someone just tried to create a GitSignals account with this e-mail address. You already have an account, so nothing new was created.',
      'If it was you, sign in here:',
    ],
    link: { label: 'Sign in to GitSignals', url: input.signInUrl },
    outro: [
      `Forgot your password? Choose a new one here: ${input.resetUrl}`,
      "If it wasn't you, ignore this e-mail: your account is unchanged.",
    ],
  });
}
