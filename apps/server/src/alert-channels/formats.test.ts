// The message formats of each channel: what a reader sees, escaping of user text, and each
// service's limits kept on a busy day or a long commit message.
import { describe, expect, it } from 'vitest';
import { alertItem, alertMessage, manyItems } from '../../test/alert-message-fixture';
import { messageSubject } from './alert-text';
import { discordMessage, embedCharacters } from './discord-message';
import { alertEmail } from './email-message';
import { MAX_BODY_BYTES } from './safe-fetch';
import { slackMessage } from './slack-message';
import { TELEGRAM_MAX_LENGTH, telegramMessage } from './telegram-message';
import { webhookPayload, type WebhookPayload } from './webhook-payload';

const AT = new Date('2025-03-05T08:00:00Z');
const hostile = alertItem({
  title: '<script>alert(1)</script> & <@everyone> "quoted" [link](x)',
  summary: 'Fixes <b>bold</b> & <!channel> handling',
});

describe('subject and headline', () => {
  it('names the rule and the item for instant, the count for daily', () => {
    expect(messageSubject(alertMessage())).toBe(
      '[GitSignals] Uniswap security: Uniswap ships v4 hooks audit fixes',
    );
    expect(messageSubject(alertMessage({ kind: 'daily', items: manyItems(3) }))).toBe(
      '[GitSignals] Uniswap security: 3 new signals',
    );
    expect(messageSubject(alertMessage({ kind: 'daily', items: manyItems(1) }))).toBe(
      '[GitSignals] Uniswap security: 1 new signal',
    );
    expect(messageSubject(alertMessage({ kind: 'test' }))).toBe(
      '[GitSignals] Uniswap security: Test: Uniswap ships v4 hooks audit fixes',
    );
  });
});

describe('generic webhook payload', () => {
  it('has the documented shape', () => {
    const payload = JSON.parse(
      webhookPayload(alertMessage({ kind: 'daily' }), AT),
    ) as WebhookPayload;
    expect(Object.keys(payload)).toEqual([
      'id',
      'type',
      'rule',
      'items',
      'omittedItems',
      'manageUrl',
      'sentAt',
    ]);
    expect(payload.type).toBe('alert.daily');
    expect(Object.keys(payload.items[0] ?? {})).toEqual([
      'id',
      'title',
      'summary',
      'signals',
      'priority',
      'project',
      'url',
      'commitUrls',
      'analysisDate',
    ]);
  });

  it('keeps a busy day under 64 KB, counting the items left out', () => {
    const items = manyItems(400, { summary: 'x'.repeat(400) });
    const body = webhookPayload(alertMessage({ kind: 'daily', items }), AT);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const payload = JSON.parse(body) as WebhookPayload;
    expect(payload.items.length).toBeGreaterThan(50);
    expect(payload.items.length + payload.omittedItems).toBe(400);
    // One more item would not have fitted: with it, that one is left out again.
    const oneMore = alertMessage({
      kind: 'daily',
      items: items.slice(0, payload.items.length + 1),
    });
    expect((JSON.parse(webhookPayload(oneMore, AT)) as WebhookPayload).omittedItems).toBe(1);
  });
});

describe('Slack', () => {
  type Block = { type: string; text?: { text: string }; elements?: { text: string }[] };
  const parse = (body: string) => JSON.parse(body) as { text: string; blocks: Block[] };

  it('shows the headline, summary, signals, priority, project and the links', () => {
    const { text, blocks } = parse(slackMessage(alertMessage()));
    expect(text).toBe(
      'Uniswap security: Uniswap ships v4 hooks audit fixes (Uniswap) https://gitsignals.example/feeds/item-uniswap-2025-03-04',
    );
    expect(blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'Uniswap security: Uniswap ships v4 hooks audit fixes' },
    });
    expect(blocks[1]?.text?.text).toBe(
      '*<https://gitsignals.example/feeds/item-uniswap-2025-03-04|Uniswap ships v4 hooks audit fixes>*\nThree audit findings in the hooks contracts were fixed and a release was tagged.',
    );
    expect(blocks[2]?.elements?.[0]?.text).toBe(
      'Security fixes, Releases · High priority · Uniswap',
    );
    expect(blocks[3]?.text?.text).toBe(
      '<https://gitsignals.example/feeds/item-uniswap-2025-03-04|Open in GitSignals> · <https://github.com/Uniswap/v4-core/commit/1111111111111111111111111111111111111111|Commit 1> · <https://github.com/Uniswap/v4-core/commit/2222222222222222222222222222222222222222|Commit 2>',
    );
  });

  it('escapes user text so it cannot mention the channel or break a link', () => {
    const { text, blocks } = parse(slackMessage(alertMessage({ items: [hostile] })));
    // mrkdwn reads <…> as links and mentions; the header is plain_text, shown as typed.
    const mrkdwn = [text, ...blocks.slice(1).map((b) => JSON.stringify(b))].join('\n');
    expect(mrkdwn).not.toContain('<!channel>');
    expect(mrkdwn).not.toContain('<script>');
    expect(mrkdwn).not.toContain('<@everyone>');
    expect(blocks[1]?.text?.text).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;@everyone&gt;',
    );
  });

  it('stays within 50 blocks on a busy day and says how many are not shown', () => {
    const { blocks } = parse(slackMessage(alertMessage({ kind: 'daily', items: manyItems(40) })));
    expect(blocks.length).toBeLessThanOrEqual(50);
    expect(blocks.at(-1)?.elements?.[0]?.text).toMatch(/^25 more not shown here\. <https:/);
  });

  it('clips a long headline to the header limit of 150 characters', () => {
    const long = alertItem({ title: 'A'.repeat(400) });
    const { blocks } = parse(slackMessage(alertMessage({ items: [long] })));
    expect(blocks[0]?.text?.text.length).toBe(150);
  });
});

