// Accounts for end-to-end tests: unique per test and per browser project, created through the
// real better-auth endpoints and confirmed with the link from the development outbox, as a new
// user would (docs/decisions/021). Any spec that needs a signed-in visitor can use signUpViaApi.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

export type TestAccount = { name: string; email: string; password: string };

export function uniqueAccount(testInfo: TestInfo, label: string): TestAccount {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `E2E ${label}`,
    email: `${label}-${testInfo.project.name}-${stamp}@example.com`,
    password: `pw-${stamp}`,
  };
}

/**
 * Signs an account up through POST /api/auth/sign-up/email, then opens the confirmation link
 * from the outbox. With `page.request` the session cookie the link sets lands in the page's
 * browser context, so the next page load is signed in.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  account: TestAccount,
): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const confirmation = await waitForEmail(request, account.email, CONFIRMATION_SUBJECT);
  const opened = await request.get(linkIn(confirmation, '/api/auth/verify-email'));
  expect(opened.ok(), `the confirmation link answered ${opened.status()}`).toBe(true);
}

export const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for GitSignals';

type OutboxMessage = { id: string; to: string; subject: string; text: string; html: string };

/** The first link in a message's plain text whose path starts with `pathPrefix`. */
export function linkIn(message: OutboxMessage, pathPrefix: string): string {
  for (const [link] of message.text.matchAll(/https?:\/\/\S+/g)) {
    if (new URL(link).pathname.startsWith(pathPrefix)) return link;
  }
  throw new Error(`no ${pathPrefix} link in "${message.subject}"`);
}

/**
 * Polls the development outbox (GET /api/dev/outbox, newest first) for a message to `to`, with
 * the given subject when one is named.
 */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  subject?: string,
  timeoutMs = 15_000,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages.find(
          (message) =>
            message.to.includes(to) && (subject === undefined || message.subject === subject),
        );
        return found ? 'arrived' : 'waiting';
      },
      { timeout: timeoutMs, message: `an e-mail to ${to} in the outbox` },
    )
    .toBe('arrived');
  return found!;
}

/** The sidebar's (or, at phone width, the menu's) Logout button. */
export async function clickLogout(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 768) await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Logout' }).click();
}
