import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A small real strategy: buy SPY when RSI(14) < 30, leave on a 5 % stop or a 10 % target, over
 * 2020-2023 of the bundled daily bars.
 */
export const RSI_DIP_CONFIG = {
  schemaVersion: 1,
  generalSetting: {
    strategyType: 'Long Only',
    timeInterval: '1 Day',
    assetClass: 'US Stocks',
    tickerSymbol: 'SPY',
    startDate: '2020-01-01',
    endDate: '2023-12-31',
    initialCapital: 10000,
    equityUsed: 100,
    commission: 0.1,
    slippage: 0.05,
  },
  entryLogic: { long: { id: 1, label: 'Logic 1' }, short: null },
  exitLogic: { exit_long: { id: 1, label: 'Logic 1' }, exit_short: null },
  riskSetting: {},
  entryLogicRows: [rsiRow('<', 30)],
  exitLogicRows: [
    {
      id: 1,
      dropped: true,
      elements: [
        { name: 'Stop Loss %', type: 'exit', properties: { percentage: 5 } },
        { name: 'Or', type: 'boolean-operator' },
        { name: 'Take Profit %', type: 'exit', properties: { percentage: 10 } },
      ],
    },
  ],
};

/** Row 1: RSI(14) compared with a number. */
function rsiRow(operator: '<' | '>', value: number) {
  return {
    id: 1,
    dropped: true,
    elements: [
      { name: 'RSI', type: 'comparable', properties: { period: 14 } },
      { name: operator, type: 'compare-operator' },
      { name: 'Number', type: 'comparable', properties: { value } },
    ],
  };
}

/** Row 1: SMA(fast) crossing SMA(slow). */
function crossRow(fast: number, operator: 'Cross Above' | 'Cross Below', slow: number) {
  return {
    id: 1,
    dropped: true,
    elements: [
      { name: 'SMA', type: 'comparable', properties: { period: fast } },
      { name: operator, type: 'compare-operator' },
      { name: 'SMA', type: 'comparable', properties: { period: slow } },
    ],
  };
}

/**
 * An active swing strategy, as a trader would save one: SPY SMA(5) crossing SMA(20), in and out,
 * over 2015-2024 of the bundled daily bars (dozens of trades, figures in the thousands of dollars).
 */
export const SMA_SWING_CONFIG = {
  ...RSI_DIP_CONFIG,
  generalSetting: { ...RSI_DIP_CONFIG.generalSetting, startDate: '2015-01-01', endDate: '2024-12-31' },
  riskSetting: { maxDrawdown: 100, dailyLossLimit: 100 },
  entryLogicRows: [crossRow(5, 'Cross Above', 20)],
  exitLogicRows: [crossRow(5, 'Cross Below', 20)],
};

/**
 * Buys SPY when RSI(14) < 45 and sells above 65, with a 2 % daily loss limit: over 2020-2023 the
 * limit blocks entries on many days (the 2020 crash, 2022).
 */
export const DAILY_LOSS_CONFIG = {
  ...RSI_DIP_CONFIG,
  riskSetting: { maxOpenTrades: 1, maxDrawdown: 100, dailyLossLimit: 2 },
  entryLogicRows: [rsiRow('<', 45)],
  exitLogicRows: [rsiRow('>', 65)],
};

/** What a run answers, as the tests read it. */
export interface RunResults {
  chart_data: Record<string, unknown> & { dates: string[] };
  performance_metrics: Record<string, number | null>;
  closed_trades: Array<Record<string, unknown> & { pnl: number; commission: number }>;
}

export interface SavedStrategy {
  id: number;
  name: string;
  metrics: Record<string, number | null>;
  /** The results saved with it (null when saved without). */
  results: RunResults | null;
}

/**
 * Saves a strategy (the RSI dip one unless `config` says otherwise) through the API, with the
 * results the server's engine computes for it when `withResults` (POST /api/execute-strategy,
 * then POST /api/strategies).
 */
export async function createStrategyViaApi(
  request: APIRequestContext,
  token: string,
  options: { name: string; description: string; withResults: boolean; config?: object },
): Promise<SavedStrategy> {
  const headers = { authorization: `Bearer ${token}` };
  const config = options.config ?? RSI_DIP_CONFIG;
  let results: RunResults | null = null;
  if (options.withResults) {
    const run = await request.post('/api/execute-strategy', { data: config, headers });
    expect(run.status(), await run.text()).toBe(200);
    results = (await run.json()) as RunResults;
  }
  const saved = await request.post('/api/strategies', {
    headers,
    data: {
      name: options.name,
      description: options.description,
      strategy_config: config,
      backtest_results: results,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: number };
  return { id, name: options.name, metrics: results?.performance_metrics ?? {}, results };
}

/** Saves a strategy with results given as they are (an older form, say). */
export async function saveStrategyWithResults(
  request: APIRequestContext,
  token: string,
  options: { name: string; description: string; config?: object; results: object },
): Promise<number> {
  const saved = await request.post('/api/strategies', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: options.name,
      description: options.description,
      strategy_config: options.config ?? RSI_DIP_CONFIG,
      backtest_results: options.results,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { id: number }).id;
}