describe('Discord', () => {
  type Embed = {
    title: string;
    url: string;
    description?: string;
    color: number;
    fields: { name: string; value: string }[];
  };
  const parse = (body: string) =>
    JSON.parse(body) as { content: string; embeds: Embed[]; allowed_mentions: unknown };

  it('one embed per item, coloured by priority, with signals, priority, project and commits', () => {
    const items = [alertItem(), alertItem({ id: 'b', priority: 'low', commitUrls: [] })];
    const { embeds } = parse(discordMessage(alertMessage({ kind: 'daily', items })));
    expect(embeds.map((e) => e.color)).toEqual([0xdc2626, 0x64748b]);
    expect(embeds[0]?.fields.map((f) => [f.name, f.value])).toEqual([
      ['Signals', 'Security fixes, Releases'],
      ['Priority', 'High priority'],
      ['Project', 'Uniswap'],
      [
        'Commits',
        '[Commit 1](https://github.com/Uniswap/v4-core/commit/1111111111111111111111111111111111111111) · [Commit 2](https://github.com/Uniswap/v4-core/commit/2222222222222222222222222222222222222222)',
      ],
    ]);
    expect(embeds[1]?.fields.map((f) => f.name)).toEqual(['Signals', 'Priority', 'Project']);
  });

  it('keeps Discord limits: 10 embeds, 256-character titles, 4,096 descriptions, 6,000 in all', () => {
    const items = manyItems(14, { title: 'T'.repeat(400), summary: 'S'.repeat(5000) });
    const { content, embeds } = parse(discordMessage(alertMessage({ kind: 'daily', items })));
    expect(embeds.length).toBeLessThanOrEqual(10);
    for (const embed of embeds) {
      expect(embed.title.length).toBeLessThanOrEqual(256);
      expect(embed.description?.length ?? 0).toBeLessThanOrEqual(4096);
    }
    expect(embedCharacters(embeds as never)).toBeLessThanOrEqual(6000);
    expect(content).toContain(`${14 - embeds.length} more not shown here`);

    const single = parse(discordMessage(alertMessage({ items: [items[0] ?? alertItem()] })));
    expect(single.embeds[0]?.description?.length).toBe(4096);
  });

  it('switches mentions off so a commit message cannot ping everyone', () => {
    expect(parse(discordMessage(alertMessage({ items: [hostile] }))).allowed_mentions).toEqual({
      parse: [],
    });
  });
});

describe('Telegram', () => {
  it('HTML with every user text escaped, links to the item and its commits, previews off', () => {
    const body = telegramMessage(alertMessage({ items: [hostile] }), '-100');
    expect(body).toMatchObject({
      chat_id: '-100',
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    });
    expect(body.text).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;@everyone&gt; &quot;quoted&quot;',
    );
    expect(body.text).toContain('Fixes &lt;b&gt;bold&lt;/b&gt; &amp; &lt;!channel&gt; handling');
    expect(body.text).toContain('<i>Security fixes, Releases · High priority · Uniswap</i>');
    expect(body.text).toContain(
      '<a href="https://github.com/Uniswap/v4-core/commit/2222222222222222222222222222222222222222">Commit 2</a>',
    );
  });

  it('stays within 4,096 characters, keeping whole items and counting the rest', () => {
    const items = manyItems(60, { summary: 'word '.repeat(200) });
    const { text } = telegramMessage(alertMessage({ kind: 'daily', items }), '1');
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_MAX_LENGTH);
    const shown = (text.match(/Open in GitSignals/g) ?? []).length;
    expect(shown).toBeGreaterThan(0);
    expect(text).toContain(`${60 - shown} more not shown here.`);
  });
});

describe('e-mail', () => {
  it('kind alert, the subject of the spec, text and HTML with the links; HTML escaped', () => {
    const mail = alertEmail(
      alertMessage({ items: [alertItem(), hostile], kind: 'daily' }),
      'a@b.example',
    );
    expect(mail).toMatchObject({
      kind: 'alert',
      to: 'a@b.example',
      subject: '[GitSignals] Uniswap security: 2 new signals',
    });
    expect(mail.text).toContain('[High priority] Uniswap: Uniswap ships v4 hooks audit fixes');
    expect(mail.text).toContain('Signals: Security fixes, Releases');
    expect(mail.text).toContain(
      'Commit 1: https://github.com/Uniswap/v4-core/commit/1111111111111111111111111111111111111111',
    );
    expect(mail.text).toContain('https://gitsignals.example/settings/alerts');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://gitsignals.example/feeds/item-uniswap-2025-03-04"');
  });
});
