import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { logicRow, openBuilderTemplate, rowElements } from '../support/builder';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';

/**
 * A regime filter on another symbol (docs/engine.md#11-other-symbols-and-timeframes): QQQ's SMA
 * cross taken only while SPY closes above its 200-day SMA, built in the builder (the ticker picked,
 * the entry row typed as text) and run. The filter is read: the same run without it trades otherwise.
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

/** The run body's part this test changes: the rows that entry sides point at. */
interface RunBody {
  entryLogicRows: { id: number; elements: unknown[] }[];
}

test('QQQ SMA cross while SPY is above its 200-day SMA: built, run, and the filter counts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openBuilderTemplate(page, 'SMA Crossover');

  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const ticker = page.getByRole('combobox', { name: 'Ticker symbol' });
  await ticker.fill('QQQ');
  await page.getByRole('option', { name: /^QQQ\b/ }).click();
  await expect(ticker).toHaveValue('QQQ');

  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  const row = logicRow(page, 1);
  await row.getByRole('button', { name: 'Edit Logic 1 as text' }).click();
  await row
    .getByRole('textbox', { name: 'Rule text' })
    .fill('SMA(20) crosses above SMA(50) and Close of SPY > SMA(200) of SPY');
  await row.getByRole('button', { name: 'Apply' }).click();
  const chips = await rowElements(row);
  expect(chips).toHaveLength(7);
  expect(chips.slice(3)).toEqual([
    'And',
    expect.stringMatching(/^Close.*· SPY$/),
    '>',
    expect.stringMatching(/^SMA.*200.*· SPY$/),
  ]);

  const sent = page.waitForRequest(
    (candidate) => candidate.method() === 'POST' && candidate.url().includes('/api/backtest/run'),
  );
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const body = (await sent).postDataJSON() as RunBody;
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText(/Backtest complete: \d+ trades?/, { timeout: 60_000 });
  await expect(logs).toContainText(
    /Loaded SPY \(daily, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, [\d,]+ bars\) for Entry long, Logic 1, element 5 \(Close\)/,
  );
  const shown = Number(/Backtest complete: (\d+) trades?/.exec((await logs.textContent()) ?? '')?.[1]);
  await expectAccessible(page, 'builder with a regime filter on another symbol, after its run');
  await captureScreens(page, 'builder-regime-filter', { widths: [1920, 375], fullPage: false });

  // The same body through the API gives the trades the builder showed; without SPY's filter (the
  // row's first three blocks) the cross trades otherwise.
  const run = async (data: RunBody) => {
    const answer = await request.post('/api/execute-strategy', {
      headers: { authorization: `Bearer ${account.token}` },
      data,
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { performance_metrics: { total_trades: number } }).performance_metrics
      .total_trades;
  };
  expect(await run(body)).toBe(shown);
  expect(shown).toBeGreaterThan(0);
  const unfiltered = await run({
    ...body,
    entryLogicRows: body.entryLogicRows.map((entryRow) => ({
      ...entryRow,
      elements: entryRow.elements.slice(0, 3),
    })),
  });
  expect(unfiltered).toBeGreaterThan(shown);
  expect(errors).toEqual([]);
});
