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
// subscriber's prompt reaches the server and comes back with the configuration it is missing.

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

test('a subscriber is told a blank prompt is missing, then which key a model needs', async ({
  page,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/503 \(Service Unavailable\)/);
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'insights-subscriber'));
  await subscribeViaApi(page.request);
  await page.goto('/insights-test');

  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await expect(prompt).toBeVisible();
  expect((await prompt.boundingBox())?.height).toBeGreaterThanOrEqual(200);
  await page.getByRole('button', { name: 'Run prompt' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a prompt');

  await prompt.fill('Which DEX shipped the most this week?');
  // Keyboard only: the model radios, then Ctrl+Enter from the text area.
  await page.getByRole('radio', { name: /Claude Sonnet/ }).check();
  await prompt.focus();
  await page.keyboard.press('Control+Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to generate insights');
  await expect(alert).toContainText('The Claude model is not configured: set ANTHROPIC_API_KEY');
  expect(await seriousViolations(page)).toEqual([]);
});
