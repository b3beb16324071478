// Sent to a rule's owner when the server paused it after repeated failed deliveries (issue 17):
// what failed last, and where to fix the destination and resume it.
import type { MailMessage } from '../mailer';
import { accountMessage } from './account-message';

export function alertPausedNotice(input: {
  to: string;
  name: string;
  ruleName: string;
  reason: string;
  settingsUrl: string;
}): MailMessage {
  return accountMessage({
    kind: 'alert-paused',
    to: input.to,
    subject: `Your GitSignals alert "${input.ruleName}" was paused`,
    name: input.name,
    intro: [
      `We paused your alert rule "${input.ruleName}": its messages could not be delivered.`,
      input.reason,
      'Nothing more is sent to it while it is paused. Check the destination, send a test, then resume the rule in Settings:',
    ],
    link: { label: 'Open alert settings', url: input.settingsUrl },
    outro: ['The delivery log of the rule shows each attempt and the answer it got.'],
  });
}
