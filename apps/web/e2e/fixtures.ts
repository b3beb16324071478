// Shared fixtures of every end-to-end test:
// - project logos come from avatars.githubusercontent.com, which the test machines cannot reach;
//   a stand-in PNG answers for that third-party host so pages render as they would online;
// - any console error or uncaught page error fails the test. A test that provokes an error on
//   purpose (a 404 answer, an unreachable logo) declares it with `consoleErrors.allow(pattern)`.
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export const AVATAR_HOST_PATTERN = 'https://avatars.githubusercontent.com/**';

/** A 1×1 PNG (one opaque pixel): the smallest valid image the browser decodes. */
export const STAND_IN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function serveStandInAvatars(page: Page): Promise<void> {
  await page.route(AVATAR_HOST_PATTERN, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/png',
      // The image cache downloads logos with fetch(mode: 'cors').
      headers: { 'access-control-allow-origin': '*' },
      body: STAND_IN_PNG,
    }),
  );
}

export type ConsoleErrors = {
  /** Errors so far, minus the allowed ones. */
  readonly unexpected: () => string[];
  /** Declare an error this test provokes on purpose. */
  allow: (pattern: RegExp) => void;
};

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  // Playwright calls the second argument `use`; a different name keeps the React hooks lint
  // rule from mistaking it for React's use().
  page: async ({ page }, provide) => {
    await serveStandInAvatars(page);
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(describe(message));
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      const unexpected = () => errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
      await provide({ unexpected, allow: (pattern) => allowed.push(pattern) });
      expect(unexpected(), 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** True in the 'phone' project (390px wide): filters live in a bottom sheet there. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Waits until no skeleton or loading status is left on the page. */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(
    page.locator('[data-slot="skeleton"], [data-slot="feed-card-skeleton"], [role="status"]'),
  ).toHaveCount(0);
}
