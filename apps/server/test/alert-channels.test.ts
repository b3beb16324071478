// The alert channels against local receivers that answer like the real services: a signed generic
// webhook, Slack's and Discord's incoming webhooks, the Telegram Bot API, SMTP; and the SSRF guard
// refusing private targets, redirects to them and other schemes, the deadline and the 64 KB caps.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import type { AlertTarget } from '../src/alert-channels/channel';
import { refusedAddressReason } from '../src/alert-channels/address-policy';
import {
  createSafeFetch,
  MAX_BODY_BYTES,
  type ResolveHost,
} from '../src/alert-channels/safe-fetch';
import { createSendAlert, type SendAlertDeps } from '../src/alert-channels/send-alert';
import { verifySignature } from '../src/alert-channels/sign';
import { createTelegramBot } from '../src/alert-channels/telegram-bot';
import type { WebhookPayload } from '../src/alert-channels/webhook-payload';
import { createMailer } from '../src/mail/mailer';
import { freePort } from '../testing/free-port';
import { alertMessage } from './alert-message-fixture';
import {
  DISCORD_OK,
  SLACK_OK,
  startAlertReceiver,
  type AlertReceiver,
} from './stand-ins/alert-receiver';
import { startTelegramStandIn, type TelegramStandIn } from './stand-ins/telegram-api';

const NOW = new Date('2025-03-05T08:00:00Z');
// Built at run time: a secret-shaped literal in the repository would look leaked.
const SECRET = ['whsec', 'test', 'channels'].join('_');
const noMail = { send: async () => {} };

const sender = (overrides: Partial<SendAlertDeps> = {}) =>
  createSendAlert({
    allowPrivateTargets: true,
    mailer: noMail,
    telegram: undefined,
    now: () => NOW,
    ...overrides,
  });

const target = (destination: AlertTarget['destination']): AlertTarget => ({
  destination,
  secret: SECRET,
  email: 'owner@example.com',
});

let receiver: AlertReceiver;
beforeAll(async () => {
  receiver = await startAlertReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.received.length = 0;
});

