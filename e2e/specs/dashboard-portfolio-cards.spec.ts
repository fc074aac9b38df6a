import { expect, test } from '../support/test';
import { signUpViaApi, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
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

const block = (name: string, properties: object = {}) => ({ name, type: 'comparable', properties });
const operator = (name: string, type = 'compare-operator') => ({ name, type });

test('My Strategies shows a saved template’s rules on its card, three lines at most', async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request);
  // A strategy whose rules run longer than the card shows: cut after three lines, whole in the tooltip.
  const long = await request.post('/api/strategies', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      name: 'Many conditions',
      strategy_config: {
        schemaVersion: 1,
        entryLogic: { long: { id: 1 }, short: null },
        exitLogic: { exit_long: { id: 1 }, exit_short: null },
        entryLogicRows: [
          {
            id: 1,
            dropped: true,
            elements: [
              block('SMA', { period: 20 }),
              operator('Cross Above'),
              block('SMA', { period: 50 }),
              operator('And', 'boolean-operator'),
              block('RSI', { period: 14 }),
              operator('<'),
              block('Number', { value: 70 }),
              operator('And', 'boolean-operator'),
              block('Close'),
              operator('>'),
              block('Bollinger Bands', { period: 20, stdDev: 2.5 }),
              operator('And', 'boolean-operator'),
              block('ADX', { period: 14 }),
              operator('>'),
              block('Number', { value: 25 }),
            ],
          },
        ],
        exitLogicRows: [
          {
            id: 1,
            dropped: true,
            elements: [{ name: 'Stop Loss %', type: 'exit', properties: { percentage: 5 } }],
          },
        ],
      },
    },
  });
  expect(long.status(), await long.text()).toBe(201);

  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create New Strategy' }).first().click();
  await page.getByRole('menuitem', { name: /^From a template/ }).click();
  await page
    .getByRole('dialog', { name: 'New from template' })
    .getByRole('button', { name: /^RSI Reversal/ })
    .click();
  await expect(page).toHaveURL(/\/builder/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Strategy "RSI Reversal" saved successfully!')).toBeVisible();

  await page.goto('/dashboard');
  const template = page.getByRole('article', { name: 'RSI Reversal' });
  await expect(template.getByText(/^Rules: Buy when RSI < 30/)).toBeVisible();
  await expect(template).toContainText('Sell when RSI > 70');
  const many = page.getByRole('article', { name: 'Many conditions' }).getByTitle(/^Buy when/);
  await expect(many).toHaveAttribute('title', /and ADX > 25\nSell when stop loss 5%$/);
  // Clamped: the block is no taller than three of its 16 px lines.
  const height = await many.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(3 * 16 + 1);
  await expectAccessible(page, 'My Strategies with rules on the cards');
  await captureScreens(page, 'dashboard-rules-cards');
});
