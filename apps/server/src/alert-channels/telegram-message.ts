// A Telegram sendMessage body (HTML parse mode): the rule and headline, then each item with its
// links, within Telegram's 4,096 characters. Every user text is escaped (Telegram's HTML mode
// knows only &lt; &gt; &amp; &quot;), items are added whole while they fit, and link previews are
// off so a message of several links stays a list.
import type { AlertItem, AlertMessage } from './channel';
import { clip, commitLabel, messageHeadline, PRIORITY_LABELS, signalsLine } from './alert-text';

export const TELEGRAM_MAX_LENGTH = 4096;
const MAX_COMMIT_LINKS = 5;

export const telegramEscape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const link = (url: string, label: string) =>
  `<a href="${telegramEscape(url)}">${telegramEscape(label)}</a>`;

function itemBlock(item: AlertItem, summaryLength: number): string {
  const shown = item.commitUrls.slice(0, MAX_COMMIT_LINKS);
  const more = item.commitUrls.length - shown.length;
  const links = [
    link(item.url, 'Open in GitSignals'),
    ...shown.map((url, i) => link(url, commitLabel(i, shown.length))),
    ...(more > 0 ? [`+${more} more commits`] : []),
  ].join(' · ');
  const facts = [signalsLine(item), PRIORITY_LABELS[item.priority], item.project.name];
  return [
    `<b>${link(item.url, clip(item.title, 300))}</b>`,
    telegramEscape(clip(item.summary, summaryLength)),
    `<i>${telegramEscape(facts.join(' · '))}</i>`,
    links,
  ].join('\n');
}

export interface TelegramSendMessage {
  chat_id: string;
  text: string;
  parse_mode: 'HTML';
  link_preview_options: { is_disabled: true };
}

export function telegramMessage(message: AlertMessage, chatId: string): TelegramSendMessage {
  const head = `<b>${telegramEscape(clip(message.rule.name, 200))}</b>: ${telegramEscape(clip(messageHeadline(message), 300))}`;
  const manage = link(message.manageUrl, 'Manage this alert');
  const blocks: string[] = [];
  for (const item of message.items) {
    const block = itemBlock(item, 600);
    const tail = `${message.items.length - blocks.length - 1} more not shown here. ${manage}`;
    const length = [head, ...blocks, block, tail].join('\n\n').length;
    if (length > TELEGRAM_MAX_LENGTH) break;
    blocks.push(block);
  }
  // Not even one item fit whole (a very long summary): show the first with a shorter summary.
  const first = message.items[0];
  if (blocks.length === 0 && first) blocks.push(itemBlock(first, 200));
  const more = message.items.length - blocks.length;
  const footer = more > 0 ? `${more} more not shown here. ${manage}` : manage;
  return {
    chat_id: chatId,
    text: [head, ...blocks, footer].join('\n\n'),
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
  };
}
