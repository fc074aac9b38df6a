/**
 * The engine benchmark (`npm run bench`): data load, the default strategy, and a 10,000-combination
 * SMA-cross sweep, as a loop of metrics-only runs and through runSweep. Prints the figures with the
 * machine they ran on; the README keeps a copy.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  ColumnCache,
  parseBarsCsv,
  runBacktest,
  runBacktestMetrics,
  RunContext,
  runSweep,
  sliceByDate,
  type BarSeries,
  type LogicNodeInput,
  type StrategyInput,
  type SweepParameterInput,
} from '../src/index';
import { benchPortfolio } from './portfolio';

const DATA = fileURLToPath(new URL('../../../data/market/1d/SPY.csv', import.meta.url));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** User CPU time, in milliseconds. */
function cpuMs(usage: NodeJS.CpuUsage): number {
  return usage.user / 1000;
}

function timeMs(action: () => void): number {
  const start = process.hrtime.bigint();
  action();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function loadSpy(): BarSeries {
  const parsed = parseBarsCsv(readFileSync(DATA, 'utf8'), 'SPY');
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.series;
}

const element = (name: string, properties?: Record<string, number>) =>
  properties ? { name, properties } : { name };

function smaCross(fast: number, slow: number, extra: Partial<StrategyInput> = {}): StrategyInput {
  return {
    generalSetting: {
      strategyType: 'Long Only',
      timeInterval: '1 Day',
      assetClass: 'US Stocks',
      tickerSymbol: 'SPY',
      startDate: '2005-01-01',
      endDate: '2025-12-31',
      initialCapital: 10000,
      equityUsed: 100,
      commission: 0.1,
      slippage: 0,
    },
    entryLogic: {
      long: {
        elements: [
          element('SMA', { period: fast }),
          element('Cross Above'),
          element('SMA', { period: slow }),
        ],
      },
      short: null,
    },
    exitLogic: {
      exit_long: {
        elements: [
          element('SMA', { period: fast }),
          element('Cross Below'),
          element('SMA', { period: slow }),
        ],
      },
      exit_short: null,
    },
    riskSetting: {
      maxOpenTrades: 5,
      fixedPositionSize: 1000,
      maxTradesPerDay: 10,
      maxDrawdown: 0,
      dailyLossLimit: 0,
      riskRewardRatio: 2,
    },
    ...extra,
  };
}

/**
 * The speed case of the README's performance table, by name: SPY daily 2005-01-01..2025-12-31,
 * SMA(20) Cross Above SMA(50) in, Cross Below out, Long Only, 10,000 capital, 100% equity, 0.1%
 * commission, one trade at a time, no drawdown or daily-loss stop (limits at 100%).
 */
const SPY_SMA_CROSS_CASE = 'SPY SMA(20)/SMA(50) cross 2005-2025';
function speedCase(fast = 20, slow = 50): StrategyInput {
  const base = smaCross(fast, slow);
  return {
    ...base,
    riskSetting: { ...base.riskSetting, maxOpenTrades: 1, maxDrawdown: 100, dailyLossLimit: 100 },
  };
}

/** The builder's default: SPY 2020-2024, SMA 20/50 cross with RSI < 70, 5% stop, 10% target. */
function defaultStrategy(): StrategyInput {
  const base = smaCross(20, 50);
  return {
    ...base,
    generalSetting: { ...base.generalSetting, startDate: '2020-01-01', endDate: '2024-12-31' },
    entryLogic: {
      long: {
        elements: [
          element('SMA', { period: 20 }),
          element('Cross Above'),
          element('SMA', { period: 50 }),
          element('And'),
          element('RSI', { period: 14 }),
          element('<'),
          element('Number', { value: 70 }),
        ],
      },
      short: null,
    },
    exitLogic: {
      exit_long: {
        elements: [
          element('Stop Loss %', { percentage: 5 }),
          element('Or'),
          element('Take Profit %', { percentage: 10 }),
          element('Or'),
          element('SMA', { period: 20 }),
          element('Cross Below'),
          element('SMA', { period: 50 }),
        ],
      },
      exit_short: null,
    },
  };
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(`Machine: ${cpu}, ${cpus().length} cores, Node ${process.version}`);

// 1. Data load: parse the CSV (cold) and slice the cached series (warm).
const coldLoads: number[] = [];
let spy = loadSpy();
for (let run = 0; run < 20; run += 1) coldLoads.push(timeMs(() => (spy = loadSpy())));
const warmLoads: number[] = [];
for (let run = 0; run < 200; run += 1)
  warmLoads.push(timeMs(() => sliceByDate(spy, '2020-01-01', '2024-12-31')));
console.log(
  `SPY daily (${spy.times.length} bars): cold load (read + parse) median ${median(coldLoads).toFixed(2)} ms; warm (window slice of the in-memory series) median ${median(warmLoads).toFixed(3)} ms`,
);

// 2. The speed case, whole run (compile, indicators, signals, simulation, chart, metrics, trades),
// with its trade count and final equity so that a faster wrong answer shows. The runs share one
// RunContext, as a caller running backtests one after another does (a worker); the figure with a
// new context per run (a caller that passes none) is printed beside it.
const full = sliceByDate(spy, '2005-01-01', '2025-12-31');
{
  const strategy = speedCase();
  const context = new RunContext();
  for (let run = 0; run < 200; run += 1) runBacktest(strategy, full, { context });
  const runs: number[] = [];
  for (let run = 0; run < 2000; run += 1) runs.push(timeMs(() => runBacktest(strategy, full, { context })));
  const oneOff: number[] = [];
  for (let run = 0; run < 2000; run += 1) oneOff.push(timeMs(() => runBacktest(strategy, full)));
  const outcome = runBacktest(strategy, full);
  if (!outcome.ok) throw new Error('the speed case failed to compile');
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(
    `${SPY_SMA_CROSS_CASE} (${full.times.length} bars): median ${median(runs).toFixed(3)} ms per backtest (p90 ${sorted[Math.floor(sorted.length * 0.9)]?.toFixed(3)} ms; ${median(oneOff).toFixed(3)} ms with a new RunContext per run); ${outcome.results.closed_trades.length} trades, final equity ${outcome.results.performance_metrics.final_nav.toFixed(6)} (expected 52 trades, 32738.168861)`,
  );
}

// 2b. The speed case beside the same cross whose slow SMA reads the weekly bars
// (docs/engine.md#11-other-symbols-and-timeframes): a strategy without the symbol and timeframe
// properties must run as fast as before they existed, so its figure above compares with the
// recorded ones; the weekly variant shows what reading another series costs (aggregation, the
// as-of join and the chart's line, all per run here since each run gets a new cache).
{
  const plain = speedCase();
  const weekly: StrategyInput = {
    ...plain,
    entryLogic: {
      ...plain.entryLogic,
      long: {
        elements: [
          element('SMA', { period: 20 }),
          element('Cross Above'),
          { name: 'SMA', properties: { period: 10, timeframe: '1W' } },
        ],
      },
    },
    exitLogic: {
      ...plain.exitLogic,
      exit_long: {
        elements: [
          element('SMA', { period: 20 }),
          element('Cross Below'),
          { name: 'SMA', properties: { period: 10, timeframe: '1W' } },
        ],
      },
    },
  };
  const timeRuns = (input: StrategyInput) => {
    const context = new RunContext();
    for (let run = 0; run < 200; run += 1) runBacktest(input, full, { context });
    const runs: number[] = [];
    for (let run = 0; run < 2000; run += 1) runs.push(timeMs(() => runBacktest(input, full, { context })));
    const outcome = runBacktest(input, full);
    if (!outcome.ok) throw new Error('the strategy failed to compile');
    return { runs, outcome };
  };
  const plainRuns = timeRuns(plain);
  const weeklyRuns = timeRuns(weekly);
  const trades = ({ results }: typeof plainRuns.outcome) =>
    `${results.closed_trades.length} trades, final equity ${results.performance_metrics.final_nav.toFixed(6)}`;
  console.log(
    `Without and with a block on another timeframe, whole runBacktest on SPY 2005-2025: plain SMA(20)/SMA(50) cross median ${median(plainRuns.runs).toFixed(3)} ms (${trades(plainRuns.outcome)}); SMA(20) vs SMA(10) weekly cross median ${median(weeklyRuns.runs).toFixed(3)} ms (${trades(weeklyRuns.outcome)}, ${weeklyRuns.outcome.results.chart_data.source_lines?.length ?? 0} chart line)`,
  );
}

// 3. The default strategy, whole run: compile, indicators, signals, simulation, metrics, chart, trades.
const window = sliceByDate(spy, '2020-01-01', '2024-12-31');
const defaultRuns: number[] = [];
const strategy = defaultStrategy();
const defaultContext = new RunContext();
for (let run = 0; run < 50; run += 1) runBacktest(strategy, window, { context: defaultContext });
for (let run = 0; run < 500; run += 1)
  defaultRuns.push(timeMs(() => runBacktest(strategy, window, { context: defaultContext })));
const check = runBacktest(strategy, window);
if (!check.ok) throw new Error('default strategy failed to compile');
console.log(
  `Default strategy (SPY 2020-2024, ${window.times.length} bars, ${check.results.closed_trades.length} trades): median ${median(defaultRuns).toFixed(3)} ms per backtest (p90 ${[...defaultRuns].sort((a, b) => a - b)[Math.floor(defaultRuns.length * 0.9)]?.toFixed(3)} ms)`,
);

// 4. Sweep: 100 fast x 100 slow SMA periods on SPY 2005-2025, one core, columns shared. Each
// combination is the speed case with both its SMAs (entry and exit rows) set, run by
// runBacktestMetrics, the runner runSweep uses for every cell. One sweep warms up, then the median
// of SWEEPS sweeps (each on a new cache, so each computes its indicator columns) is reported: one
// sweep lasts about a second, and a single one would show this machine's drift as much as the code.
const SWEEPS = Number(process.env['SWEEPS'] ?? 3);

function sweepOnce(): {
  ms: number;
  cpuMs: number;
  combos: number;
  columns: number;
  best: { fast: number; slow: number; sharpe: number };
} {
  // One cache and one run context per sweep, as runSweep makes them.
  const cache = new ColumnCache(full);
  const context = new RunContext();
  let combos = 0;
  let best = { fast: 0, slow: 0, sharpe: -Infinity };
  const cpuStart = process.cpuUsage();
  const ms = timeMs(() => {
    for (let fast = 5; fast < 105; fast += 1) {
      for (let slow = 20; slow < 120; slow += 1) {
        const outcome = runBacktestMetrics(speedCase(fast, slow), full, cache, context);
        combos += 1;
        if (outcome.ok && (outcome.metrics.sharpe_ratio ?? -Infinity) > best.sharpe) {
          best = { fast, slow, sharpe: outcome.metrics.sharpe_ratio ?? -Infinity };
        }
      }
    }
  });
  return { ms, cpuMs: cpuMs(process.cpuUsage(cpuStart)), combos, columns: cache.size, best };
}

/** "median X s (range A-B s over N)" of repeated measurements in milliseconds. */
function seconds(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const range = `${((sorted[0] ?? 0) / 1000).toFixed(2)}-${((sorted.at(-1) ?? 0) / 1000).toFixed(2)}`;
  return `median ${(median(values) / 1000).toFixed(2)} s (${range} s over ${values.length})`;
}

{
  sweepOnce();
  const sweeps = Array.from({ length: SWEEPS }, sweepOnce);
  const { combos, columns, best } = sweeps[0] as ReturnType<typeof sweepOnce>;
  const wall = sweeps.map((sweep) => sweep.ms);
  console.log(
    `Sweep: ${combos} SMA-cross combinations on SPY 2005-2025 (${full.times.length} bars), metrics only (runBacktestMetrics, the runner of runSweep), one core: ${seconds(wall)}, ${((median(wall) * 1000) / combos).toFixed(0)} us per backtest; CPU time ${seconds(sweeps.map((sweep) => sweep.cpuMs))}; ${columns} indicator columns computed per sweep; best Sharpe ${best.sharpe.toFixed(3)} at SMA ${best.fast}/${best.slow}`,
  );
}

/** One runSweep of the grid, timed (wall and CPU). */
function timedSweep(strategy: StrategyInput, parameters: SweepParameterInput[]) {
  let outcome: ReturnType<typeof runSweep> | undefined;
  const cpuStart = process.cpuUsage();
  const ms = timeMs(() => {
    outcome = runSweep(strategy, full, { objective: 'sharpe', parameters });
  });
  if (!outcome?.ok) throw new Error(outcome?.message ?? 'the sweep did not run');
  return { ms, cpuMs: cpuMs(process.cpuUsage(cpuStart)), result: outcome.result };
}

/** The median of SWEEPS timed sweeps, in one line: wall and CPU time, per cell, the best cell. */
function reportSweeps(title: string, strategy: StrategyInput, parameters: SweepParameterInput[]): void {
  const runs = Array.from({ length: SWEEPS }, () => timedSweep(strategy, parameters));
  const { cells, best: bestIndex } = (runs[0] as ReturnType<typeof timedSweep>).result;
  const bestCell = bestIndex === null ? undefined : cells[bestIndex];
  const wall = runs.map((run) => run.ms);
  console.log(
    `${title}: ${cells.length} cells on SPY 2005-2025, one core: ${seconds(wall)}, ${((median(wall) * 1000) / cells.length).toFixed(0)} us per cell; CPU time ${seconds(runs.map((run) => run.cpuMs))}; best Sharpe ${bestCell?.objective?.toFixed(3) ?? 'none'} at SMA ${bestCell?.values.join('/') ?? '-'}`,
  );
}

// 5. The same grid through runSweep, the sweep of the server, the CLI and the browser: parameters
// by path (the entry row's two SMA periods; the exit row keeps SMA(20)/SMA(50)), a strategy copy
// per cell, every cell's metrics kept, the ranking and the warnings. Median of SWEEPS, as above.
{
  const entryPeriod = (element: number) => `entryLogic.long.elements.${element}.properties.period`;
  reportSweeps('runSweep (entry SMA fast 5..104 x slow 20..119 by path, exit SMA 20/50)', speedCase(), [
    { path: entryPeriod(0), range: { start: 5, stop: 104, step: 1 } },
    { path: entryPeriod(2), range: { start: 20, stop: 119, step: 1 } },
  ]);
}

// 6. The canonical sweep (docs/engine.md#strategy-inputs): fast and slow as inputs shared by the entry and the exit
// rows, so each cell is the grid of section 4 (same best cell); the inputs are resolved once per cell.
{
  const base = speedCase();
  const linked = (node: LogicNodeInput): LogicNodeInput =>
    node && 'elements' in node
      ? {
          ...node,
          elements: node.elements.map((item) =>
            'properties' in item && item.properties?.['period'] !== undefined
              ? {
                  ...item,
                  properties: { period: { input: item.properties['period'] === 20 ? 'fast' : 'slow' } },
                }
              : item,
          ),
        }
      : node;
  const canonical: StrategyInput = {
    ...base,
    inputs: [
      { name: 'fast', value: 20 },
      { name: 'slow', value: 50 },
    ],
    entryLogic: { ...base.entryLogic, long: linked(base.entryLogic.long) },
    exitLogic: { ...base.exitLogic, exit_long: linked(base.exitLogic.exit_long) },
  };
  reportSweeps('runSweep of inputs (fast 5..104 x slow 20..119, shared by entry and exit)', canonical, [
    { path: 'fast', range: { start: 5, stop: 104, step: 1 } },
    { path: 'slow', range: { start: 20, stop: 119, step: 1 } },
  ]);
}
console.log(
  `Peak RSS of this bench process (after the sweep): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
);

// 7. The canonical sweep through the command line (examples/spy-sma-cross-inputs.json, fast 5..104 x
// slow 20..119), one worker thread and then every core (--threads): a whole command each (start,
// data load, sweep, ranking, JSON out), timed by /usr/bin/time for wall and CPU time (the threads'
// too) and the process's peak memory. Median of SWEEPS commands per thread count.
{
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const command = (threads: number) => {
    const run = spawnSync(
      '/usr/bin/time',
      [
        '-f',
        'TIME %e %U %S %M',
        process.execPath,
        'apps/cli/bin/stratblocks.mjs',
        'sweep',
        '--config',
        'examples/spy-sma-cross-inputs.json',
        '--param',
        'fast=5:104',
        '--param',
        'slow=20:119',
        '--threads',
        String(threads),
        '--json',
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const figures = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(run.stderr);
    if (run.status !== 0 || !figures) throw new Error(`stratblocks sweep failed: ${run.stderr}`);
    const [, wall = '0', user = '0', system = '0', rssKb = '0'] = figures;
    return {
      ms: Number(wall) * 1000,
      cpuMs: (Number(user) + Number(system)) * 1000,
      rssMb: Number(rssKb) / 1024,
    };
  };
  const cores = availableParallelism();
  command(cores);
  for (const threads of [...new Set([1, cores])]) {
    const runs = Array.from({ length: SWEEPS }, () => command(threads));
    console.log(
      `stratblocks sweep of the canonical grid (10,000 cells), whole command, ${threads} thread${threads === 1 ? '' : 's'} of ${cores} cores: ${seconds(runs.map((run) => run.ms))}; CPU time ${seconds(runs.map((run) => run.cpuMs))}; peak RSS ${Math.max(...runs.map((run) => run.rssMb)).toFixed(0)} MiB`,
    );
  }
}

// 8. Portfolios: a shared run and a scan of 50 symbols (bench/portfolio.ts).
benchPortfolio();
