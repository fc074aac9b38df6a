import { afterAll, describe, expect, it } from 'vitest';
import { BacktestResultsSchema, RunRequestSchema } from '@stratblocks/contracts';
import { monteCarlo, runBacktest, runSweep, runWalkForward, type OtherSeries } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { capture, configFolder, smaCross } from './capture';

const configs = configFolder('stratblocks-cli-other-');
afterAll(() => {
  configs.remove();
});

/** QQQ's SMA cross while SPY closes above its 200-day SMA. */
const body = {
  generalSetting: { tickerSymbol: 'QQQ', startDate: '2018-01-01', endDate: '2023-12-31' },
  entryLogic: {
    long: {
      elements: [
        ...smaCross('Cross Above').elements,
        { name: 'And' },
        { name: 'Close', properties: { symbol: 'SPY' } },
        { name: '>' },
        { name: 'SMA', properties: { period: 200, symbol: 'SPY' } },
      ],
    },
    short: null,
  },
  exitLogic: { exit_long: smaCross('Cross Below'), exit_short: null },
  riskSetting: { maxDrawdown: 0, dailyLossLimit: 0 },
};

const withFirst = (properties: Record<string, unknown>, general: Record<string, unknown> = {}) => ({
  ...body,
  generalSetting: { ...body.generalSetting, ...general },
  entryLogic: {
    long: {
      elements: [
        { name: 'SMA', properties: { period: 20, ...properties } },
        { name: '>' },
        { name: 'Number', properties: { value: 1 } },
      ],
    },
    short: null,
  },
});

describe('stratblocks backtest with blocks reading another symbol', () => {
  it('loads the other symbol: its filter keeps fewer trades than the plain cross', () => {
    const result = capture(['backtest', '--config', configs.write('qqq.json', body), '--json']);
    expect(result.err).toBe('');
    const results = BacktestResultsSchema.parse(JSON.parse(result.out));
    const unfiltered = capture([
      'backtest',
      '--config',
      configs.write('plain.json', { ...body, entryLogic: { long: smaCross('Cross Above'), short: null } }),
      '--json',
    ]);
    const plain = BacktestResultsSchema.parse(JSON.parse(unfiltered.out));
    expect(results.closed_trades.length).toBeGreaterThan(2);
    expect(plain.closed_trades.length).toBeGreaterThan(results.closed_trades.length);
  });

  it('names the other symbol it loaded, its bars and the block reading it, on stderr', () => {
    const result = capture(['backtest', '--config', configs.write('qqq.json', body)]);
    expect(result.code).toBe(0);
    // SPY's trading days from 2 January 2018 to 29 December 2023: 1,509 bars.
    expect(result.err.split('\n')).toContain(
      'Loaded SPY (daily, 2018-01-02 to 2023-12-29, 1,509 bars) for Entry long, element 5 (Close)',
    );
  });

  it.each([
    [
      withFirst({ symbol: 'XYZ' }),
      'Invalid strategy: Entry long, element 1 (SMA): symbol "XYZ" is not in the market data',
    ],
    [
      withFirst({ symbol: 'BTC-USD' }, { startDate: '2010-01-04', endDate: '2012-12-31' }),
      'Invalid strategy: Entry long, element 1 (SMA): symbol "BTC-USD" has no bars in the window',
    ],
    [
      withFirst({ timeframe: '1D' }, { timeInterval: '1 Week' }),
      'Entry long, element 1 (SMA): timeframe "1D" is not allowed on 1 Week runs',
    ],
  ])('refuses %#: one line on stderr naming the block and the value, non-zero exit', (config, message) => {
    const result = capture(['backtest', '--config', configs.write('bad.json', config)]);
    expect(result.code).not.toBe(0);
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toContain(message);
  });
});

