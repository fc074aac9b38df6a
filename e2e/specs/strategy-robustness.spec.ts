import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  monteCarlo,
  parseBarsCsv,
  runBacktest,
  runSweep,
  runWalkForward,
  sliceByDate,
  type MonteCarloResult,
  type StrategyInput,
  type SweepResult,
  type WalkForwardResult,
} from '@stratblocks/engine';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import { createStrategyViaApi, RSI_DIP_CONFIG } from '../support/strategies';

/**
 * The strategy details show the robustness checks saved with a strategy (a Monte Carlo with its
 * seed, a walk-forward, a parameter sweep), computed here by the engine in Node on the bundled SPY
 * bars and saved through the API as the builder does; a strategy without any shows the way to the
 * builder.
 */

const SEED = 4242;
const RUNS = 500;
const RSI_PERIOD = 'entryLogicRows.0.elements.0.properties.period';
const RSI_LEVEL = 'entryLogicRows.0.elements.2.properties.value';
const MARKET = join(import.meta.dirname, '..', '..', 'data', 'market', '1d', 'SPY.csv');

interface Research {
  monteCarlo: MonteCarloResult;
  walkForward: WalkForwardResult;
  sweep: SweepResult;
}

function engineResearch(): Research {
  const strategy = RSI_DIP_CONFIG as unknown as StrategyInput;
  const settings = RSI_DIP_CONFIG.generalSetting;
  const parsed = parseBarsCsv(readFileSync(MARKET, 'utf8'), 'SPY');
  if (!parsed.ok) throw new Error(parsed.message);
  const bars = sliceByDate({ ...parsed.series, interval: '1d' }, settings.startDate, settings.endDate);
  const run = runBacktest(strategy, bars);
  if (!run.ok) throw new Error(run.diagnostics[0]?.message ?? 'the strategy does not run');
  const carlo = monteCarlo(
    run.results.closed_trades.map((trade) => trade.pnl),
    settings.initialCapital,
    { method: 'reshuffle', runs: RUNS, seed: SEED, drawdownThreshold: 20 },
  );
  if (!carlo.ok) throw new Error(carlo.message);
  const parameters = [
    { path: RSI_PERIOD, values: [10, 14, 20] },
    { path: RSI_LEVEL, values: [25, 30, 35] },
  ];
  const sweep = runSweep(strategy, bars, { parameters, objective: 'sharpe' });
  if (!sweep.ok) throw new Error(sweep.message);
  const walk = runWalkForward(strategy, bars, {
    mode: 'rolling',
    inSampleBars: 252,
    outOfSampleBars: 126,
    parameters,
    objective: 'sharpe',
  });
  if (!walk.ok) throw new Error(walk.message);
  return { monteCarlo: carlo.result, walkForward: walk.result, sweep: sweep.result };
}

let account: TestAccount;
let research: Research;
let withResearch: number;
let withoutResearch: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  account = await signUpViaApi(request);
  withResearch = (
    await createStrategyViaApi(request, account.token, {
      name: 'RSI dip, checked',
      description: 'Buys oversold SPY',
      withResults: true,
    })
  ).id;
  withoutResearch = (
    await createStrategyViaApi(request, account.token, {
      name: 'RSI dip, unchecked',
      description: 'Never stress-tested',
      withResults: true,
    })
  ).id;
  research = engineResearch();
  const saved = await request.put(`/api/strategies/${withResearch}/research`, {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      monte_carlo: research.monteCarlo,
      walk_forward: research.walkForward,
      sweep: research.sweep,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test('the strategy page shows the saved sweep, walk-forward and Monte Carlo', async ({ page }) => {
  const errors = collectErrors(page);
  await storeSession(page, account.token);
  await page.goto(`/strategy/${withResearch}`);
  await expect(page.getByRole('heading', { level: 1, name: 'RSI dip, checked' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Robustness' });
  await expect(section.getByRole('heading', { level: 3, name: 'Monte Carlo' })).toBeVisible();
  await expect(
    section.getByText(
      `${RUNS} runs of ${research.monteCarlo.tradeCount} trades, trade order reshuffled · seed ${SEED}`,
    ),
  ).toBeVisible();
  await expect(section.getByRole('img', { name: /^Fan chart of equity after each trade/ })).toBeVisible();
  await expect(section.getByRole('heading', { level: 3, name: 'Walk-forward' })).toBeVisible();
  await expect(section.getByText('Efficiency', { exact: true })).toBeVisible();
  await expect(section.getByRole('img', { name: /^Stitched out-of-sample equity/ })).toBeVisible();
  await expect(
    section.getByRole('img', {
      name: `${research.walkForward.windows.length} windows: in-sample spans in grey, out-of-sample spans in blue`,
    }),
  ).toBeVisible();
  await expect(section.getByRole('heading', { level: 3, name: 'Parameter sweep' })).toBeVisible();
  // The 3 x 3 grid of RSI period and level, read-only: nine cells, none a button.
  await expect(section.getByRole('gridcell', { name: /RSI.*\(\d+ trades?\)$/ })).toHaveCount(9);
  await expect(section.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await expect(section.getByText('No robustness results yet')).toHaveCount(0);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      window.localStorage.setItem('stratblocks.theme', value);
    }, theme);
    await page.reload();
    await expect(section.getByRole('img', { name: /^Fan chart/ })).toBeVisible();
    await expectAccessible(page, `strategy robustness, ${theme}`);
    await captureScreens(page, `strategy-robustness-${theme}`);
  }
  expect(errors).toEqual([]);
});

test('a strategy without saved checks points to the builder, on both detail views', async ({ page }) => {
  await storeSession(page, account.token);
  for (const path of [`/strategy/${withoutResearch}`, `/dashboard?strategy=${withoutResearch}`]) {
    await page.goto(path);
    const section = page.getByRole('region', { name: 'Robustness' });
    await expect(section.getByRole('heading', { name: 'No robustness results yet' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Open in the builder' })).toHaveAttribute(
      'href',
      `/builder?id=${withoutResearch}`,
    );
  }
  await expectAccessible(page, 'strategy without robustness results');
  await captureScreens(page, 'strategy-robustness-empty');
  await page.goto(`/dashboard?strategy=${withResearch}`);
  await expect(
    page.getByRole('region', { name: 'Robustness' }).getByRole('heading', { name: 'Monte Carlo' }),
  ).toBeVisible();
});
