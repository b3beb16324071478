// Accounts for end-to-end tests: unique per test and per browser project, created through the
// real better-auth endpoints. Any spec that needs a signed-in visitor can use signUpViaApi.
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
 * Signs an account up through POST /api/auth/sign-up/email. With `page.request` the session
 * cookie lands in the page's browser context, so the next page load is signed in.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  account: TestAccount,
): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

type OutboxMessage = { id: string; to: string; subject: string; text: string; html: string };

/** Polls the development outbox (GET /api/dev/outbox, newest first) for a message to `to`. */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  timeoutMs = 15_000,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages.find((message) => message.to.includes(to));
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
