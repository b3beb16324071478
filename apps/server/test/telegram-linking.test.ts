// Linking a Telegram chat end to end, against a local Bot API stand-in: a subscriber asks for a
// code, "sends" `/start CODE` to the bot, polls the code until it is linked, and sees the chat in
// the list; the bot confirms in the chat. Codes expire, work once, belong to one user; each bot
// update is read once; free accounts and servers without a bot are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAppState } from '@gitsignals/db';
import { createTelegramBot } from '../src/alert-channels/telegram-bot';
import {
  LINKED_REPLY,
  TELEGRAM_OFFSET_KEY,
  UNKNOWN_CODE_REPLY,
} from '../src/use-cases/telegram/read-bot-updates';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, type TestApp } from './helpers';
import { startTelegramStandIn, type TelegramStandIn } from './stand-ins/telegram-api';
import { callAs } from './user-api-helpers';

interface Link {
  code: string;
  link: string;
  expiresAt: string;
  status: string;
  chat: { chatId: string; title: string } | null;
}

let clock = new Date('2025-03-05T08:00:00Z');
let telegram: TelegramStandIn;
let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  telegram = await startTelegramStandIn('gitsignals_alerts_bot');
  t = await createTestApp({
    now: () => clock,
    telegram: createTelegramBot({ token: telegram.token, apiUrl: telegram.url }),
  });
  owner = await signUp(t.app);
  other = await signUp(t.app);
  await giveSubscription(t.handle, owner.id, { periodEnd: new Date('2030-01-01') });
  await giveSubscription(t.handle, other.id, { periodEnd: new Date('2030-01-01') });
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

const start = async (user: SignedInUser) => {
  const response = await callAs(t.app, user)('POST', `/api/users/${user.id}/telegram/links`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Link>();
};
const check = (user: SignedInUser, code: string) =>
  callAs(t.app, user)('GET', `/api/users/${user.id}/telegram/links/${code}`);
const chats = async (user: SignedInUser) =>
  (await callAs(t.app, user)('GET', `/api/users/${user.id}/telegram/chats`)).json<{
    chats: { chatId: string; title: string; linkedAt: string }[];
  }>().chats;

describe('linking a chat', () => {
  it('code → /start CODE to the bot → linked, listed, and confirmed in the chat', async () => {
    const link = await start(owner);
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(link).toMatchObject({
      link: `https://t.me/gitsignals_alerts_bot?start=${link.code}`,
      expiresAt: '2025-03-05T08:15:00.000Z',
      status: 'waiting',
      chat: null,
    });
    expect((await check(owner, link.code)).json<Link>().status).toBe('waiting');

    telegram.userWrites(`/start ${link.code}`, {
      id: 424242,
      type: 'private',
      first_name: 'Ada',
      username: 'ada',
    });
    const linked = (await check(owner, link.code)).json<Link>();
    expect(linked).toMatchObject({ status: 'linked', chat: { chatId: '424242', title: 'Ada' } });
    expect(await chats(owner)).toEqual([
      { chatId: '424242', title: 'Ada', linkedAt: clock.toISOString() },
    ]);
    expect(telegram.sent.at(-1)).toMatchObject({ chat_id: '424242', text: LINKED_REPLY });
    // The other subscriber sees none of it.
    expect(await chats(other)).toEqual([]);
  });

  it('a group links under its title, by `/start@bot CODE`', async () => {
    const link = await start(owner);
    telegram.userWrites(`/start@gitsignals_alerts_bot ${link.code}`, {
      id: -100777,
      type: 'supergroup',
      title: 'Research desk',
    });
    expect((await check(owner, link.code)).json<Link>().chat).toEqual({
      chatId: '-100777',
      title: 'Research desk',
    });
  });

  it('reads each bot update once: the offset moves past what was read', async () => {
    const link = await start(owner);
    const calls = telegram.updateCalls.length;
    await check(owner, link.code);
    const offset = Number(await findAppState(t.handle.db, TELEGRAM_OFFSET_KEY));
    expect(telegram.updateCalls.at(calls)).toMatchObject({ offset, timeout: 0 });
    // The stand-in, like Telegram, forgets updates below the offset: nothing is read twice.
    telegram.userWrites('hello bot', { id: 5, type: 'private', first_name: 'Bo' });
    await check(owner, link.code);
    expect(Number(await findAppState(t.handle.db, TELEGRAM_OFFSET_KEY))).toBe(offset + 1);
  });

  it('a code works once, for its own user only, and expires after 15 minutes', async () => {
    const link = await start(owner);
    // Another user's code answers as if it did not exist.
    expect((await check(other, link.code)).statusCode).toBe(404);
    telegram.userWrites(`/start ${link.code}`, { id: 1001, type: 'private', first_name: 'Cy' });
    expect((await check(owner, link.code)).json<Link>().status).toBe('linked');
    // Sent again from another chat: refused in that chat, the link stays where it was.
    telegram.userWrites(`/start ${link.code}`, { id: 2002, type: 'private', first_name: 'Eve' });
    const late = await start(owner);
    await check(owner, late.code);
    expect(telegram.sent.at(-1)).toMatchObject({ chat_id: '2002', text: UNKNOWN_CODE_REPLY });
    expect((await chats(owner)).map((c) => c.chatId)).not.toContain('2002');

    const expiring = await start(owner);
    clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
    telegram.userWrites(`/start ${expiring.code}`, { id: 3003, type: 'private', first_name: 'Li' });
    expect((await check(owner, expiring.code)).json<Link>().status).toBe('expired');
    // The next poll of a waiting code reads the late /start and refuses it in the chat.
    await check(owner, (await start(owner)).code);
    expect(telegram.sent.at(-1)).toMatchObject({ chat_id: '3003', text: UNKNOWN_CODE_REPLY });
    expect((await chats(owner)).map((c) => c.chatId)).not.toContain('3003');
  });
});

describe('who may link', () => {
  it('free accounts are refused (Telegram is a premium destination)', async () => {
    const free = await signUp(t.app);
    const response = await callAs(t.app, free)('POST', `/api/users/${free.id}/telegram/links`);
    expect(response.statusCode).toBe(403);
  });

  it('nobody may use another user’s routes, and signed-out calls are refused', async () => {
    const asOther = callAs(t.app, other);
    expect((await asOther('GET', `/api/users/${owner.id}/telegram/chats`)).statusCode).toBe(403);
    const anonymous = callAs(t.app, null);
    expect((await anonymous('POST', `/api/users/${owner.id}/telegram/links`)).statusCode).toBe(401);
  });

  it('without a bot the server says so (409), naming the setting', async () => {
    const bare = await createTestApp({ now: () => clock });
    try {
      const user = await signUp(bare.app);
      await giveSubscription(bare.handle, user.id, { periodEnd: new Date('2030-01-01') });
      const response = await callAs(bare.app, user)('POST', `/api/users/${user.id}/telegram/links`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'telegram_unavailable',
          message: expect.stringContaining('TELEGRAM_BOT_TOKEN'),
        },
      });
    } finally {
      await bare.close();
    }
  });
});