describe('research commands with blocks reading another symbol', () => {
  const data = new BundledMarketData();
  const { startDate, endDate } = body.generalSetting;
  const qqq = data.range('QQQ', '1d', startDate, endDate);
  const spy: OtherSeries = {
    SPY: { bars: data.range('SPY', '1d', startDate, endDate), assetClass: 'US Stocks' },
  };
  const request = RunRequestSchema.parse(body);
  const spyPeriod = 'entryLogic.long.elements.6.properties.period';

  it("sweeps over two threads, each with SPY: the engine's sweep with SPY as others", () => {
    const config = configs.write('sweep.json', body);
    const result = capture([
      'sweep',
      '--config',
      config,
      '--param',
      `${spyPeriod}=100:200:100`,
      '--threads',
      '2',
      '--json',
    ]);
    expect(result.err).toBe('');
    const direct = runSweep(request, qqq, {
      parameters: [{ path: spyPeriod, values: [100, 200] }],
      objective: 'sharpe',
      others: spy,
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(direct.result.cells.every((cell) => cell.error === undefined)).toBe(true);
    expect(JSON.parse(result.out)).toEqual(JSON.parse(JSON.stringify(direct.result)));
  }, 60_000);

  it("walks forward with SPY cut to each window: the engine's walk-forward", () => {
    const config = configs.write('walk.json', body);
    const result = capture([
      'walk-forward',
      '--config',
      config,
      '--param',
      `${spyPeriod}=100:200:100`,
      '--in-sample',
      '504',
      '--out-of-sample',
      '252',
      '--json',
    ]);
    expect(result.err).toBe('');
    const direct = runWalkForward(request, qqq, {
      mode: 'rolling',
      inSampleBars: 504,
      outOfSampleBars: 252,
      parameters: [{ path: spyPeriod, values: [100, 200] }],
      objective: 'sharpe',
      others: spy,
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(JSON.parse(result.out)).toEqual(JSON.parse(JSON.stringify(direct.result)));
  });

  it('resamples the trades of the backtest with SPY in a Monte Carlo', () => {
    const result = capture([
      'monte-carlo',
      '--config',
      configs.write('mc.json', body),
      '--runs',
      '200',
      '--json',
    ]);
    expect(result.err).toBe('');
    const run = runBacktest(request, qqq, { others: spy });
    if (!run.ok) throw new Error(run.diagnostics[0]?.message);
    const direct = monteCarlo(
      run.results.closed_trades.map((trade) => trade.pnl),
      request.generalSetting.initialCapital,
      { method: 'reshuffle', runs: 200, seed: 1, drawdownThreshold: 20 },
    );
    if (!direct.ok) throw new Error(direct.message);
    expect(JSON.parse(result.out)).toEqual(JSON.parse(JSON.stringify(direct.result)));
  });
});

describe('stratblocks indicator --timeframe', () => {
  const weekly = (extra: string[]) =>
    capture([
      'indicator',
      '--symbol',
      'SPY',
      '--start',
      '2024-03-18',
      '--end',
      '2024-04-05',
      '--block',
      '{"name":"Close"}',
      '--json',
      ...extra,
    ]);

  it('prints the weekly close as the daily bars read it: a holiday week completes on Monday', () => {
    const result = weekly(['--timeframe', '1W']);
    expect(result.err).toBe('');
    const { dates, values } = JSON.parse(result.out) as {
      dates: string[];
      values: { value: Array<number | null> };
    };
    const daily = JSON.parse(weekly([]).out) as { values: { value: number[] } };
    const closeOn = (date: string) => daily.values.value[dates.indexOf(date)];
    // Monday 18 to Thursday 21 March: no complete week in the window yet.
    expect(values.value.slice(0, 4)).toEqual([null, null, null, null]);
    // Friday 22 completes its week; Good Friday (29 March) has no bar: Monday 1 April completes it.
    expect(values.value[dates.indexOf('2024-03-22')]).toBe(closeOn('2024-03-22'));
    expect(values.value[dates.indexOf('2024-03-28')]).toBe(closeOn('2024-03-22'));
    expect(values.value[dates.indexOf('2024-04-01')]).toBe(closeOn('2024-03-28'));
  });

  it('refuses a timeframe the interval may not read', () => {
    const result = weekly(['--timeframe', '1D', '--interval', '1w']);
    expect(result.code).not.toBe(0);
    expect(result.err).toBe('stratblocks: --timeframe 1D cannot be read on 1w bars (they may read 1W)');
  });
});
