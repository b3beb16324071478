// The digest e-mail: the subscribed projects' new feed items, highest priority first, as HTML and
// plain text, with RFC 8058 one-click unsubscribe headers and a visible unsubscribe link.
import type { EmailFrequency } from '@gitsignals/contracts';
import type { MailMessage } from '../mailer';
import { describePeriod, type DigestPeriod } from '../digest-period';
import { escapeHtml } from './escape-html';
import { unsubscribeLinks } from '../unsubscribe-links';

export interface DigestItem {
  id: string;
  title: string;
  summary: string;
  priority: string;
  projectName: string;
}

export interface DigestEmailInput {
  to: string;
  name: string;
  period: DigestPeriod;
  /** In digest order: highest priority first. */
  items: DigestItem[];
  publicUrl: string;
  unsubscribeToken: string;
}

/** A monthly digest can hold hundreds of items; the e-mail lists this many and links the rest. */
export const DIGEST_LISTED_ITEMS = 50;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Uniswap', 'Uniswap and Aave', 'Uniswap, Aave and Curve', 'Uniswap, Aave and 3 more'. */
export function projectsPhrase(items: DigestItem[]): string {
  const names = [...new Set(items.map((i) => i.projectName))];
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

export function digestSubject(frequency: EmailFrequency, items: DigestItem[]): string {
  return `Your ${frequency} GitSignals digest: ${plural(items.length, 'update')} from ${projectsPhrase(items)}`;
}

const PRIORITY_LABEL: Record<string, string> = { high: 'High', medium: 'Medium', low: 'Low' };
/** The web app's priority badge colours (light theme), so a badge looks the same everywhere. */
export const PRIORITY_STYLE: Record<string, string> = {
  high: 'background:#fef2f2;border:1px solid #fecaca;color:#991b1b',
  medium: 'background:#fffbeb;border:1px solid #fde68a;color:#78350f',
  low: 'background:#f8fafc;border:1px solid #e2e8f0;color:#334155',
};

export function digestEmail(input: DigestEmailInput): MailMessage {
  const { period, items, publicUrl } = input;
  const links = unsubscribeLinks(publicUrl, input.unsubscribeToken);
  const listed = items.slice(0, DIGEST_LISTED_ITEMS);
  const unlisted = items.length - listed.length;
  const feedUrl = `${publicUrl}/signals`;
  const settingsUrl = `${publicUrl}/settings`;
  const itemUrl = (item: DigestItem) => `${publicUrl}/feeds/${encodeURIComponent(item.id)}`;
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const intro = `Your ${period.frequency} GitSignals digest for ${describePeriod(period)}: ${plural(items.length, 'update')} from your subscribed projects, highest priority first.`;
  const why = `You receive this e-mail because you subscribed to ${period.frequency} GitSignals digests. Change how often in Settings: ${settingsUrl}`;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...listed.flatMap((item) => [
      `[${PRIORITY_LABEL[item.priority] ?? item.priority}] ${item.projectName}: ${item.title}`,
      item.summary,
      itemUrl(item),
      '',
    ]),
    ...(unlisted > 0
      ? [`…and ${plural(unlisted, 'more update')} in your feed: ${feedUrl}`, '']
      : []),
    '— GitSignals',
    '',
    why,
    `Unsubscribe from all e-mails: ${links.page}`,
  ].join('\n');

  const itemHtml = (
    item: DigestItem,
  ) => `<tr><td style="padding:14px 0;border-top:1px solid #e5e7eb">
<div style="font-size:13px;color:#555"><span style="display:inline-block;padding:1px 8px;border-radius:6px;font-size:12px;font-weight:600;${PRIORITY_STYLE[item.priority] ?? PRIORITY_STYLE.low}">${escapeHtml(PRIORITY_LABEL[item.priority] ?? item.priority)}</span> ${escapeHtml(item.projectName)}</div>
<div style="margin-top:6px;font-size:16px;font-weight:600"><a href="${escapeHtml(itemUrl(item))}" style="color:#111;text-decoration:none">${escapeHtml(item.title)}</a></div>
<div style="margin-top:4px;color:#333">${escapeHtml(item.summary)}</div>
<div style="margin-top:6px;font-size:13px"><a href="${escapeHtml(itemUrl(item))}" style="color:#2563eb">Read the full signal</a></div>
</td></tr>`;

  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(digestSubject(period.frequency, items))}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;line-height:1.5;color:#111;background:#fff">
<div style="max-width:640px;margin:0 auto">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse">
${listed.map(itemHtml).join('\n')}
</table>
${unlisted > 0 ? `<p>…and ${escapeHtml(plural(unlisted, 'more update'))} <a href="${escapeHtml(feedUrl)}" style="color:#2563eb">in your feed</a>.</p>` : ''}
<p>— GitSignals</p>
<p style="font-size:12px;color:#555;border-top:1px solid #e5e7eb;padding-top:12px">You receive this e-mail because you subscribed to ${escapeHtml(period.frequency)} GitSignals digests. <a href="${escapeHtml(settingsUrl)}" style="color:#555">Change how often in Settings</a> or <a href="${escapeHtml(links.page)}" style="color:#555">unsubscribe from all e-mails</a>.</p>
</div>
</body></html>`;

  return {
    kind: 'digest',
    to: input.to,
    subject: digestSubject(period.frequency, items),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
