import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import { createStrategyViaApi, SMA_SWING_CONFIG } from '../support/strategies';

/**
 * Every signed-in route, with saved strategies and results, and something it must show once
 * loaded: each is checked at 1280 and 375 px (no sideways scroll) in both themes.
 */
const PAGES: { path: (id: number) => string; name: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: () => '/overview',
    name: 'overview',
    ready: (page) => expect(page.getByText('Recent Backtests')).toBeVisible(),
  },
  {
    path: () => '/dashboard',
    name: 'my-strategies',
    ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  {
    path: (id) => `/dashboard?strategy=${id}`,
    name: 'strategy-detail',
    ready: (page) => expect(page.getByText('Entry and exit logic')).toBeVisible(),
  },
  {
    path: (id) => `/strategy/${id}`,
    name: 'strategy-page',
    ready: (page) => expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible(),
  },
  {
    path: () => '/account',
    name: 'account',
    ready: (page) => expect(page.getByText('Member since')).toBeVisible(),
  },
  {
    path: () => '/settings',
    name: 'settings',
    ready: (page) => expect(page.getByLabel('Username')).toBeVisible(),
  },
  {
    path: () => '/docs',
    name: 'docs',
    ready: (page) => expect(page.getByRole('heading', { name: 'Close', exact: true })).toBeVisible(),
  },
  {
    path: () => '/quick-start',
    name: 'quick-start',
    ready: (page) => expect(page.getByText('Run your first backtest')).toBeVisible(),
  },
  {
    path: () => '/support',
    name: 'support',
    ready: (page) => expect(page.getByText('We reply within 24 hours')).toBeVisible(),
  },
  {
    path: (id) => `/builder?id=${id}`,
    name: 'builder-saved',
    ready: (page) =>
      expect(page.getByRole('button', { name: /^Strategy name: SMA 5\/20 crossover/ })).toBeVisible(),
  },
];

test('every signed-in page is accessible and fits 1280 and 375 px, in light and dark', async ({
  page,
  request,
}) => {
  // Eleven pages, two themes, two widths, axe on each: minutes on a busy two-core machine.
  test.setTimeout(480_000);
  const errors = collectErrors(page);
  const account = await signUpViaApi(request);
  // Real figures and a real description: the cards and numbers are what overflowed on phones.
  const backtested = await createStrategyViaApi(request, account.token, {
    name: 'SMA 5/20 crossover on SPY, ten years',
    description: 'Buys when the fast average crosses above the slow one, sells when it crosses back below',
    withResults: true,
    config: SMA_SWING_CONFIG,
  });
  await createStrategyViaApi(request, account.token, {
    name: 'RSI dip on SPY',
    description: 'Buys oversold dips, 5% stop, 10% target',
    withResults: true,
  });
  await createStrategyViaApi(request, account.token, {
    name: 'RSI dip, not run yet',
    description: 'Same rules, never backtested',
    withResults: false,
  });
  await storeSession(page, account.token);
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/overview');
    await page.evaluate((value) => {
      window.localStorage.setItem('stratblocks.theme', value);
    }, theme);
    for (const entry of PAGES) {
      await page.goto(entry.path(backtested.id));
      await entry.ready(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectAccessible(page, `${entry.name}, ${theme}`);
      await captureScreens(page, `${entry.name}-${theme}`);
    }
  }
  expect(errors).toEqual([]);
});

test('the docs search filters the block catalogue', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await storeSession(page, account.token);
  await page.goto('/docs');
  const search = page.getByRole('searchbox', { name: 'Search blocks' });
  await search.fill('bollinger');
  await expect(page.getByRole('heading', { name: 'Bollinger Bands' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RSI', exact: true })).toBeHidden();
  await expect(page.getByText(/^[1-9] of \d{2,} blocks$/)).toBeVisible();
  await search.fill('');
  // Without a search the reader opens the categories they want.
  await page.getByRole('button', { name: /^Indicators/ }).click();
  await expect(page.getByRole('heading', { name: 'RSI', exact: true })).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText('No blocks match your search')).toBeVisible();
  // The execution model and the metric formulas are on the page too.
  await expect(page.getByRole('heading', { name: 'Execution model' })).toBeVisible();
  await expect(page.getByText('(final_nav / initial_nav - 1) x 100.')).toBeVisible();
});
