import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible, expectToastsAccessible } from '../support/a11y';
import { captureScreens } from '../support/screens';
import { libraryBlock, logicRow, pointerDrag, rowElements, slot } from '../support/builder';

let account: TestAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

async function engineResults(request: APIRequestContext, config: unknown) {
  const answer = await request.post('/api/execute-strategy', {
    headers: { authorization: `Bearer ${account.token}` },
    data: config,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as {
    performance_metrics: { total_trades: number; final_nav: number };
    closed_trades: {
      entry_date: string;
      exit_date: string;
      entry_price: number;
      exit_price: number;
      pnl: number;
    }[];
  };
}

test('builds SMA 20 Cross Above SMA 50 and Stop Loss % Or Take Profit % by pointer drags, runs, saves and reloads @smoke', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/builder');
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await captureScreens(page, 'builder-empty', { widths: [1280, 1920], fullPage: false });

  // Entry: SMA, then Cross Above onto the row, then SMA into the drop zone it made.
  await pointerDrag(
    page,
    libraryBlock(page, 'SMA'),
    page.getByText('Drag a block here to start an entry row'),
  );
  await expect(logicRow(page, 1)).toBeVisible();
  await pointerDrag(page, libraryBlock(page, 'Cross Above'), logicRow(page, 1));
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'zone']);
  await expect(logicRow(page, 1).getByText('Invalid')).toBeVisible();
  await pointerDrag(
    page,
    libraryBlock(page, 'SMA'),
    logicRow(page, 1).getByRole('button', { name: /^Drop zone/ }),
  );
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA 20']);
  await expect(logicRow(page, 1).getByText('Valid', { exact: true })).toBeVisible();

  // The second SMA becomes SMA 50 through the Parameters tab (the value stays a number).
  await logicRow(page, 1)
    .getByRole('button', { name: /^SMA 20, element 3/ })
    .click();
  await page.getByRole('tab', { name: 'Parameters' }).click();
  await page.getByRole('spinbutton', { name: 'period' }).fill('50');
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA 50']);

  await pointerDrag(
    page,
    page.getByRole('button', { name: 'Drag Logic 1 to a slot' }),
    slot(page, 'Entry Long'),
  );
  await expect(slot(page, 'Entry Long').getByText('Logic 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logic 1 is used in a slot' })).toBeDisabled();

  // Exit: Stop Loss % Or Take Profit %.
  await page.getByRole('tab', { name: 'Exit Logic' }).click();
  await pointerDrag(
    page,
    libraryBlock(page, 'Stop Loss %'),
    page.getByText('Drag a block here to start an exit row'),
  );
  await pointerDrag(page, libraryBlock(page, 'Or'), logicRow(page, 1));
  await pointerDrag(
    page,
    libraryBlock(page, 'Take Profit %'),
    logicRow(page, 1).getByRole('button', { name: /^Drop zone/ }),
  );
  expect(await rowElements(logicRow(page, 1))).toEqual(['Stop Loss % 5', 'Or', 'Take Profit % 10']);
  await pointerDrag(
    page,
    page.getByRole('button', { name: 'Drag Logic 1 to a slot' }),
    slot(page, 'Exit Long'),
  );
  await expect(slot(page, 'Exit Long').getByText('Logic 1')).toBeVisible();

  // Name it and save: the strategy gets an id, so the run's results are saved with it.
  await page.getByRole('button', { name: /^Strategy name:/ }).click();
  await page.getByRole('textbox', { name: 'Strategy name' }).fill('SMA cross with stops');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Strategy "SMA cross with stops" saved successfully!')).toBeVisible();
  // The status shows for 3 s: read before the slower accessibility scan of the toast.
  await expect(page.getByText('Saved to cloud')).toBeVisible();
  await expectToastsAccessible(page, 'builder after saving');
  await expect(page).toHaveURL(/\/builder\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // Run: the modal, then the logs stream, then metrics, chart and trades.
  // The run modal is watched from inside the page: a busy machine must not miss its 2 s.
  await page.evaluate(() => {
    const seen: { shown?: number; hidden?: number; text?: string } = {};
    (window as unknown as { runModal: typeof seen }).runModal = seen;
    new MutationObserver(() => {
      const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((node) =>
        node.textContent.includes('Generating Python code…'),
      );
      if (dialog && seen.shown === undefined) {
        seen.shown = performance.now();
        seen.text = dialog.textContent;
      }
      if (!dialog && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'View Logs' })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(
      () => page.evaluate(() => (window as unknown as { runModal: { hidden?: number } }).runModal.hidden),
      {
        timeout: 16_000,
      },
    )
    .toBeDefined();
  const modal = await page.evaluate(
    () => (window as unknown as { runModal: { shown: number; hidden: number; text: string } }).runModal,
  );
  expect(modal.text).toContain('Preparing your strategy code. This usually takes a few seconds.');
  expect(modal.hidden - modal.shown).toBeGreaterThanOrEqual(1900);
  expect(modal.hidden - modal.shown).toBeLessThanOrEqual(15_500);
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText('Backtesting SPY on', { timeout: 30_000 });
  await expect(logs).toContainText('Backtest complete', { timeout: 30_000 });

  // The engine on the server, same configuration, is the reference.
  const saved = await request.get(`/api/strategies/${id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const strategy = (await saved.json()) as { strategy_config: unknown };
  const reference = await engineResults(request, strategy.strategy_config);
  expect(reference.performance_metrics.total_trades).toBeGreaterThan(0);

  // The run's results are auto-saved with 'Last backtested on': they equal the engine's.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/strategies/${id}`, {
          headers: { authorization: `Bearer ${account.token}` },
        });
        return ((await answer.json()) as { description: string }).description;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^Last backtested on /);
  const after = (await (
    await request.get(`/api/strategies/${id}`, { headers: { authorization: `Bearer ${account.token}` } })
  ).json()) as { backtest_results: typeof reference };
  expect(after.backtest_results.closed_trades).toEqual(reference.closed_trades);
  expect(after.backtest_results.performance_metrics.final_nav).toBe(reference.performance_metrics.final_nav);

  await page.getByRole('tab', { name: 'Performance Metrics' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Performance Metrics' })).toContainText(
    new RegExp(`Total trades\\s*${reference.performance_metrics.total_trades}(?!\\d)`),
  );
  await page.getByRole('tab', { name: 'Trades' }).click();
  const first = reference.closed_trades[0];
  if (!first) throw new Error('no trade');
  const trades = page.getByRole('tabpanel', { name: 'Trades' });
  await expect(trades.getByRole('row')).toHaveCount(reference.closed_trades.length + 1);
  // Every trade's P&L of the reference is in the table, to the cent.
  for (const trade of reference.closed_trades) {
    const cents = Math.abs(trade.pnl).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(trades).toContainText(`$${cents}`);
  }
  expect(first.entry_price).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Backtest Chart' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Backtest Chart' }).locator('canvas').first(),
  ).toBeVisible();
  await captureScreens(page, 'builder-after-run', { widths: [1280, 1920], fullPage: false });
  await expectAccessible(page, 'builder after a run');

  // Reload: the strategy comes back intact.
  await page.reload();
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA 50']);
  await expect(slot(page, 'Entry Long').getByText('Logic 1')).toBeVisible();
  await page.getByRole('tab', { name: 'Exit Logic' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['Stop Loss % 5', 'Or', 'Take Profit % 10']);
  await expect(page.getByRole('button', { name: /^Strategy name: SMA cross with stops/ })).toBeVisible();
});
