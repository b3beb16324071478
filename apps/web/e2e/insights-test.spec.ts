import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';
import { expect, test } from './fixtures';

/** Serious or critical axe findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

// The insights test page (/insights-test). The end-to-end server runs with no LLM keys, so a
// subscriber is told that no model is enabled on this server, in product words: which variable
// to set is the operator's business and goes to the server log.

test('a non-subscriber sees the page blurred under a subscribe overlay that leads to /pricing @layout', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'insights-free'));
  await page.goto('/insights-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights test' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscribe to test insights' })).toBeVisible();
  // The form behind the overlay cannot be reached.
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'View plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a subscriber is told, without a key in sight, that no model is enabled on this server', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'insights-subscriber'));
  await subscribeViaApi(page.request);
  await page.goto('/insights-test');

  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await expect(prompt).toBeVisible();
  expect((await prompt.boundingBox())?.height).toBeGreaterThanOrEqual(200);
  // The end-to-end server has no provider key: every model is marked, before anything is typed.
  for (const name of [/GPT mini/, /Claude Sonnet/, /Gemini Flash/])
    await expect(page.getByRole('radio', { name })).toHaveAccessibleName(
      /Not enabled on this server/,
    );
  await prompt.fill('Which DEX shipped the most this week?');
  await page.getByRole('radio', { name: /Claude Sonnet/ }).check();
  await expect(page.getByRole('note')).toHaveText(
    "The Claude model isn't enabled on this GitSignals server. No model is enabled here yet.",
  );
  await expect(page.getByRole('button', { name: 'Run prompt' })).toBeDisabled();
  await expect(page.getByText(/_API_KEY/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Asked anyway, the server answers the same product message; the key to set is in its log.
  const session = await page.request.get('/api/auth/get-session');
  const { user } = (await session.json()) as { user: { id: string } };
  const asked = await page.request.post('/api/feeds/insights', {
    data: { userId: user.id, prompt: 'Hello', model: 'claude' },
  });
  expect(asked.status()).toBe(503);
  expect(await asked.json()).toEqual({
    error: {
      code: 'model_not_configured',
      message: "The Claude model isn't enabled on this GitSignals server.",
    },
  });
});
