// The developer's view of the outbox: a plain server-rendered page, everything escaped, links in
// the text parts clickable (reset links), each HTML part in a sandboxed frame.
import { OUTBOX_LIST_LIMIT, type OutboxMessage } from '../../../mail/outbox';
import { escapeHtml } from '../../../mail/templates/escape-html';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escaped text with its http(s) addresses as links. */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    out += escapeHtml(text.slice(last, match.index));
    out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

function messageSection(message: OutboxMessage): string {
  const htmlUrl = `/dev/outbox/${encodeURIComponent(message.id)}/html`;
  const headers = Object.entries(message.headers);
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(message.to)}</strong> · from ${escapeHtml(message.from)} · <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
${headers.length ? `<dl>${headers.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>` : ''}
<pre>${linkify(message.text)}</pre>
<details><summary>View the HTML part</summary>
<p><a href="${htmlUrl}" target="_blank" rel="noopener">Open it in a new tab</a></p>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" src="${htmlUrl}" title="HTML part of: ${escapeHtml(message.subject)}" loading="lazy"></iframe>
</details>
</article>`;
}

export function outboxPage(messages: OutboxMessage[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · GitSignals (development)</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;color:#111;background:#fafafa;margin:0;padding:16px}
main{max-width:860px;margin:0 auto}
article{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:16px;margin:16px 0}
h1{font-size:22px;margin:8px 0}h2{font-size:17px;margin:0 0 4px}
.meta,.note{color:#555;font-size:14px;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f5;padding:12px;border-radius:6px;font-size:13px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:12px;color:#444;margin:0 0 8px}
dt{font-weight:600}dd{margin:0;word-break:break-all}
iframe{width:100%;height:480px;border:1px solid #e5e7eb;border-radius:6px;background:#fff}
a{color:#1d4ed8}
</style></head>
<body><main>
<h1>Outbox</h1>
<p class="note">No SMTP server is configured (<code>SMTP_URL</code>), so e-mails are kept in the database instead of being sent: those of every process of this installation (the server, workers, CLI commands). This page is for development only: anyone who can reach this server can read them. The newest ${OUTBOX_LIST_LIMIT} first; reload to see new messages.</p>
${messages.length === 0 ? '<p><strong>No e-mails yet.</strong> Password resets and digests appear here when the app sends them.</p>' : messages.map(messageSection).join('\n')}
</main></body></html>`;
}

/** A message's HTML part, links opening outside the sandboxed frame it is shown in. */
export function messageHtmlDocument(message: OutboxMessage): string {
  return `<base target="_blank">${message.html}`;
}
