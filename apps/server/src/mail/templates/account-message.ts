// The shape every account e-mail shares (sign-up, e-mail change): a greeting, a few lines, one
// link shown as a button in HTML and as a bare address in plain text, a closing line.
import type { MailKind } from '@gitsignals/db';
import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

export interface AccountMessage {
  kind: MailKind;
  to: string;
  subject: string;
  name: string;
  /** Lines before the link. */
  intro: string[];
  link: { label: string; url: string };
  /** Lines after the link. */
  outro: string[];
}

export function accountMessage(input: AccountMessage): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const text = [
    greeting,
    '',
    ...input.intro,
    '',
    input.link.url,
    '',
    ...input.outro,
    '',
    '— GitSignals',
  ].join('\n');
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const url = escapeHtml(input.link.url);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
${paragraphs(input.intro)}
<p><a href="${url}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(input.link.label)}</a></p>
<p style="font-size:13px;color:#555">Or paste this address into your browser:<br>${url}</p>
${paragraphs(input.outro)}
<p>— GitSignals</p>
</body></html>`;
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}
