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
  entryLogicRows: [
    {
      id: 1,
      dropped: true,
      elements: [
        { name: 'RSI', type: 'comparable', properties: { period: 14 } },
        { name: '<', type: 'compare-operator' },
        { name: 'Number', type: 'comparable', properties: { value: 30 } },
      ],
    },
  ],
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

export interface SavedStrategy {
  id: number;
  name: string;
  metrics: Record<string, number | null>;
}

/**
 * Saves the RSI dip strategy through the API, with the results the server's engine computes for
 * it when `withResults` (POST /api/execute-strategy, then POST /api/strategies).
 */
export async function createStrategyViaApi(
  request: APIRequestContext,
  token: string,
  options: { name: string; description: string; withResults: boolean },
): Promise<SavedStrategy> {
  const headers = { authorization: `Bearer ${token}` };
  let results: { performance_metrics: Record<string, number | null> } | null = null;
  if (options.withResults) {
    const run = await request.post('/api/execute-strategy', { data: RSI_DIP_CONFIG, headers });
    expect(run.status(), await run.text()).toBe(200);
    results = (await run.json()) as { performance_metrics: Record<string, number | null> };
  }
  const saved = await request.post('/api/strategies', {
    headers,
    data: {
      name: options.name,
      description: options.description,
      strategy_config: RSI_DIP_CONFIG,
      backtest_results: results,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: number };
  return { id, name: options.name, metrics: results?.performance_metrics ?? {} };
}
