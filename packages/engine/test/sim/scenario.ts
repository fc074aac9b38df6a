import {
  barsFromRows,
  runBacktest,
  type BacktestResults,
  type BarSeries,
  type GeneralSettings,
  type LogicNodeInput,
  type RiskSettings,
  type RowElementInput,
  type StrategyInput,
} from '../../src/index';

/** Consecutive weekdays from 2024-01-01 (a Monday), or hourly labels when `hourly` is set. */
export function weekdays(count: number, start = '2024-01-01'): string[] {
  const dates: string[] = [];
  let time = Date.parse(`${start}T00:00:00Z`);
  while (dates.length < count) {
    const day = new Date(time).getUTCDay();
    if (day !== 0 && day !== 6) dates.push(new Date(time).toISOString().slice(0, 10));
    time += 86_400_000;
  }
  return dates;
}

/** Bars from [open, high, low, close] quadruples on consecutive weekdays (volume 1000). */
export function bars(
  rows: Array<[number, number, number, number]>,
  times = weekdays(rows.length),
): BarSeries {
  return barsFromRows(
    'TEST',
    times[0] && times[0].length > 10 ? '1h' : '1d',
    rows.map(([open, high, low, close], index) => ({
      time: times[index] ?? '',
      open,
      high,
      low,
      close,
      volume: 1000,
    })),
  );
}

/** A flat bar at a price. */
export function flat(price: number): [number, number, number, number] {
  return [price, price, price, price];
}

export const element = (
  name: string,
  properties?: Record<string, number | string | boolean>,
): RowElementInput => (properties ? { name, properties } : { name });

/** A row "Close <op> value". */
export function closeVs(operator: string, value: number): RowElementInput[] {
  return [element('Close'), element(operator), element('Number', { value })];
}

export function row(elements: RowElementInput[], id = 1): LogicNodeInput {
  return { id, elements };
}

export interface ScenarioOptions {
  entryLong?: RowElementInput[];
  entryShort?: RowElementInput[];
  exitLong?: RowElementInput[];
  exitShort?: RowElementInput[];
  general?: Partial<GeneralSettings>;
  risk?: Partial<RiskSettings>;
}

/** A strategy with neutral settings (no costs, no risk limits) unless the scenario says otherwise. */
export function strategy(options: ScenarioOptions): StrategyInput {
  return {
    generalSetting: {
      strategyType: options.entryShort || options.exitShort ? 'Long/Short' : 'Long Only',
      timeInterval: '1 Day',
      assetClass: 'US Stocks',
      tickerSymbol: 'TEST',
      startDate: '2000-01-01',
      endDate: '2100-01-01',
      initialCapital: 1000,
      equityUsed: 100,
      commission: 0,
      slippage: 0,
      ...options.general,
    },
    entryLogic: {
      long: options.entryLong ? row(options.entryLong, 1) : null,
      short: options.entryShort ? row(options.entryShort, 2) : null,
    },
    exitLogic: {
      exit_long: options.exitLong ? row(options.exitLong, 3) : null,
      exit_short: options.exitShort ? row(options.exitShort, 4) : null,
    },
    riskSetting: {
      maxOpenTrades: 5,
      fixedPositionSize: 1000,
      maxTradesPerDay: 10,
      maxDrawdown: 0,
      dailyLossLimit: 0,
      riskRewardRatio: 2,
      ...options.risk,
    },
  };
}

/** Runs a scenario and fails loudly on diagnostics. */
export function run(options: ScenarioOptions, series: BarSeries): BacktestResults & { logs: string[] } {
  const logs: string[] = [];
  const outcome = runBacktest(strategy(options), series, {
    onEvent: (event) => {
      if (event.type === 'log') logs.push(event.line);
    },
  });
  if (!outcome.ok) throw new Error(outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; '));
  return { ...outcome.results, logs };
}
