// Sent to the OLD address when the sign-in e-mail changes in Settings, so a change made with a
// stolen session does not go unnoticed by the account's owner.
import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

export function emailChangedNotice(input: {
  to: string;
  name: string;
  newEmail: string;
}): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const lines = [
    `The e-mail address of your GitSignals account was changed to ${input.newEmail}.`,
    'From now on you sign in with that address, and e-mails from GitSignals go there.',
    'If you did not make this change, contact GitSignals support right away so we can secure your account.',
  ];
  const text = [greeting, '', ...lines, '', '— GitSignals'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>— GitSignals</p>
</body></html>`;
  return { to: input.to, subject: 'Your GitSignals e-mail address was changed', text, html };
}