describe('generic webhook', () => {
  it('posts the signed JSON payload with the delivery id, and the signature verifies', async () => {
    const outcome = await sender()(
      target({ type: 'webhook', url: `${receiver.url}/hook` }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({ ok: true, responseCode: 200, error: null });
    const [request] = receiver.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['user-agent']).toBe('GitSignals-Alerts/1');
    expect(request?.headers['x-gitsignals-delivery']).toBe('dlv_0001');
    const signature = String(request?.headers['x-gitsignals-signature']);
    expect(signature).toMatch(/^t=1741161600,v1=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, signature, request?.body ?? '', NOW)).toBe(true);
    expect(verifySignature('another-secret', signature, request?.body ?? '', NOW)).toBe(false);

    const payload = JSON.parse(request?.body ?? '') as WebhookPayload;
    expect(payload).toMatchObject({
      id: 'dlv_0001',
      type: 'alert.instant',
      rule: { id: 'rule_1', name: 'Uniswap security' },
      manageUrl: 'https://gitsignals.example/settings/alerts',
      sentAt: NOW.toISOString(),
      omittedItems: 0,
    });
    expect(payload.items[0]).toEqual(alertMessage().items[0]);
  });

  it('a 500 is worth another try, a 404 is not, and the log says what the receiver answered', async () => {
    receiver.answer('/broken', { status: 500, body: 'database down' });
    receiver.answer('/gone', { status: 404, body: 'no such hook' });
    receiver.answer('/busy', { status: 429 });
    const send = sender();
    const broken = await send(
      target({ type: 'webhook', url: `${receiver.url}/broken` }),
      alertMessage(),
    );
    expect(broken).toMatchObject({
      ok: false,
      responseCode: 500,
      retryable: true,
      error: 'The receiver answered 500: database down',
    });
    const gone = await send(
      target({ type: 'webhook', url: `${receiver.url}/gone` }),
      alertMessage(),
    );
    expect(gone).toMatchObject({ ok: false, responseCode: 404, retryable: false });
    const busy = await send(
      target({ type: 'webhook', url: `${receiver.url}/busy` }),
      alertMessage(),
    );
    expect(busy).toMatchObject({ ok: false, responseCode: 429, retryable: true });
  });

  it('a receiver that does not answer in time ends as a retryable timeout', async () => {
    receiver.answer('/slow', { status: 200, hang: true });
    const started = performance.now();
    const outcome = await sender({ timeoutMs: 200 })(
      target({ type: 'webhook', url: `${receiver.url}/slow` }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({ ok: false, responseCode: null, retryable: true });
    expect(outcome.error).toBe('No answer within 0.2 s');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('an address nobody listens at is a retryable connection failure', async () => {
    const port = await freePort();
    const outcome = await sender()(
      target({ type: 'webhook', url: `http://127.0.0.1:${port}/hook` }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({ ok: false, responseCode: null, retryable: true });
    expect(outcome.error).toMatch(/^Could not connect/);
  });
});

describe('Slack and Discord incoming webhooks', () => {
  it('Slack gets text and blocks, and its 200 "ok" counts as delivered', async () => {
    receiver.answer('/services/T000/B000/slack', SLACK_OK);
    const outcome = await sender()(
      target({ type: 'slack', url: `${receiver.url}/services/T000/B000/slack` }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({ ok: true, responseCode: 200 });
    const body = JSON.parse(receiver.received[0]?.body ?? '') as {
      text: string;
      blocks: { type: string }[];
    };
    expect(body.text).toContain('Uniswap ships v4 hooks audit fixes');
    expect(body.blocks.map((b) => b.type)).toEqual([
      'header',
      'section',
      'context',
      'section',
      'context',
    ]);
    expect(receiver.received[0]?.headers['x-gitsignals-signature']).toMatch(/^t=\d+,v1=/);
  });

  it("Slack's error answers are shown as Slack said them", async () => {
    receiver.answer('/services/T000/B000/archived', {
      status: 410,
      body: 'channel_is_archived',
    });
    const outcome = await sender()(
      target({ type: 'slack', url: `${receiver.url}/services/T000/B000/archived` }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      responseCode: 410,
      retryable: false,
      error: 'Slack answered 410: channel_is_archived',
    });
  });

  it('Discord gets content and embeds, and its 204 counts as delivered', async () => {
    receiver.answer('/api/webhooks/1/discord', DISCORD_OK);
    const outcome = await sender()(
      target({ type: 'discord', url: `${receiver.url}/api/webhooks/1/discord` }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({ ok: true, responseCode: 204 });
    const body = JSON.parse(receiver.received[0]?.body ?? '') as {
      content: string;
      embeds: { title: string; url: string; color: number }[];
      allowed_mentions: unknown;
    };
    expect(body.content).toBe('**Uniswap security**: Uniswap ships v4 hooks audit fixes');
    expect(body.embeds).toHaveLength(1);
    expect(body.embeds[0]).toMatchObject({
      title: 'Uniswap ships v4 hooks audit fixes',
      url: 'https://gitsignals.example/feeds/item-uniswap-2025-03-04',
      color: 0xdc2626,
    });
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });
});

describe('SSRF guard', () => {
  const guarded = (resolveHost?: ResolveHost) =>
    sender({ allowPrivateTargets: false, resolveHost });
  /** A public-looking name that resolves to this machine, as a hostile DNS record would. */
  const toLoopback: ResolveHost = async (hostname) =>
    hostname === 'hooks.example.test' ? [{ address: '127.0.0.1', family: 4 }] : [];

  it.each([
    ['http://127.0.0.1/hook', 'a loopback address'],
    ['http://10.1.2.3/hook', 'a private network address'],
    ['http://169.254.169.254/latest/meta-data/', 'a link-local address'],
    ['http://[::1]/hook', 'a loopback address'],
    ['http://[::ffff:192.168.0.1]/hook', 'a private network address'],
    ['http://0.0.0.0/hook', 'an unspecified address'],
  ])('refuses %s without trying again', async (url, reason) => {
    const outcome = await guarded()(target({ type: 'webhook', url }), alertMessage());
    expect(outcome).toMatchObject({ ok: false, responseCode: null, retryable: false });
    expect(outcome.error).toContain(`it is ${reason}`);
  });

  it('refuses a host name that resolves to a private address, and calls it once allowed', async () => {
    const url = `http://hooks.example.test:${receiver.port}/hook`;
    const refused = await guarded(toLoopback)(target({ type: 'webhook', url }), alertMessage());
    expect(refused).toMatchObject({ ok: false, retryable: false });
    expect(refused.error).toBe(
      'Refused to call hooks.example.test: it is a loopback address (127.0.0.1)',
    );
    expect(receiver.received).toHaveLength(0);

    const allowed = await sender({ resolveHost: toLoopback })(
      target({ type: 'webhook', url }),
      alertMessage(),
    );
    expect(allowed).toMatchObject({ ok: true, responseCode: 200 });
    expect(receiver.received[0]?.headers.host).toBe(`hooks.example.test:${receiver.port}`);
  });

  it('refuses a redirect from an allowed target to a private one, by address or by name', async () => {
    // The receiver stands for a public host: this policy lets its one address pass, and judges
    // every other address as production does.
    const receiverIsPublic = (address: string) =>
      address === '127.0.0.1' ? null : refusedAddressReason(address);
    const resolveHost: ResolveHost = async (hostname) =>
      hostname === 'db.internal.test' ? [{ address: '10.0.0.5', family: 4 }] : [];
    const send = sender({
      allowPrivateTargets: false,
      addressPolicy: receiverIsPublic,
      resolveHost,
    });
    receiver.answer('/to-metadata', {
      status: 302,
      headers: { location: 'http://169.254.169.254/latest/meta-data/' },
    });
    receiver.answer('/to-internal', {
      status: 308,
      headers: { location: 'http://db.internal.test:5432/' },
    });

    const metadata = await send(
      target({ type: 'webhook', url: `${receiver.url}/to-metadata` }),
      alertMessage(),
    );
    expect(metadata).toMatchObject({ ok: false, retryable: false });
    expect(metadata.error).toBe(
      'Refused to call 169.254.169.254: it is a link-local address (169.254.169.254)',
    );
    const internal = await send(
      target({ type: 'webhook', url: `${receiver.url}/to-internal` }),
      alertMessage(),
    );
    expect(internal.error).toBe(
      'Refused to call db.internal.test: it is a private network address (10.0.0.5)',
    );
    // The allowed first hops were made; nothing else was.
    expect(receiver.received.map((r) => r.path)).toEqual(['/to-metadata', '/to-internal']);
  });

  it('refuses a redirect to another scheme', async () => {
    receiver.answer('/to-file', { status: 302, headers: { location: 'file:///etc/passwd' } });
    const outcome = await sender()(
      target({ type: 'webhook', url: `${receiver.url}/to-file` }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.error).toMatch(/^Only http:\/\/ and https:\/\/ addresses are called/);
  });

  it('refuses schemes other than http and https, even when private targets are allowed', async () => {
    for (const url of ['ftp://example.com/hook', 'file:///etc/passwd', 'gopher://example.com/']) {
      const outcome = await sender()(target({ type: 'webhook', url }), alertMessage());
      expect(outcome).toMatchObject({ ok: false, retryable: false });
      expect(outcome.error).toMatch(/^Only http:\/\/ and https:\/\/ addresses are called/);
    }
  });

  it('follows at most 3 redirects', async () => {
    for (const hop of [1, 2, 3, 4]) {
      receiver.answer(`/hop${hop}`, { status: 307, headers: { location: `/hop${hop + 1}` } });
    }
    const send = sender();
    const tooMany = await send(
      target({ type: 'webhook', url: `${receiver.url}/hop1` }),
      alertMessage(),
    );
    expect(tooMany).toMatchObject({ ok: false, retryable: false, error: 'More than 3 redirects' });
    receiver.received.length = 0;
    const three = await send(
      target({ type: 'webhook', url: `${receiver.url}/hop2` }),
      alertMessage(),
    );
    expect(three).toMatchObject({ ok: true, responseCode: 200 });
    // 307 repeats the POST with its body and signature.
    expect(receiver.received.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/hop2'],
      ['POST', '/hop3'],
      ['POST', '/hop4'],
      ['POST', '/hop5'],
    ]);
    expect(receiver.received[3]?.body).toBe(receiver.received[0]?.body);
  });

  it('reads at most 64 KB of an answer and sends no body over 64 KB', async () => {
    receiver.answer('/huge', { status: 500, body: Buffer.alloc(5 * 1024 * 1024, 'x') });
    const fetchSafely = createSafeFetch({ allowPrivateTargets: true });
    const answer = await fetchSafely({ url: `${receiver.url}/huge`, method: 'GET', headers: {} });
    expect(answer).toMatchObject({ status: 500, truncated: true });
    expect(answer.body).toHaveLength(MAX_BODY_BYTES);

    const request = { url: `${receiver.url}/hook`, method: 'POST' as const, headers: {} };
    await expect(
      fetchSafely({ ...request, body: 'x'.repeat(MAX_BODY_BYTES + 1) }),
    ).rejects.toMatchObject({ message: 'The message is larger than 64 KB', retryable: false });
    expect(receiver.received.map((r) => r.path)).toEqual(['/huge']);
  });
});

describe('Telegram', () => {
  let telegram: TelegramStandIn;
  beforeAll(async () => {
    telegram = await startTelegramStandIn();
  });
  afterAll(() => telegram.close());

  it('sends the message to the linked chat through the Bot API', async () => {
    const bot = createTelegramBot({ token: telegram.token, apiUrl: telegram.url });
    const outcome = await sender({ telegram: bot })(
      target({ type: 'telegram', chatId: '-100123' }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({ ok: true, responseCode: 200 });
    expect(telegram.sent[0]).toMatchObject({
      chat_id: '-100123',
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    });
    expect(String(telegram.sent[0]?.text)).toContain('Uniswap ships v4 hooks audit fixes');
  });

  it('a chat that blocked the bot is not retried; the error says why', async () => {
    const bot = createTelegramBot({ token: telegram.token, apiUrl: telegram.url });
    telegram.failNextSend(403, 'Forbidden: bot was blocked by the user');
    const outcome = await sender({ telegram: bot })(
      target({ type: 'telegram', chatId: '77' }),
      alertMessage(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      responseCode: 403,
      retryable: false,
      error: 'Telegram answered 403: Forbidden: bot was blocked by the user',
    });
  });

  it('without a bot the delivery fails for good, naming the setting', async () => {
    const outcome = await sender()(target({ type: 'telegram', chatId: '77' }), alertMessage());
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.error).toContain('TELEGRAM_BOT_TOKEN');
  });
});

describe('e-mail over SMTP', () => {
  let handle: DatabaseHandle;
  let smtp: SMTPServer;
  let port: number;
  const received: string[] = [];
  const state = { refuse: false };
  beforeAll(async () => {
    handle = await createTestDatabase();
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (state.refuse) {
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
            return;
          }
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    smtp.close();
    await handle.close();
  });

  it('delivers the alert e-mail (250), and a refused address is not retried (550)', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'GitSignals <alerts@gitsignals.example>',
      db: handle.db,
      now: () => NOW,
    });
    const send = sender({ mailer });
    const sent = await send(target({ type: 'email' }), alertMessage());
    expect(sent).toMatchObject({ ok: true, responseCode: 250, error: null });
    expect(received[0]).toContain('Subject: [GitSignals] Uniswap security: Uniswap ships v4 hooks');

    state.refuse = true;
    const refused = await send(target({ type: 'email' }), alertMessage());
    expect(refused).toMatchObject({ ok: false, responseCode: 550, retryable: false });
    mailer.close();
  });
});
