// The body of a Slack incoming webhook: `text` for notifications and clients without blocks,
// `blocks` for the message itself (Block Kit). Slack's limits: 50 blocks, a header of 150
// characters, a text object of 3,000; user text is escaped so a commit message cannot mention
// @channel or break a link.
import type { AlertItem, AlertMessage } from './channel';
import { clip, commitLabel, messageHeadline, PRIORITY_LABELS, signalsLine } from './alert-text';

/** Items shown in full; three blocks each, within Slack's 50 blocks per message. */
export const SLACK_MAX_ITEMS = 15;
const MAX_COMMIT_LINKS = 5;

/** Slack's mrkdwn escaping: only these three characters are control characters. */
export const slackEscape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** <url|label>: the URL with its control characters escaped too, the label without a pipe. */
const link = (url: string, label: string) =>
  `<${slackEscape(url).replace(/\|/g, '%7C')}|${slackEscape(label).replace(/\|/g, '¦')}>`;

function itemLinks(item: AlertItem): string {
  const shown = item.commitUrls.slice(0, MAX_COMMIT_LINKS);
  const commits = shown.map((url, i) => link(url, commitLabel(i, shown.length)));
  const more = item.commitUrls.length - shown.length;
  return [
    link(item.url, 'Open in GitSignals'),
    ...commits,
    ...(more > 0 ? [`+${more} more commits`] : []),
  ].join(' · ');
}

function itemBlocks(item: AlertItem): object[] {
  const facts = [signalsLine(item), PRIORITY_LABELS[item.priority], item.project.name];
  return [
    {
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: clip(`*${link(item.url, item.title)}*\n${slackEscape(item.summary)}`, 3000),
      },
    },
    {
      type: 'context',
      elements: [{ type: 'mrkdwn', text: clip(slackEscape(facts.join(' · ')), 3000) }],
    },
    { type: 'section', text: { type: 'mrkdwn', text: clip(itemLinks(item), 3000) } },
  ];
}

export function slackMessage(message: AlertMessage): string {
  const headline = messageHeadline(message);
  const shown = message.items.slice(0, SLACK_MAX_ITEMS);
  const more = message.items.length - shown.length;
  const first = message.items[0];
  const fallback =
    message.items.length === 1 && first
      ? `${message.rule.name}: ${first.title} (${first.project.name}) ${first.url}`
      : `${message.rule.name}: ${headline}`;
  const footer = [
    ...(more > 0 ? [`${more} more not shown here.`] : []),
    link(message.manageUrl, 'Manage this alert in GitSignals'),
  ].join(' ');
  return JSON.stringify({
    text: slackEscape(fallback),
    blocks: [
      {
        type: 'header',
        text: { type: 'plain_text', text: clip(`${message.rule.name}: ${headline}`, 150) },
      },
      ...shown.flatMap(itemBlocks),
      { type: 'context', elements: [{ type: 'mrkdwn', text: footer }] },
    ],
    unfurl_links: false,
    unfurl_media: false,
  });
}
