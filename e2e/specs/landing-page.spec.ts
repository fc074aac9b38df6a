import { expect, test } from '@playwright/test';

test('the home page loads with the block library', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle(/StratBlocks/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Build trading strategies from blocks');
  await expect(page.getByText(/blocks, \d+ of them indicators/)).toBeVisible();
  await page.screenshot({ path: 'test-results/landing.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the API health answers through the same server', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(await response.json()).toEqual({ status: 'ok', db: 'sqlite', queue: 'inline' });
});
