import {
  ColumnCache,
  maCrossoverSample,
  defaultProperties,
  findBlock,
  RunContext,
  runBacktest,
  sliceByDate,
  type BarSeries,
  type PropertyValue,
} from '@stratblocks/engine';
import { loadDemoBars } from '../../../lib/demo-bars';
import type { JobSpec } from '../../../lib/engine-worker/protocol';
import type { ChartId } from '../posts';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A CSS colour (a design token variable). */
  color: string;
  dashed?: boolean;
}

export interface ChartPane {
  series: ChartSeries[];
  /** Horizontal guide lines (RSI 30 and 70). */
  guides?: number[];
  /** Fixed range (RSI 0 to 100); otherwise the data's own. */
  range?: [number, number];
  unit: '$' | '%' | '';
}

export interface ChartModel {
  title: string;
  dates: string[];
  panes: ChartPane[];
}

/** The blog's chart worker (chart.worker.ts) computes one kind of job: an article chart by its id. */
export interface ChartJobs {
  chart: JobSpec<ChartId, ChartModel>;
}

const ACCENT = 'var(--accent)';
const MUTED = 'var(--fg-subtle)';
const SECOND = 'var(--warning)';
const THIRD = 'var(--gain)';

/** One output column of a catalogue block with its default properties, overridden by `overrides`. */
function indicator(
  cache: ColumnCache,
  name: string,
  overrides: Record<string, PropertyValue>,
  output = 'value',
): Float64Array {
  const block = findBlock(name);
  if (!block) throw new Error(`No block ${name}`);
  const column = cache.outputs(name, { ...defaultProperties(block), ...overrides })[output];
  if (!column) throw new Error(`${name} has no ${output} output`);
  return column;
}

/** Indices of bars from `from` on (indicators are computed on all bars before, so no warm-up shows). */
function window(bars: BarSeries, from: string): { start: number; dates: string[] } {
  const start = Math.max(
    0,
    bars.times.findIndex((time) => time >= from),
  );
  return { start, dates: bars.times.slice(start) };
}

const tail = (values: ArrayLike<number>, start: number) => Array.from(values).slice(start);

/**
 * Each article chart, computed from the bundled daily slices with the engine's own indicators
 * (a run with the caller's RunContext when it runs one after another).
 */
export async function chartModel(id: ChartId, context = new RunContext()): Promise<ChartModel> {
  switch (id) {
    case 'btc-sma-crossover': {
      const bars = await loadDemoBars('BTC-USD');
      const cache = new ColumnCache(bars);
      const { start, dates } = window(bars, '2023-01-01');
      return {
        title: 'BTC-USD daily close with SMA(20) and SMA(50), 2023 to 2025',
        dates,
        panes: [
          {
            unit: '$',
            series: [
              { label: 'Close', values: tail(bars.close, start), color: MUTED },
              {
                label: 'SMA(20)',
                values: tail(indicator(cache, 'SMA', { period: 20 }), start),
                color: ACCENT,
              },
              {
                label: 'SMA(50)',
                values: tail(indicator(cache, 'SMA', { period: 50 }), start),
                color: SECOND,
              },
            ],
          },
        ],
      };
    }
    case 'btc-ma-equity': {
      const strategy = maCrossoverSample();
      const bars = sliceByDate(await loadDemoBars('BTC-USD'), '2020-01-01', '2025-12-31');
      const outcome = runBacktest(strategy, bars, { context });
      if (!outcome.ok) throw new Error(outcome.diagnostics.map((item) => item.message).join('; '));
      const chart = outcome.results.chart_data;
      return {
        title: 'SMA(20)/SMA(50) crossover on BTC-USD against buying and holding, 2020 to 2025 (return, %)',
        dates: chart.dates,
        panes: [
          {
            unit: '%',
            series: [
              { label: 'Strategy', values: chart.cumulative_returns, color: ACCENT },
              { label: 'Buy and hold', values: chart.buy_and_hold, color: MUTED, dashed: true },
            ],
          },
          {
            unit: '%',
            series: [{ label: 'Strategy drawdown', values: chart.drawdown, color: 'var(--loss)' }],
          },
        ],
      };
    }
    case 'aapl-rsi': {
      const bars = await loadDemoBars('AAPL');
      const cache = new ColumnCache(bars);
      const { start, dates } = window(bars, '2024-01-01');
      return {
        title: 'AAPL daily close and RSI(14), 2024 to 2025',
        dates,
        panes: [
          { unit: '$', series: [{ label: 'Close', values: tail(bars.close, start), color: ACCENT }] },
          {
            unit: '',
            range: [0, 100],
            guides: [30, 70],
            series: [
              {
                label: 'RSI(14)',
                values: tail(indicator(cache, 'RSI', { period: 14 }), start),
                color: THIRD,
              },
            ],
          },
        ],
      };
    }
    case 'aapl-bollinger': {
      const bars = await loadDemoBars('AAPL');
      const cache = new ColumnCache(bars);
      const { start, dates } = window(bars, '2025-01-01');
      const band = (output: string) =>
        tail(indicator(cache, 'Bollinger Bands', { period: 20, stdDev: 2 }, output), start);
      return {
        title: 'AAPL daily close with Bollinger Bands (20, 2), 2025',
        dates,
        panes: [
          {
            unit: '$',
            series: [
              { label: 'Upper band', values: band('upper'), color: SECOND, dashed: true },
              { label: 'Middle (SMA 20)', values: band('middle'), color: MUTED },
              { label: 'Lower band', values: band('lower'), color: SECOND, dashed: true },
              { label: 'Close', values: tail(bars.close, start), color: ACCENT },
            ],
          },
        ],
      };
    }
  }
}
