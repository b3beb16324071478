// The development outbox: without SMTP, sent e-mails can be read as JSON and on a page with
// clickable links, by a browser on this machine talking to the server directly; through a proxy,
// with SMTP, or with DEV_OUTBOX off (production's default) there is nothing to read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import { createMailer } from '../src/mail/mailer';
import type { OutboxMessage } from '../src/mail/outbox';
import { signUp } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';

describe('dev outbox without SMTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'http://localhost:3000' });
  });
  afterAll(async () => t?.close());

  const list = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    return response.json<{ messages: OutboxMessage[] }>().messages;
  };

  it('starts empty, and says so on the page', async () => {
    expect(await list()).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('No e-mails yet.');
  });

  it('lists the password-reset e-mail with its link, newest first', async () => {
    const user = await signUp(t.app);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: user.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    // The reset e-mail is sent in the background (the answer must not wait for it), after the
    // sign-up's confirmation.
    await vi.waitFor(async () => expect(await list()).toHaveLength(2));
    await t.app.deps.mailer.send({
      kind: 'test',
      to: 'second@example.com',
      subject: 'Second message',
      text: 'plain',
      html: '<p>plain</p>',
    });

    const messages = await list();
    expect(messages.map((m) => m.to)).toEqual(['second@example.com', user.email, user.email]);
    const resetMail = messages[1]!;
    expect(resetMail).toMatchObject({
      subject: 'Reset your GitSignals password',
      from: 'GitSignals <no-reply@gitsignals.localhost>',
      headers: {},
    });
    expect(resetMail.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(resetMail.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
    expect(resetMail.html).toContain('Reset your password');
  });

  it('shows each message on the page, escaped, with clickable links and a sandboxed HTML view', async () => {
    await t.app.deps.mailer.send({
      kind: 'test',
      to: 'eve@example.com',
      subject: '<script>alert(1)</script> & friends',
      text: 'Open https://example.com/reset?token=a&b=c now, <b>not bold</b>',
      html: '<p onclick="steal()">hello</p><script>alert(2)</script>',
      headers: { 'List-Unsubscribe': '<https://example.com/api/user/t/unsubscribe>' },
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; friends');
    expect(page.body).toContain(
      '<a href="https://example.com/reset?token=a&#38;b=c">https://example.com/reset?token=a&#38;b=c</a> now, &#60;b&#62;not bold&#60;/b&#62;',
    );
    expect(page.body).toContain('List-Unsubscribe');
    expect(page.body).toContain('Reset your GitSignals password');
    expect(page.body).toContain('anyone who can reach this server can read them');

    const [newest] = await list();
    expect(page.body).toContain(`src="/dev/outbox/${newest!.id}/html"`);
    expect(page.body).toMatch(/<iframe sandbox="[^"]*"/);
    const html = await t.app.inject({ method: 'GET', url: `/dev/outbox/${newest!.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/^sandbox /);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('<p onclick="steal()">hello</p>');
  });

  it('answers 404 for a message that is not there, however it is named', async () => {
    for (const id of ['nope', '..%2F..%2Fetc%2Fpasswd', 'a.b']) {
      const response = await t.app.inject({ method: 'GET', url: `/dev/outbox/${id}/html` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 404 to another machine, even one claiming to be local in a header', async () => {
    const user = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: user.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    await vi.waitFor(async () =>
      expect((await list()).some((m) => m.to === user.email)).toBe(true),
    );
    const [message] = await list();
    for (const url of ['/api/dev/outbox', '/dev/outbox', `/dev/outbox/${message!.id}/html`]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('reset-password');
    }
  });
});

describe('dev outbox behind a reverse proxy on the same machine', () => {
  let t: TestApp;
  let messageId: string;

  beforeAll(async () => {
    t = await createTestApp({ trustedClientIpHeader: 'CF-Connecting-IP' });
    await t.app.deps.mailer.send({
      kind: 'test',
      to: 'victim@example.com',
      subject: 'Reset your GitSignals password',
      text: 'http://localhost:3000/api/auth/reset-password/secret-token',
      html: '<p>reset</p>',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    messageId = list.json<{ messages: OutboxMessage[] }>().messages[0]!.id;
  });
  afterAll(async () => t?.close());

  // The proxy connects from loopback; what it adds (or the Host it passes on) gives it away.
  it.each([
    ['Forwarded', { forwarded: 'for=203.0.113.9;proto=https' }],
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'gitsignals.example.com' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['the configured TRUSTED_CLIENT_IP_HEADER', { 'cf-connecting-ip': '203.0.113.9' }],
    ['a public Host name', { host: 'gitsignals.example.com' }],
  ])('answers 404 to a loopback request carrying %s', async (_name, headers) => {
    for (const url of ['/api/dev/outbox', '/dev/outbox', `/dev/outbox/${messageId}/html`]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret-token');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers });
    expect(refused.json().error.message).toMatch(/not served through a proxy/);
    const status = await t.app.inject({ method: 'GET', url: '/api/dev/outbox/status', headers });
    expect(status.json()).toEqual({ available: false });
    // The insights trigger, the other development tool, is refused the same way (before sign-in).
    const insights = await t.app.inject({ method: 'POST', url: '/api/dev/insights/run', headers });
    expect(insights.statusCode).toBe(404);
  });

  it('still answers a direct request on this machine, by any loopback name', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'app.localhost']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain('secret-token');
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/dev/outbox/status',
        headers: { host },
      });
      expect(status.json(), host).toEqual({ available: true });
    }
  });
});

describe('dev outbox with SMTP configured or DEV_OUTBOX off', () => {
  it('answers 404 on every outbox address when e-mail goes over SMTP', async () => {
    const handle = await createTestDatabase();
    const t = await createTestApp(
      {
        mailer: createMailer({
          smtpUrl: 'smtp://127.0.0.1:9',
          from: 'GitSignals <no-reply@gitsignals.test>',
          db: handle.db,
          now: () => new Date(),
        }),
      },
      handle,
    );
    try {
      for (const url of ['/api/dev/outbox', '/dev/outbox', '/dev/outbox/x/html']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
      }
    } finally {
      await t.close();
    }
  });

  it('answers 404 when DEV_OUTBOX is off (the default in production)', async () => {
    const handle = await createTestDatabase();
    const t = await createTestApp(
      {
        mailer: createMailer({
          smtpUrl: undefined,
          from: 'GitSignals <no-reply@gitsignals.test>',
          db: handle.db,
          outboxReadableOverHttp: false,
          now: () => new Date(),
        }),
      },
      handle,
    );
    try {
      for (const url of ['/api/dev/outbox', '/dev/outbox']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('The outbox page is off (DEV_OUTBOX=false).');
      }
      const status = await t.app.inject({ method: 'GET', url: '/api/dev/outbox/status' });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ available: false });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/dev/insights/run' })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});
