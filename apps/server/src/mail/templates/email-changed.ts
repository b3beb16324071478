// Sent to the OLD address once a change of the sign-in e-mail is confirmed, with a link that
// undoes it: a change made by someone else (a stolen session and password) can be reversed by
// the owner, which also signs the account out everywhere (ADR 022).
import type { MailMessage } from '../mailer';
import { accountMessage } from './account-message';

export function emailChangedNotice(input: {
  to: string;
  name: string;
  newEmail: string;
  undoUrl: string;
}): MailMessage {
  return accountMessage({
    kind: 'email-changed',
    to: input.to,
    subject: 'Your GitSignals e-mail address was changed',
    name: input.name,
    intro: [
      `The e-mail address of your GitSignals account was changed to ${input.newEmail}.`,
      'From now on you sign in with that address, and e-mails from GitSignals go there.',
      'If you did not make this change, undo it within 7 days with this link. It puts this address back and signs your account out everywhere:',
    ],
    link: { label: 'Undo this change', url: input.undoUrl },
    outro: ['Then choose a new password, in case someone else knows yours.'],
  });
}
