import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';
import { expect, test } from './fixtures';

// /analysis/{projectName}: signed-in readers only; visitors go to the home page.
test('a visitor is sent to the home page', async ({ page }) => {
  await page.goto('/analysis/Uniswap');
  await expect(page).toHaveURL(/\/$/);
});

// Free accounts analyse the free tier's projects (the most active ones, listed on /pricing);
// anything else sends them to /pricing.
test('a free account analyses a free-tier project and is sent to /pricing for any other', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(60_000);
  // The server refuses the premium analysis with a 403, which the browser logs.
  consoleErrors.allow(/status of 403 .*\/api\/analysis\/analyze/);
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'analysis-free'));
  const response = await page.request.get('/api/billing/free-projects');
  const { projects } = (await response.json()) as { projects: { name: string; slug: string }[] };
  expect(projects.length).toBeGreaterThan(0);
  const free = projects[0]!;
  await page.goto(`/analysis/${encodeURIComponent(free.name)}`);
  await expect(page.getByRole('heading', { level: 1, name: free.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();

  const all = (await (await page.request.get('/api/projects')).json()) as {
    name: string;
    commitCount: number;
  }[];
  const paid = all.find((p) => p.commitCount > 0 && !projects.some((f) => f.name === p.name));
  expect(paid, 'a project outside the free tier').toBeTruthy();
  await page.goto(`/analysis/${encodeURIComponent(paid!.name)}`);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Please upgrade your plan to access this feature.')).toBeVisible();
});

test.describe('subscribed', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await signUpViaApi(page.request, uniqueAccount(testInfo, 'analysis'));
    await subscribeViaApi(page.request);
  });

  test('analyses a project and links every cited commit @layout', async ({ page }) => {
    await page.goto('/analysis/Uniswap');
    await expect(page.getByRole('heading', { level: 1, name: 'Uniswap' })).toBeVisible();
    await expect(page.getByText('Days Analyzed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
    const highlights = page.getByRole('region', { name: 'Key Highlights' });
    const citation = highlights.getByRole('link').first();
    await expect(citation).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/.+\/commit\/[0-9a-f]{40}$/,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Business Impact' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Detailed Analysis' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View Full Report/ })).toHaveAttribute(
      'href',
      '/quarterly-analysis/Uniswap',
    );

    await page.getByRole('combobox', { name: 'Time period' }).click();
    await page.getByRole('option', { name: 'Past 14 Days' }).click();
    await expect(page).toHaveURL(/days=14/);
    await expect(page.getByText('Days Analyzed').locator('..')).toContainText('14');
  });

  test('the picker chooses another project with the keyboard', async ({ page }) => {
    // Two analyses (Uniswap, then Aave) in one journey.
    test.setTimeout(60_000);
    await page.goto('/analysis/Uniswap');
    await expect(page.getByRole('heading', { level: 1, name: 'Uniswap' })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Project' });
    await picker.click();
    await picker.fill('aave');
    await expect(page.getByRole('option', { name: /^Aave/ }).first()).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('ArrowUp');
    await picker.press('Enter');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(page).toHaveURL(/\/analysis\/Aave/);
    await expect(page.getByRole('heading', { level: 1, name: /^Aave/ })).toBeVisible();

    await page.getByRole('button', { name: 'Clear project' }).click();
    await expect(page.getByRole('button', { name: 'Analyze' })).toBeDisabled();
  });

  test('the ecosystem tab lists projects that build on this one, or says there are none', async ({
    page,
  }) => {
    await page.goto('/analysis/Uniswap');
    await page.getByRole('tab', { name: 'Ecosystem Activity' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Ecosystem Activity' });
    await expect(
      panel.getByText('No related projects found').or(panel.getByRole('link').first()),
    ).toBeVisible();
  });
});
