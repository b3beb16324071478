// Digests delivered over real SMTP: nodemailer talks to an smtp-server on loopback and the test
// reads what arrived (headers, both parts). A digest that a server refuses, or that finds no
// server at all, waits in the outbox and the next run delivers it, under the same Message-ID.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDigestDeliveries, listDigestOutbox, type DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { buildApp } from '../src/http/app';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { sendDigests } from '../src/use-cases/digests/send-digests';
import { createUser, rawQuery, userRow } from './digest-fixtures';
import { registryProject, seedFeed } from './helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A loopback SMTP server that keeps what it receives, or refuses while `refuse` is set. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(err);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { server, received, state, port };
}

/** Header fields of a message or part, unfolded, by lower-case name. */
function headersOf(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The message's headers and its text/plain and text/html parts, decoded. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts: Record<string, string> = {};
  for (const part of raw.slice(split + 4).split(`--${boundary}`)) {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const partHeaders = headersOf(part.slice(0, end));
    const type = partHeaders.get('content-type')?.split(';')[0];
    if (type) {
      parts[type] = decodeBody(
        part.slice(end + 4).replace(/\r\n$/, ''),
        partHeaders.get('content-transfer-encoding'),
      );
    }
  }
  return { headers, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

describe('digests over SMTP', () => {
  const PUBLIC_URL = 'https://gitsignals.example';
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;
  const run = (now: string, via: Mailer = mailer) =>
    sendDigests({ db: handle.db, mailer: via, publicUrl: PUBLIC_URL, now: () => new Date(now) });

  beforeAll(async () => {
    handle = await createTestDatabase();
    smtp = await startSmtp();
    mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'GitSignals <digest@gitsignals.test>',
      db: handle.db,
      now: () => new Date(),
    });
    await seedFeed(
      handle,
      ['uniswap', 'aave', 'curve', 'lido'].map((slug) => registryProject(slug)),
      [
        { slug: 'uniswap', date: '2026-03-03', priority: 'high', title: 'Uniswap v4 hooks' },
        { slug: 'aave', date: '2026-03-04', priority: 'medium', title: 'Aave GHO “facilitators”' },
        { slug: 'curve', date: '2026-03-05', priority: 'low', title: 'Curve gauge tweak' },
        { slug: 'lido', date: '2026-03-06', priority: 'low', title: 'Lido oracle report' },
        { slug: 'aave', date: '2026-03-10', priority: 'high', title: 'Aave on Tuesday' },
      ],
    );
  });
  afterAll(async () => {
    mailer?.close();
    if (smtp) await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await handle?.close();
  });

  it('delivers the digest with its subject, both parts and one-click unsubscribe headers', async () => {
    const reader = await createUser(handle, {
      name: 'Grace',
      frequency: 'weekly',
      projects: ['uniswap', 'aave', 'curve', 'lido'],
    });
    expect(await run('2026-03-09T00:05:00Z')).toMatchObject({ sent: 1, failed: [] });

    expect(smtp.received).toHaveLength(1);
    const delivered = smtp.received[0]!;
    expect(delivered.from).toBe('digest@gitsignals.test');
    expect(delivered.to).toEqual([reader.email]);
    const message = parseMessage(delivered.raw);
    expect(message.headers.get('subject')).toBe(
      'Your weekly GitSignals digest: 4 updates from Uniswap, Aave and 2 more',
    );
    const { unsubscribe_token: token } = await userRow(handle, reader.id);
    expect(message.headers.get('list-unsubscribe')).toBe(
      `<${PUBLIC_URL}/api/user/${token}/unsubscribe>`,
    );
    expect(message.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(message.headers.get('message-id')).toBe(
      `<digest.${reader.id}.weekly.2026-W10@gitsignals.example>`,
    );

    expect(message.text).toContain('Hi Grace,');
    expect(message.text).toContain('[High] Uniswap: Uniswap v4 hooks');
    expect(message.text).toContain('[Medium] Aave: Aave GHO “facilitators”');
    expect(message.text).toContain(
      `Unsubscribe from all e-mails: ${PUBLIC_URL}/unsubscribe?userId=${token}`,
    );
    expect(message.text).not.toContain('Aave on Tuesday');
    expect(message.html).toContain('Aave GHO “facilitators”');
    expect(message.html).toContain(`href="${PUBLIC_URL}/unsubscribe?userId=${token}"`);
    expect(message.html.indexOf('Uniswap v4 hooks')).toBeLessThan(
      message.html.indexOf('Curve gauge tweak'),
    );

    // The same period again: nothing more arrives.
    expect(await run('2026-03-09T05:05:00Z')).toMatchObject({ sent: 0, failed: [] });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends nothing after a mail client's one-click unsubscribe", async () => {
    const reader = await createUser(handle, { frequency: 'daily', projects: ['aave'] });
    expect(await run('2026-03-11T00:05:00Z')).toMatchObject({ sent: 1, failed: [] });
    const digest = smtp.received.findLast((m) => m.to.includes(reader.email))!;
    const target = /^<(.+)>$/.exec(parseMessage(digest.raw).headers.get('list-unsubscribe')!)![1]!;

    // What a mail client does with the headers (RFC 8058), against the real route.
    const app = await buildApp({
      db: handle.db,
      databaseKind: handle.kind,
      logLevel: 'silent',
      now: () => new Date(),
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: new URL(target).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: parseMessage(digest.raw).headers.get('list-unsubscribe-post')!,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }

    await seedFeed(
      handle,
      [registryProject('aave')],
      [{ slug: 'aave', date: '2026-03-11', priority: 'high', title: 'Aave on Wednesday' }],
    );
    const before = smtp.received.length;
    expect(await run('2026-03-12T00:05:00Z')).toMatchObject({ failed: [] });
    expect(smtp.received.slice(before).filter((m) => m.to.includes(reader.email))).toEqual([]);
  });

  it('keeps a refused digest in the outbox, then delivers that e-mail on the next run', async () => {
    const reader = await createUser(handle, { frequency: 'daily', projects: ['aave'] });
    smtp.state.refuse = true;
    const refused = await run('2026-03-11T01:05:00Z');
    expect(refused.sent).toBe(0);
    expect(refused.failed).toEqual([
      expect.objectContaining({ userId: reader.id, periodKey: 'daily:2026-03-10' }),
    ]);
    expect(refused.failed[0]!.error).toContain('Mailbox unavailable');
    expect(await listDigestOutbox(handle.db, reader.id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1 }),
    ]);

    smtp.state.refuse = false;
    const before = smtp.received.length;
    expect(await run('2026-03-11T02:05:00Z')).toMatchObject({ sent: 1, failed: [] });
    const arrived = smtp.received.slice(before);
    expect(arrived.map((m) => m.to)).toEqual([[reader.email]]);
    const message = parseMessage(arrived[0]!.raw);
    expect(message.headers.get('subject')).toBe('Your daily GitSignals digest: 1 update from Aave');
    expect(message.headers.get('message-id')).toBe(
      `<digest.${reader.id}.daily.2026-03-10@gitsignals.example>`,
    );
    expect(await listDigestDeliveries(handle.db, reader.id)).toEqual([
      expect.objectContaining({ periodKey: 'daily:2026-03-10', itemCount: 1 }),
    ]);
    expect(await listDigestOutbox(handle.db, reader.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2 }),
    ]);
  });

  it('keeps the digest while no mail server answers, and delivers it when one does', async () => {
    const reader = await createUser(handle, { frequency: 'daily', projects: ['aave'] });
    // A port nobody listens on: the SMTP server is down.
    const closed = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
    });
    closed.listen(0, '127.0.0.1');
    await once(closed.server, 'listening');
    const { port } = closed.server.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'GitSignals <digest@gitsignals.test>',
      db: handle.db,
      now: () => new Date(),
    });
    try {
      const failed = (await run('2026-03-12T00:05:00Z', down)).failed;
      const mine = failed.filter((f) => f.userId === reader.id);
      expect(mine).toEqual([expect.objectContaining({ periodKey: 'daily:2026-03-11' })]);
      expect(mine[0]!.error).toMatch(/ECONNREFUSED/);
    } finally {
      down.close();
    }
    const before = smtp.received.length;
    expect(await run('2026-03-12T01:05:00Z')).toMatchObject({ failed: [] });
    const arrived = smtp.received.slice(before).filter((m) => m.to.includes(reader.email));
    expect(arrived).toHaveLength(1);
    expect(parseMessage(arrived[0]!.raw).headers.get('message-id')).toBe(
      `<digest.${reader.id}.daily.2026-03-11@gitsignals.example>`,
    );
    // The e-mail log has both attempts: the refused one with its cause, then the delivery; the
    // message itself is not kept when it goes over SMTP.
    const log = await rawQuery<{ status: string; error: string | null; message: unknown }>(
      handle,
      `select status, error, message from mail_messages where recipient = $1 and kind = 'digest'
       order by id`,
      [reader.email],
    );
    expect(log.map((row) => row.status)).toEqual(['failed', 'sent']);
    expect(log[0]!.error).toMatch(/ECONNREFUSED/);
    expect(log.map((row) => row.message)).toEqual([null, null]);
  });
});
