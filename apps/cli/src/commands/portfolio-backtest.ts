import type { RunRequest } from '@stratblocks/contracts';
import { runPortfolio, type BarSeries, type PortfolioResults } from '@stratblocks/engine';
import type { BundledMarketData } from '@stratblocks/market-data';
import { CliError } from '../cli-error';
import { checkedPortfolioConfig, loadOtherSeries, loadPortfolioBars } from '../load-bars';
import type { Output } from '../output';
import { summary } from './results-summary';

function fixed(value: number | null, decimals: number, suffix = ''): string {
  return value === null ? 'N/A' : `${value.toFixed(decimals)}${suffix}`;
}

type PortfolioConfig = RunRequest & { portfolio: NonNullable<RunRequest['portfolio']> };

/** Runs a portfolio config (docs/engine.md#10-portfolios) and prints its results and breakdown (or JSON). */
export function portfolioBacktest(
  request: PortfolioConfig,
  flags: { json: boolean },
  data: BundledMarketData,
  output: Output,
): void {
  const outcome = runPortfolioConfig(request, data);
  if (flags.json) {
    output.out(JSON.stringify(outcome.results));
    return;
  }
  output.out(portfolioSummary(outcome.results));
  for (const diagnostic of outcome.diagnostics) output.err(`warning: ${diagnostic.message}`);
}

/** A portfolio config run on the bundled data; a config no run accepts is a CliError. */
export function runPortfolioConfig(request: PortfolioConfig, data: BundledMarketData) {
  const body = checkedPortfolioConfig(request);
  const { portfolio } = body;
  const series = loadPortfolioBars(data, body);
  const bars: Record<string, BarSeries> = {};
  portfolio.symbols.forEach((symbol, index) => {
    bars[symbol] = series[index] as BarSeries;
  });
  const outcome = runPortfolio({ ...body, portfolio }, bars, { others: loadOtherSeries(data, body) });
  if (!outcome.ok) {
    const error = outcome.diagnostics.find((diagnostic) => diagnostic.severity === 'error');
    throw new CliError(`Invalid strategy: ${error?.message ?? 'unknown problem'}`);
  }
  return outcome;
}

/** The shared run's summary and trades, then one line per symbol; or the scan's table. */
export function portfolioSummary(results: PortfolioResults): string {
  if (results.portfolio.mode === 'shared' && 'closed_trades' in results) {
    const lines = [
      summary(results, true),
      '',
      'symbol      trades  win rate  net P&L       contribution  exposure',
    ];
    for (const row of results.portfolio.symbols) {
      lines.push(
        [
          row.ticker.padEnd(11),
          String(row.trades).padEnd(7),
          fixed(row.win_rate, 2, '%').padEnd(9),
          `${row.net_pnl >= 0 ? '+' : ''}${row.net_pnl.toFixed(2)}`.padEnd(13),
          fixed(row.contribution, 2, '%').padEnd(13),
          fixed(row.exposure, 2, '%'),
        ].join(' '),
      );
    }
    return lines.join('\n');
  }
  if (results.portfolio.mode !== 'separate') return '';
  const { rows, average, median } = results.portfolio;
  const line = (label: string, row: Omit<(typeof rows)[number], 'ticker'>) =>
    [
      label.padEnd(11),
      fixed(row.total_return, 2, '%').padEnd(12),
      fixed(row.sharpe_ratio, 3).padEnd(8),
      fixed(row.max_drawdown, 2, '%').padEnd(13),
      fixed(row.win_rate, 2, '%').padEnd(9),
      fixed(row.total_trades, row.total_trades % 1 === 0 ? 0 : 1).padEnd(7),
      fixed(row.buy_and_hold_return, 2, '%'),
    ].join(' ');
  return [
    'symbol      return       Sharpe   max drawdown  win rate  trades  buy & hold',
    ...rows.map((row) => line(row.ticker, row)),
    line('average', average),
    line('median', median),
  ].join('\n');
}
