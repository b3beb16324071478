// One-click unsubscribe: the page's PUT and mail clients' RFC 8058 POST turn e-mails off for the
// owner of the token, with no session; anything but a known token changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnsubscribeTokenIfNone } from '@gitsignals/db';
import { newUnsubscribeToken } from '../src/mail/unsubscribe-links';
import { createUser, rawQuery, userRow, type TestUser } from './digest-fixtures';
import { createTestApp, type TestApp } from './helpers';

describe('PUT|POST /api/user/{token}/unsubscribe', () => {
  let t: TestApp;
  let reader: TestUser;
  let bystander: TestUser;
  let token: string;

  const resubscribe = () =>
    rawQuery(t.handle, 'update users set subscribed_to_emails = true where id in ($1, $2)', [
      reader.id,
      bystander.id,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    reader = await createUser(t.handle);
    bystander = await createUser(t.handle);
    token = (await setUnsubscribeTokenIfNone(t.handle.db, reader.id, newUnsubscribeToken()))!;
    await setUnsubscribeTokenIfNone(t.handle.db, bystander.id, newUnsubscribeToken());
  });
  afterAll(async () => t?.close());
  beforeEach(resubscribe);

  it('keeps the token a user already has', async () => {
    expect(await setUnsubscribeTokenIfNone(t.handle.db, reader.id, newUnsubscribeToken())).toBe(
      token,
    );
  });

  it('turns e-mails off from the /unsubscribe page: PUT, JSON content type, no body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${token}/unsubscribe`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await userRow(t.handle, reader.id)).subscribed_to_emails).toBe(false);
    expect((await userRow(t.handle, bystander.id)).subscribed_to_emails).toBe(true);
  });

  it('accepts a JSON body too, and answers the same when already unsubscribed', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${token}/unsubscribe`,
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ unsubscribed: true });
    }
    expect((await userRow(t.handle, reader.id)).subscribed_to_emails).toBe(false);
  });

  it('takes the RFC 8058 one-click POST from a mail client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/${token}/unsubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect((await userRow(t.handle, reader.id)).subscribed_to_emails).toBe(false);
  });

  it('takes the one-click POST as multipart/form-data as well', async () => {
    const boundary = 'xyzBOUNDARY';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/${token}/unsubscribe`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow(t.handle, reader.id)).subscribed_to_emails).toBe(false);
  });

  it('answers 404 for an unknown token, the user id or an empty one, and changes nothing', async () => {
    for (const candidate of [newUnsubscribeToken(), reader.id, `${token}x`]) {
      for (const method of ['PUT', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/user/${encodeURIComponent(candidate)}/unsubscribe`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: {
            code: 'not_found',
            message:
              'This unsubscribe link is not valid. Sign in and turn e-mails off in Settings.',
          },
        });
      }
    }
    const empty = await t.app.inject({ method: 'PUT', url: '/api/user//unsubscribe' });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect((await userRow(t.handle, reader.id)).subscribed_to_emails).toBe(true);
    expect((await userRow(t.handle, bystander.id)).subscribed_to_emails).toBe(true);
  });

  it('keeps its body parsers to these routes: other API routes parse as before', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feeds/daily',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'page=1',
    });
    expect(response.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: {} });
    expect(json.statusCode).toBe(200);
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: '/api/feeds/daily',
      headers: { 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBe(400);
  });
});
