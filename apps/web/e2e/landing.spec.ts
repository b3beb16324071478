import { expect, test } from './fixtures';

for (const path of ['/', '/landing']) {
  // /landing is the same page: once at phone width ('@layout') is enough.
  const layout = path === '/' ? ' @layout' : '';
  test(`${path} shows between 1 and 3 public feed cards${layout}`, async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole('region', { name: 'Daily Github Signals' });
    const cards = section.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    // Logos come through the image cache from the avatar host (a stand-in here, see fixtures).
    await expect(cards.first().locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'loaded',
    );
  });
}
