// The password-reset message: HTML and plain text, the link valid for one hour and usable once.
import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

export function passwordResetEmail(input: { to: string; name: string; url: string }): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your GitSignals account.',
    'Open this link within one hour to choose a new password (it works once):',
    '',
    input.url,
    '',
    "If it wasn't you, ignore this e-mail: your password stays as it is.",
    '',
    '— GitSignals',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your GitSignals account. Open this link within one hour to choose a new password (it works once):</p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">Reset your password</a></p>
<p style="font-size:13px;color:#555">Or paste this address into your browser:<br>${escapeHtml(input.url)}</p>
<p>If it wasn't you, ignore this e-mail: your password stays as it is.</p>
<p>— GitSignals</p>
</body></html>`;
  return {
    kind: 'password-reset',
    to: input.to,
    subject: 'Reset your GitSignals password',
    text,
    html,
  };
}
