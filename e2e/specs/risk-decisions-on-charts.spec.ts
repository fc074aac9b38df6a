import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { captureScreens } from '../support/screens';
import { createStrategyViaApi, DAILY_LOSS_CONFIG } from '../support/strategies';

/**
 * The risk rules' decisions are marked on the charts with a legend entry: where the max drawdown
 * halted the run and the days the daily loss limit blocked entries. The dates and counts are
 * checked against the run's own log lines.
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shownDate = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The halt's date and the days the daily loss limit was reached, read off the run log. */
function riskDecisionsIn(logs: string): { halt: string | null; blockedDays: number } {
  const halt = /(\d{4}-\d{2}-\d{2}) Max drawdown of [\d.]+% reached/.exec(logs)?.[1] ?? null;
  const days = new Set(
    [...logs.matchAll(/(\d{4}-\d{2}-\d{2}) Daily loss limit of [\d.]+% reached/g)].map((match) => match[1]),
  );
  return { halt, blockedDays: days.size };
}

async function expectRiskLegend(
  figure: Locator,
  decisions: { halt: string | null; blockedDays: number },
): Promise<void> {
  await expect(figure.locator('canvas').first()).toBeVisible();
  const legend = figure.getByRole('list', { name: 'Risk decisions' });
  if (decisions.halt) {
    await expect(legend.getByRole('listitem').filter({ hasText: 'Max drawdown halt' })).toContainText(
      shownDate(decisions.halt),
    );
  }
  const days = `${decisions.blockedDays} ${decisions.blockedDays === 1 ? 'day' : 'days'}`;
  await expect(legend.getByRole('listitem').filter({ hasText: 'Daily loss limit' })).toContainText(days);
}

test('the SMA Crossover template halted by a 20% max drawdown shows where, on both charts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/builder');
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  await page.getByRole('menuitem', { name: 'New from template' }).click();
  await page.getByRole('button', { name: /^SMA Crossover/ }).click();
  // Both limits start off: set them as a trader would, 20 % below the peak and 5 % in a day.
  await page.getByRole('tab', { name: 'Risk Management' }).click();
  await page.getByRole('spinbutton', { name: /Max drawdown/ }).fill('20');
  await page.getByRole('spinbutton', { name: /Daily loss limit/ }).fill('5');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const logPanel = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logPanel).toContainText('Backtest complete', { timeout: 40_000 });
  const decisions = riskDecisionsIn((await logPanel.textContent()) ?? '');
  // A 20 % max drawdown halts this template in September 2022.
  expect(decisions.halt).toMatch(/^2022-09-/);

  await page.getByRole('tab', { name: 'Backtest Chart' }).click();
  const charts = page.getByRole('tabpanel', { name: 'Backtest Chart' });
  await expectRiskLegend(charts.getByRole('figure', { name: /^Equity chart/ }), decisions);
  await expectRiskLegend(charts.getByRole('figure', { name: /^Candlestick chart/ }), decisions);
  await page.getByRole('button', { name: 'Maximise panel' }).click();
  await captureScreens(page, 'builder-risk-marks', { widths: [1920, 1280], fullPage: false });
});

test('a saved strategy’s days blocked by the daily loss limit are marked on its page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const strategy = await createStrategyViaApi(request, account.token, {
    name: 'RSI swing with a 2% daily loss limit',
    description: 'Stops entering on days the account falls 2%',
    withResults: true,
    config: DAILY_LOSS_CONFIG,
  });
  // The same run's log, streamed by the server.
  const stream = await request.post('/api/backtest/stream', {
    data: DAILY_LOSS_CONFIG,
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(stream.status()).toBe(200);
  const decisions = riskDecisionsIn(await stream.text());
  expect(decisions.blockedDays).toBeGreaterThan(10);
  expect(decisions.halt).toBeNull();

  await storeSession(page, account.token);
  await page.goto(`/strategy/${strategy.id}`);
  const results = page.getByRole('region', { name: 'Backtest results' });
  const equity = results.getByRole('figure', { name: /^Equity chart/ });
  await expectRiskLegend(equity, decisions);
  await expect(equity.getByRole('list', { name: 'Risk decisions' })).not.toContainText('Max drawdown halt');
  await captureScreens(page, 'strategy-page-daily-loss-marks');
});
