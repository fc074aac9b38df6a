import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RunRequestSchema } from '@stratblocks/contracts';
import {
  runPortfolio,
  withParameterValues,
  type BarSeries,
  type MonteCarloResult,
  type PortfolioStrategyInput,
  type SweepResult,
  type WalkForwardResult,
} from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { readFileSync } from 'node:fs';
import { capture, configFolder } from './capture';

/** The bundled example: 8 sector ETFs, one account holding 3, ranked by Price Change % (20). */
const CONFIG = fileURLToPath(new URL('../../../examples/sector-rotation.json', import.meta.url));
const FAST = 'entryLogic.long.elements.0.properties.period';
const RANK = 'portfolio.rankBy.element.properties.period';
const config = RunRequestSchema.parse(JSON.parse(readFileSync(CONFIG, 'utf8'))) as PortfolioStrategyInput;

function bundledBars(): Record<string, BarSeries> {
  const data = new BundledMarketData();
  const { startDate, endDate } = config.generalSetting;
  const keyed: Record<string, BarSeries> = {};
  for (const symbol of config.portfolio.symbols) keyed[symbol] = data.range(symbol, '1d', startDate, endDate);
  return keyed;
}

describe('research commands on a portfolio config (examples/sector-rotation.json)', () => {
  it('sweeps it over two threads: each cell is the portfolio run of its values', () => {
    const result = capture([
      'sweep',
      '--config',
      CONFIG,
      '--param',
      `${FAST}=10,30`,
      '--param',
      `${RANK}=20,60`,
      '--threads',
      '2',
      '--json',
    ]);
    expect(result.code, result.err).toBe(0);
    const sweep = JSON.parse(result.out) as SweepResult;
    expect(sweep.cells).toHaveLength(4);
    const bars = bundledBars();
    for (const cell of sweep.cells) {
      const variant = withParameterValues(config, [
        [FAST, cell.values[0] ?? 0],
        [RANK, cell.values[1] ?? 0],
      ]) as PortfolioStrategyInput;
      const run = runPortfolio(variant, bars);
      if (!run.ok || !('performance_metrics' in run.results)) throw new Error('the portfolio run failed');
      expect(cell.metrics?.total_return).toBe(run.results.performance_metrics.total_return);
      expect(cell.objective).toBe(run.results.performance_metrics.sharpe_ratio);
      expect(cell.trades).toBe(run.results.closed_trades.length);
    }
    const text = capture(['sweep', '--config', CONFIG, '--param', `${FAST}=10,30`, '--threads', '1']);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toContain('2 combinations ranked by Sharpe ratio');
    // Two threads each load the command from its sources first.
  }, 120_000);

  it('walks it forward on the union calendar and resamples its trades', () => {
    const result = capture([
      'walk-forward',
      '--config',
      CONFIG,
      '--param',
      `${FAST}=10,30`,
      '--in-sample',
      '756',
      '--out-of-sample',
      '504',
      '--json',
    ]);
    expect(result.code, result.err).toBe(0);
    const walk = JSON.parse(result.out) as WalkForwardResult;
    // 2010-2024: 3,774 trading dates; tests of 504 bars from 756 on.
    expect(walk.windows).toHaveLength(Math.ceil((3774 - 756) / 504));
    expect(new Set(walk.trades.map((trade) => trade.ticker)).size).toBeGreaterThan(3);
    const monte = capture(['monte-carlo', '--config', CONFIG, '--seed', '3', '--runs', '200', '--json']);
    expect(monte.code, monte.err).toBe(0);
    const run = runPortfolio(config, bundledBars());
    if (!run.ok || !('closed_trades' in run.results)) throw new Error('the portfolio run failed');
    expect((JSON.parse(monte.out) as MonteCarloResult).tradeCount).toBe(run.results.closed_trades.length);
  });

  it('refuses a walk-forward of a scan, which has no one account', () => {
    const configs = configFolder('stratblocks-research-scan-');
    try {
      const raw = JSON.parse(readFileSync(CONFIG, 'utf8')) as { portfolio: object };
      const scan = configs.write('scan.json', { ...raw, portfolio: { ...raw.portfolio, mode: 'separate' } });
      const result = capture([
        'walk-forward',
        '--config',
        scan,
        '--param',
        `${FAST}=10,30`,
        '--in-sample',
        '756',
        '--out-of-sample',
        '504',
      ]);
      expect(result.code).toBe(1);
      expect(result.err).toContain('one account');
    } finally {
      configs.remove();
    }
  });
});
