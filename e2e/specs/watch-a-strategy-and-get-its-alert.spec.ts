import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { WATCH_URL } from '../support/ports';
import { captureScreens } from '../support/screens';
import { WATCH_SOURCE } from '../support/watch-dates';
import { shiftDate, watchedStrategyConfig } from '../../apps/server/test/bar-feed';

/** The server tests' watched strategy (SMA 5/20 cross, 1.5 % stop) on the dates as served. */
function strategyConfig(shiftDays: number) {
  return watchedStrategyConfig(
    shiftDate(WATCH_SOURCE.strategyStart, shiftDays),
    shiftDate(WATCH_SOURCE.savedEnd, shiftDays),
  );
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('stratblocks.theme', value);
  }, theme);
}

test('a trader watches a strategy, the next close decides an exit, and the bell and Watching page show the alert', async ({
  page,
  extraHTTPHeaders,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: WATCH_URL, extraHTTPHeaders });
  const account = await signUpViaApi(api);
  const state = (await (await api.get('/__e2e/state')).json()) as { shiftDays: number };
  const saved = await api.post('/api/strategies', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      name: 'SMA 5/20 with a stop',
      description: 'Watched for its next signal',
      strategy_config: strategyConfig(state.shiftDays),
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: number };

  await storeSession(page, account.token);
  await page.goto(`${WATCH_URL}/strategy/${id}`);
  await expect(page.getByRole('heading', { name: 'Forward test' })).toBeVisible();
  await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  await expect(page.getByRole('link', { name: /^Watching/ }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Watching', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Watching', level: 1 })).toBeVisible();
  // The first check ran at once: the newest bar is the watched session's.
  const newest = new Date(
    `${shiftDate(WATCH_SOURCE.watchedFrom, state.shiftDays)}T00:00:00Z`,
  ).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`newest bar ${newest}`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The clock moves to the next session's close: its bar arrives and the check runs.
  const next = (await (await api.post('/__e2e/next-session')).json()) as { releasedThrough: string };
  expect(next.releasedThrough).toBe(shiftDate(WATCH_SOURCE.alertBar, state.shiftDays));
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await expect(
    page.getByText(
      `Exit long (signal) decided at the close of ${next.releasedThrough}: sell SPY at the next open`,
    ),
  ).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await page.reload();
    await expect(page.getByText(/decided at the close of/)).toBeVisible();
    await expectAccessible(page, `watching, ${theme}`);
    await captureScreens(page, `watching-${theme}`);
    await page.goto(`${WATCH_URL}/strategy/${id}`);
    await expect(page.getByText('Forward test: out of sample since saved')).toBeVisible();
    await captureScreens(page, `strategy-forward-${theme}`);
    await page.goto(`${WATCH_URL}/watching`);
  }

  // The bell lists the alert; closing the list marks it read.
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('SMA 5/20 with a stop: Exit long on SPY')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.screenshot({ path: `test-results/screens/bell-open-${width}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await api.dispose();
});

/** The same strategy on four symbols in one account, each with its own slot (at most 4 held, 25% each). */
function portfolioConfig(shiftDays: number) {
  const single = strategyConfig(shiftDays);
  return {
    ...single,
    generalSetting: { ...single.generalSetting, equityUsed: 25 },
    riskSetting: { ...single.riskSetting, maxOpenTrades: 4 },
    portfolio: { symbols: ['SPY', 'QQQ', 'XLK', 'XLE'], mode: 'shared' },
  };
}

// After the test above, the watch server's newest session is the alert bar: a portfolio watched
// that evening alerts at its first check on that close's decisions, each naming its symbol.
test('a trader watches a portfolio strategy from its page and the Watching page names its symbols and the signal', async ({
  page,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: WATCH_URL, extraHTTPHeaders });
  const account = await signUpViaApi(api);
  const state = (await (await api.get('/__e2e/state')).json()) as {
    shiftDays: number;
    releasedThrough: string;
  };
  const saved = await api.post('/api/strategies', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { name: 'SMA 5/20 on four funds', strategy_config: portfolioConfig(state.shiftDays) },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: number };

  await storeSession(page, account.token);
  await page.goto(`${WATCH_URL}/strategy/${id}`);
  await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  await expect(page.getByRole('link', { name: /^Watching/ }).first()).toBeVisible();
  await page.goto(`${WATCH_URL}/watching`);
  await expect(page.getByText(/^4 symbols \(one account\): SPY, QQQ, XLK, XLE · 1 Day/)).toBeVisible();
  // The last signal is the newest alert of that close, on whichever symbol it names.
  const signal = new RegExp(
    `^(Entry|Exit) long .*(decided at the close of|inside the bar of) ${state.releasedThrough}.* (SPY|QQQ|XLK|XLE)`,
  );
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(signal)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // SPY's exit of that close, as the single-symbol watch above had it, is one of the alerts.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('menu').getByText('SMA 5/20 on four funds: Exit long on SPY')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'watching a portfolio');
  await captureScreens(page, 'watching-portfolio');
  expect(errors).toEqual([]);
  await api.dispose();
});
