import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { expect, test } from './fixtures';

// /quarterly-analysis and /quarterly-analysis/{companyName}: the landing shows visitors the
// sign-up dialog; the report is for signed-in readers and computed from the demo history.
test('a visitor sees the landing with the sign-up dialog @layout', async ({ page }) => {
  await page.goto('/quarterly-analysis');
  await expect(page.getByRole('dialog', { name: 'Sign up for GitSignals' })).toBeVisible();
  // The page shows behind the modal dialog, which hides it from the accessibility tree
  // (aria-hidden): asked for before the dialog opened, the heading passed; after, it was "not
  // found" (the [phone] flake of issue 11). It is looked up with the hidden ones, and must
  // still be visible on screen.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Explore quarterly Github activity',
      includeHidden: true,
    }),
  ).toBeVisible();
});

test('a visitor opening a report is sent to sign in', async ({ page }) => {
  await page.goto('/quarterly-analysis/Uniswap');
  await expect(page).toHaveURL(/\/signin$/);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await signUpViaApi(page.request, uniqueAccount(testInfo, 'quarterly'));
  });

  test('picks a project, reads its quarter and switches quarters @layout', async ({
    page,
  }, testInfo) => {
    await page.goto('/quarterly-analysis');
    const picker = page.getByRole('combobox', { name: 'Project' });
    await expect(picker).toHaveAttribute('placeholder', "Analyze a project's quarterly activity");
    await picker.click();
    await picker.fill('uniswap');
    await expect(page.getByRole('option', { name: /^Uniswap/ }).first()).toBeVisible();
    await picker.press('Enter');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(page).toHaveURL(/\/quarterly-analysis\/Uniswap$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Uniswap' })).toBeVisible();
    await expect(page.getByText('Last updated')).toBeVisible();
    // The demo is real history replayed to end yesterday: the page says so, as feed cards do,
    // with the days the quarter's commits were recorded.
    await expect(
      page.getByText(/^real history, replayed\. Recorded \w+ \d+, \d{4} – /),
    ).toBeVisible();
    await expect(
      page.getByText(/^Real history, replayed: this quarter's commits were recorded between/),
    ).toBeVisible();
    const metrics = page.getByRole('region', { name: 'Metrics' });
    await expect(metrics.getByText('Total commits')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Key Milestones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(page.getByText(/^Uniswap recorded \d+ commits? in Q\d \d{4}/)).toBeVisible();

    const tabs = page.getByRole('tab');
    if (testInfo.project.name === 'phone') {
      await expect(tabs).toHaveText(['Overview', 'Priorities']);
    } else {
      await expect(tabs).toHaveText([
        'Overview',
        'Priorities',
        'Competitive Intelligence',
        'Contributors',
      ]);
      await page.getByRole('tab', { name: 'Contributors' }).click();
      await expect(page.getByText('Stay tuned, launching soon')).toBeVisible();
      await page.getByRole('tab', { name: 'Competitive Intelligence' }).click();
      await expect(page.getByRole('heading', { name: 'Architectural changes' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Technologies to adopt' })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Priorities' }).click();
    await expect(page.getByRole('heading', { name: 'Where the work went' })).toBeVisible();

    const selector = page.getByRole('combobox', { name: 'Quarter' });
    const current = (await selector.textContent()) ?? '';
    await selector.click();
    const other = page.getByRole('option').filter({ hasNotText: current }).first();
    const label = (await other.textContent()) ?? '';
    await other.click();
    await expect(page).toHaveURL(/\?quarter=\d{4}-Q[1-4]$/);
    await expect(selector).toHaveText(label);
    await expect(
      page.getByText(new RegExp(`^Uniswap recorded \\d+ commits? in ${label}`)),
    ).toBeVisible();
  });

  test('says a quarter without data does not exist yet', async ({ page, consoleErrors }) => {
    // The API answers 404 for the empty quarter; the browser logs the failed request.
    consoleErrors.allow(/404 \(Not Found\)/);
    await page.goto('/quarterly-analysis/Uniswap?quarter=2001-Q1');
    await expect(
      page.getByText(
        'Quarter analysis for Uniswap does not exist yet, we are working on it. Please check back later.',
      ),
    ).toBeVisible();
  });
});
