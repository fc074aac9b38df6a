import {
  RunRequestSchema,
  type BacktestResults,
  type RunRequestInput,
  type StoredBacktestResults,
} from '@stratblocks/contracts';
import exampleFile from '../../../../examples/sma-cross-rsi.json';

const example = RunRequestSchema.parse(exampleFile);

const crossOf = (operator: string, fast: number, slow: number) => ({
  elements: [
    { name: 'SMA', type: 'comparable', properties: { period: fast } },
    { name: operator, type: 'compare-operator' },
    { name: 'SMA', type: 'comparable', properties: { period: slow } },
  ],
});

const stopAndTarget = {
  elements: [
    { name: 'Stop Loss %', type: 'exit', properties: { percentage: 2 } },
    { name: 'Or', type: 'boolean-operator' },
    { name: 'Take Profit %', type: 'exit', properties: { percentage: 3 } },
  ],
};

/** The runs the harness offers, by name (the `scenario` query parameter). */
export const RUN_SCENARIOS = {
  /** The repository's example: SMA 20/50 cross with RSI < 70, stop 5 %, target 10 %, SPY 2020-2024. */
  example: example satisfies RunRequestInput,
  /** Long and short on SMA 10/30 crosses with a 2 % stop and a 3 % target: trades both ways. */
  'long-short': {
    ...example,
    generalSetting: { ...example.generalSetting, strategyType: 'Long/Short' },
    entryLogic: { long: crossOf('Cross Above', 10, 30), short: crossOf('Cross Below', 10, 30) },
    exitLogic: { exit_long: stopAndTarget, exit_short: stopAndTarget },
  } satisfies RunRequestInput,
  /** Hourly SPY 2010-2021, in after every rising hour and out one bar later: thousands of trades. */
  hourly: {
    ...example,
    generalSetting: {
      ...example.generalSetting,
      timeInterval: '1 Hour',
      startDate: '2010-01-01',
      endDate: '2021-12-31',
      commission: 0,
    },
    entryLogic: {
      long: {
        elements: [
          { name: 'Close', type: 'comparable', properties: { value: -1 } },
          { name: '>', type: 'compare-operator' },
          { name: 'Open', type: 'comparable', properties: { value: -1 } },
        ],
      },
      short: null,
    },
    exitLogic: {
      exit_long: { elements: [{ name: 'Fixed Holding Period', type: 'exit', properties: { bars: 1 } }] },
      exit_short: null,
    },
  } satisfies RunRequestInput,
  /** The example on AAPL: a symbol other than SPY, so the chart adds SPY bought and held. */
  aapl: {
    ...example,
    generalSetting: { ...example.generalSetting, tickerSymbol: 'AAPL' },
  } satisfies RunRequestInput,
  /** An unknown symbol: the server refuses the run (the stream error path). */
  refused: {
    ...example,
    generalSetting: { ...example.generalSetting, tickerSymbol: 'ZZZQ' },
  } satisfies RunRequestInput,
} as const;

export type RunScenario = keyof typeof RUN_SCENARIOS;

const pick = <Key extends string>(record: Record<Key, unknown>, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]]));

/**
 * A run's results as the spec's older form saved them: chart_data without equity, prices or
 * markers, the spec's fifteen metrics, the spec's ten trade fields. The views show what there is
 * and N/A for the rest.
 */
export function olderForm(results: BacktestResults): StoredBacktestResults {
  return {
    chart_data: pick(results.chart_data, [
      'dates',
      'cumulative_returns',
      'daily_returns',
      'drawdown',
      'ticker',
    ]),
    performance_metrics: pick(results.performance_metrics, [
      'ticker',
      'test_period',
      'initial_nav',
      'final_nav',
      'cumulative_return',
      'max_drawdown',
      'annualized_return',
      'daily_return',
      'sharpe_ratio',
      'calmar_ratio',
      'win_ratio',
      'annualized_std',
      'var_95',
      'days',
      'profit_factor',
    ]),
    closed_trades: results.closed_trades.map((trade) =>
      pick(trade, [
        'entry_date',
        'exit_date',
        'ticker',
        'type',
        'entry_price',
        'exit_price',
        'size',
        'pnl',
        'pnl_percent',
        'commission',
      ]),
    ),
  };
}
