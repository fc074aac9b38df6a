import { expect, test } from '../support/test';
import { signUpViaApi, storeSession } from '../support/accounts';
import { captureScreens } from '../support/screens';

const SCAN_ROW = {
  sharpe_ratio: 0.9,
  max_drawdown: -7,
  win_rate: 52,
  total_trades: 9,
  buy_and_hold_return: 14,
};

test('My Strategies shows a portfolio’s shape and figures on its card', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  const headers = { authorization: `Bearer ${account.token}` };
  const save = async (name: string, portfolio: object, results: object) => {
    const response = await request.post('/api/strategies', {
      headers,
      data: { name, strategy_config: { schemaVersion: 1, portfolio }, backtest_results: results },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await save(
    'Sector rotation',
    { symbols: ['XLK', 'XLF', 'XLE', 'XLV', 'XLI'], mode: 'shared' },
    {
      chart_data: { dates: ['2021-01-04'] },
      performance_metrics: { total_return: 21.5, win_rate: 58, total_trades: 31, sharpe_ratio: 1.1 },
      closed_trades: [],
    },
  );
  await save(
    'Tech scan',
    { symbols: ['AAPL', 'MSFT', 'NVDA'], mode: 'separate' },
    {
      portfolio: {
        mode: 'separate',
        rows: [{ ticker: 'AAPL', total_return: 8, ...SCAN_ROW }],
        average: { ...SCAN_ROW, total_return: 11.25 },
        median: { ...SCAN_ROW, total_return: 8 },
      },
    },
  );
  await storeSession(page, account.token);
  await page.goto('/dashboard');
  const rotation = page.getByRole('article', { name: 'Sector rotation' });
  await expect(rotation).toContainText('5 symbols · One account');
  await expect(rotation).toContainText('Portfolio return+21.50%');
  const scan = page.getByRole('article', { name: 'Tech scan' });
  await expect(scan).toContainText('3 symbols · Each symbol alone');
  await expect(scan).toContainText('Average return+11.25%');
  await expect(scan).toContainText('Backtested');
  await captureScreens(page, 'dashboard-portfolio-cards');
});
