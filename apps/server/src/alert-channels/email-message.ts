// An alert as an e-mail (kind 'alert'): subject "[GitSignals] <rule>: <headline>", each item with
// its priority badge (the digest's colours), summary, signals, project and links, in HTML and in
// plain text, and where to change or stop the alert.
import type { MailMessage } from '../mail/mailer';
import { PRIORITY_STYLE } from '../mail/templates/digest';
import { escapeHtml } from '../mail/templates/escape-html';
import type { AlertItem, AlertMessage } from './channel';
import { commitLabel, messageSubject, PRIORITY_LABELS, signalsLine } from './alert-text';

const MAX_COMMIT_LINKS = 5;

const commitsOf = (item: AlertItem) => item.commitUrls.slice(0, MAX_COMMIT_LINKS);

function itemText(item: AlertItem): string[] {
  const commits = commitsOf(item);
  return [
    `[${PRIORITY_LABELS[item.priority]}] ${item.project.name}: ${item.title}`,
    item.summary,
    `Signals: ${signalsLine(item)}`,
    `Open in GitSignals: ${item.url}`,
    ...commits.map((url, i) => `${commitLabel(i, commits.length)}: ${url}`),
    '',
  ];
}

function itemHtml(item: AlertItem): string {
  const commits = commitsOf(item)
    .map(
      (url, i, all) =>
        ` · <a href="${escapeHtml(url)}" style="color:#2563eb">${escapeHtml(commitLabel(i, all.length))}</a>`,
    )
    .join('');
  return `<tr><td style="padding:14px 0;border-top:1px solid #e5e7eb">
<div style="font-size:13px;color:#555"><span style="display:inline-block;padding:1px 8px;border-radius:6px;font-size:12px;font-weight:600;${PRIORITY_STYLE[item.priority] ?? ''}">${escapeHtml(PRIORITY_LABELS[item.priority])}</span> ${escapeHtml(item.project.name)}</div>
<div style="margin-top:6px;font-size:16px;font-weight:600"><a href="${escapeHtml(item.url)}" style="color:#111;text-decoration:none">${escapeHtml(item.title)}</a></div>
<div style="margin-top:4px;color:#333">${escapeHtml(item.summary)}</div>
<div style="margin-top:4px;font-size:13px;color:#555">${escapeHtml(signalsLine(item))}</div>
<div style="margin-top:6px;font-size:13px"><a href="${escapeHtml(item.url)}" style="color:#2563eb">Open in GitSignals</a>${commits}</div>
</td></tr>`;
}

export function alertEmail(message: AlertMessage, to: string): MailMessage {
  const subject = messageSubject(message);
  const why = `You receive this e-mail because of your GitSignals alert "${message.rule.name}".`;
  const text = [
    subject.replace(/^\[GitSignals\] /, ''),
    '',
    ...message.items.flatMap(itemText),
    `${why} Change or pause it in Settings: ${message.manageUrl}`,
    '',
    '— GitSignals',
  ].join('\n');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;line-height:1.5;color:#111;background:#fff">
<div style="max-width:640px;margin:0 auto">
<p style="font-weight:600">${escapeHtml(subject.replace(/^\[GitSignals\] /, ''))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse">
${message.items.map(itemHtml).join('\n')}
</table>
<p>— GitSignals</p>
<p style="font-size:12px;color:#555;border-top:1px solid #e5e7eb;padding-top:12px">${escapeHtml(why)} <a href="${escapeHtml(message.manageUrl)}" style="color:#555">Change or pause it in Settings</a>.</p>
</div>
</body></html>`;
  return { kind: 'alert', to, subject, text, html };
}
