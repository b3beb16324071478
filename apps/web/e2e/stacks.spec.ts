import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';
import { expect, isPhone, test } from './fixtures';

// Stacks: /stacks, /stacks/{project} and /stack-example over the demo data's real profiles
// (computed by the first-run import from the repositories' manifests and paths).
test.beforeEach(async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'stacks'));
  // A stack detail needs an active subscription (billing.spec.ts covers the gate).
  await subscribeViaApi(page.request);
});

test('pick a project, see its stack, search it and jump with the table of contents @layout', async ({
  page,
}) => {
  await page.goto('/stacks');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore Project Tech Stacks' }),
  ).toBeVisible();
  const analyze = page.getByRole('button', { name: 'Analyze Stack' });
  await expect(analyze).toBeDisabled();
  const picker = page.getByRole('combobox', { name: 'Project' });
  await expect(picker).toHaveAttribute('placeholder', 'Search for a project...');
  await picker.fill('aave');
  await page.getByRole('option', { name: /^Aave/ }).first().click();
  await analyze.click();
  await expect(page).toHaveURL(/\/stacks\/aave$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Aave' })).toBeVisible();
  await expect(page.getByText(/^\d+ technologies$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View contacts' })).toHaveAttribute(
    'href',
    '/network/aave',
  );
  await expect(page.getByRole('region', { name: /RWAs/ }).getByText('None')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search technologies' });
  await search.fill('chainl');
  // Only the Oracles section is left: no other category has a technology named like that.
  await expect(page.locator('section[id^="stack-"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^Oracles/ })).toBeVisible();
  const badge = page.getByRole('button', { name: 'Chainlink (matches your search)' });
  await expect(badge).toHaveAttribute('data-highlighted', 'true');
  await badge.focus();
  await expect(page.getByRole('dialog').getByText(/^Confidence \d+%$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await search.fill('');

  // The table of contents scrolls the chosen category to 100px below the top.
  if (isPhone(page)) {
    await page.getByRole('combobox', { name: 'Jump to category' }).selectOption('stack-security');
  } else {
    await page
      .getByRole('navigation', { name: 'Table of contents' })
      .getByRole('link', { name: /^Security/ })
      .click();
  }
  const security = page.getByRole('region', { name: /^Security/ });
  await expect(security).toBeFocused();
  await expect.poll(async () => Math.round((await security.boundingBox())?.y ?? -1)).toBe(100);
});

test('example cards show real counts and open the stack @layout', async ({ page }) => {
  await page.goto('/stacks');
  const examples = page.getByRole('region', { name: 'Examples' });
  const uniswap = examples.getByRole('link', { name: /^Uniswap/ });
  await expect(uniswap).toContainText(/\d+ technologies/);
  const count = (await uniswap.textContent())?.match(/(\d+) technologies/)?.[1];
  await uniswap.click();
  await expect(page).toHaveURL(/\/stacks\/uniswap$/);
  await expect(page.getByText(`${count} technologies`, { exact: true })).toBeVisible();
  if (isPhone(page)) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
  }
});

test('the stack example page shows Aave', async ({ page }) => {
  await page.goto('/stack-example');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Stack' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search technologies' })).toHaveAttribute(
    'placeholder',
    'Search technologies...',
  );
  await expect(
    page.getByRole('region', { name: /^Oracles/ }).getByRole('button', { name: 'Chainlink' }),
  ).toBeVisible();
});

test('a project without a stack says so and leads back', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/404 \(Not Found\)/);
  await page.goto('/stacks/no-such-project');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
  await expect(
    page.getByText("We couldn't find technology information for no-such-project."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Stacks' }).click();
  await expect(page).toHaveURL(/\/stacks$/);
});
