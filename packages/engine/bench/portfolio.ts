/**
 * The portfolio benchmark (part of `npm run bench`; alone: `node --import tsx bench/portfolio.ts`):
 * a shared run and a scan of 50 US symbols with daily bars over 2005-2025, in-process, whole runs
 * (signals, simulation, metrics, chart, trades, breakdown) without a listener.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  parseBarsCsv,
  runPortfolio,
  sliceByDate,
  type BarSeries,
  type PortfolioStrategyInput,
} from '../src/index';

const DIR = fileURLToPath(new URL('../../../data/market/1d/', import.meta.url));
const START = '2005-01-01';
const END = '2025-12-31';
/** Not US stocks or ETFs: crypto, forex pairs, indices, volatility. */
const OTHER_CLASSES = /-USD$|^(EUR|GBP|USD|AUD|NZD)[A-Z]{3}$|^(GSPC|IXIC|DJI|VIX)$/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Wall time and this thread's CPU time (user + system) of an action, in milliseconds. */
function timeMs(action: () => void): { wall: number; cpu: number } {
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  action();
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpuStart);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** The 50 US symbols with the most bars in the window (list order: alphabetical). */
export function loadFifty(): BarSeries[] {
  const all = readdirSync(DIR)
    .filter((file) => file.endsWith('.csv'))
    .map((file) => file.slice(0, -4))
    .filter((symbol) => !OTHER_CLASSES.test(symbol))
    .map((symbol) => {
      const parsed = parseBarsCsv(readFileSync(`${DIR}${symbol}.csv`, 'utf8'), symbol);
      if (!parsed.ok) throw new Error(parsed.message);
      return sliceByDate(parsed.series, START, END);
    });
  return all
    .sort((a, b) => b.times.length - a.times.length || a.symbol.localeCompare(b.symbol))
    .slice(0, 50)
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
}

const element = (name: string, properties?: Record<string, number>) =>
  properties ? { name, properties } : { name };

/** A momentum rotation: SMA(20) above SMA(50) and RSI < 70, ranked by 20-day change, 5 holdings. */
export function rotation(symbols: string[], mode: 'shared' | 'separate'): PortfolioStrategyInput {
  return {
    generalSetting: {
      strategyType: 'Long Only',
      timeInterval: '1 Day',
      assetClass: 'US Stocks',
      tickerSymbol: symbols[0] ?? '',
      startDate: START,
      endDate: END,
      initialCapital: 100000,
      equityUsed: 20,
      commission: 0.1,
      slippage: 0.05,
    },
    entryLogic: {
      long: {
        elements: [
          element('SMA', { period: 20 }),
          element('>'),
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
          element('SMA', { period: 20 }),
          element('Cross Below'),
          element('SMA', { period: 50 }),
          element('Or'),
          element('Stop Loss %', { percentage: 8 }),
        ],
      },
      exit_short: null,
    },
    riskSetting: {
      maxOpenTrades: 5,
      fixedPositionSize: 1000,
      maxTradesPerDay: 10,
      maxDrawdown: 100,
      dailyLossLimit: 100,
      riskRewardRatio: 2,
    },
    portfolio: {
      symbols,
      mode,
      rankBy: { element: { name: 'Price Change %', properties: { period: 20 } }, order: 'highest' },
    },
  };
}

export function benchPortfolio(): void {
  const series = loadFifty();
  const bars = Object.fromEntries(series.map((each) => [each.symbol, each]));
  const symbols = series.map((each) => each.symbol);
  const totalBars = series.reduce((sum, each) => sum + each.times.length, 0);
  for (const mode of ['shared', 'separate'] as const) {
    const strategy = rotation(symbols, mode);
    for (let run = 0; run < 10; run += 1) runPortfolio(strategy, bars);
    const times = Array.from({ length: 60 }, () => timeMs(() => runPortfolio(strategy, bars)));
    const runs = times.map((time) => time.wall);
    const outcome = runPortfolio(strategy, bars);
    if (!outcome.ok) throw new Error(outcome.diagnostics.map((each) => each.message).join('; '));
    const summary =
      'closed_trades' in outcome.results
        ? `${outcome.results.closed_trades.length} trades, final equity ${outcome.results.performance_metrics.final_nav.toFixed(2)}`
        : `average return ${outcome.results.portfolio.average.total_return.toFixed(2)}%`;
    const sorted = [...runs].sort((a, b) => a - b);
    console.log(
      `Portfolio ${mode === 'shared' ? 'shared run' : 'scan'} of ${symbols.length} symbols x ${START.slice(0, 4)}-${END.slice(0, 4)} daily (${totalBars} bars): median ${median(runs).toFixed(2)} ms wall (p90 ${sorted[Math.floor(sorted.length * 0.9)]?.toFixed(2)} ms), median ${median(times.map((time) => time.cpu)).toFixed(2)} ms CPU; ${summary}`,
    );
  }
  console.log(
    `Portfolio bench machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}, heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) benchPortfolio();
