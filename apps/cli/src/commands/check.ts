import {
  decisionsOfRun,
  describeDecision,
  openAtNewestClose,
  withNextSessionBars,
  withPortfolioTicker,
  type ClosedTrade,
  type OpenPosition,
  type ProvisionalPortfolio,
  type RunRequest,
  type WatchDecision,
} from '@stratblocks/contracts';
import {
  runBacktest,
  runPortfolio,
  sourceInterval,
  type BarSeries,
  type OtherSeries,
} from '@stratblocks/engine';
import type { BundledMarketData } from '@stratblocks/market-data';
import { CliError } from '../cli-error';
import { loadOtherSeries } from '../load-bars';
import type { Output } from '../output';
import { readRunConfig } from '../read-config';

/**
 * `stratblocks check --config FILE [--json]`: the strategy's decisions at the close of the newest
 * bar (from its start date to the newest bar, whatever its end date), read off the engine's run
 * the way a watch's check reads it, and the positions held at that close. A portfolio's decisions
 * name their symbol: one account's (shared), or each symbol's own run's (a separate scan).
 */
export function checkCommand(
  flags: { config?: string; json: boolean },
  data: BundledMarketData,
  output: Output,
): void {
  const request = withPortfolioTicker(readRunConfig(flags.config));
  const general = request.generalSetting;
  if (general.timeInterval !== '1 Day')
    throw new CliError('check works on daily strategies: set timeInterval to "1 Day"');
  const symbols = request.portfolio?.symbols ?? [general.tickerSymbol];
  const series = symbols.map((symbol) => {
    try {
      data.assertAssetClass(symbol, general.assetClass);
      return data.range(symbol, sourceInterval(general.timeInterval), general.startDate, '9999-12-31');
    } catch (error) {
      if (!request.portfolio) throw error;
      throw new CliError(`Portfolio: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  const provisional = withNextSessionBars(series, general.assetClass === 'Cryptocurrency');
  const newest = provisional.newest;
  // Every symbol the blocks read, to its newest bar (docs/engine.md#11-other-symbols-and-timeframes).
  const others = loadOtherSeries(data, request, '9999-12-31');
  const trades = decidingTrades(request, symbols, provisional, others);
  const decisions = decisionsOfRun(trades, provisional.dates, provisional.datesByTicker).filter(
    (decision) => decision.bar === newest,
  );
  const positions = openAtNewestClose(trades, provisional.dates);
  const tickers = series.map((bars) => bars.symbol);
  const mode = request.portfolio?.mode ?? null;
  if (flags.json) {
    const who = mode ? { symbols: tickers, mode } : { symbol: tickers[0] };
    output.out(JSON.stringify({ ...who, newest_bar: newest, source: 'bundled', decisions, positions }));
    return;
  }
  output.out(
    mode
      ? portfolioSummary(tickers, mode, newest, decisions, positions)
      : summary(tickers[0] ?? '', newest, decisions, positions),
  );
}

/** The trades of the run up to the provisional bar: one account's, or each scanned symbol's own. */
function decidingTrades(
  request: RunRequest,
  symbols: readonly string[],
  provisional: ProvisionalPortfolio,
  others: OtherSeries,
): ClosedTrade[] {
  const endDate = provisional.dates[provisional.dates.length - 1] ?? provisional.newest;
  const strategy = { ...request, generalSetting: { ...request.generalSetting, endDate } };
  const { portfolio } = request;
  const single = (bars: BarSeries) => {
    const own = { ...strategy, generalSetting: { ...strategy.generalSetting, tickerSymbol: bars.symbol } };
    delete own.portfolio;
    const outcome = runBacktest(own, bars, { others });
    if (!outcome.ok) throw invalid(outcome.diagnostics);
    return outcome.results.closed_trades;
  };
  if (!portfolio) return single(provisional.series[0] as BarSeries);
  if (portfolio.mode === 'separate') return provisional.series.flatMap(single);
  const bars = Object.fromEntries(symbols.map((symbol, index) => [symbol, provisional.series[index]]));
  const outcome = runPortfolio({ ...strategy, portfolio }, bars as Record<string, BarSeries>, { others });
  if (!outcome.ok) throw invalid(outcome.diagnostics);
  if (!('closed_trades' in outcome.results)) throw new CliError('The portfolio answered no trades');
  return outcome.results.closed_trades;
}

function invalid(diagnostics: ReadonlyArray<{ severity: string; message: string }>): CliError {
  const error = diagnostics.find((diagnostic) => diagnostic.severity === 'error');
  return new CliError(`Invalid strategy: ${error?.message ?? 'unknown problem'}`);
}

function positionsLine(positions: OpenPosition[]): string {
  return positions.length === 0
    ? 'Position at the close: flat'
    : `Position at the close: ${positions
        .map(
          (p) =>
            `${p.side} ${Number(p.size.toFixed(6))} ${p.symbol} since ${p.entry_date} at ${p.entry_price.toFixed(2)}`,
        )
        .join('; ')}`;
}

function summary(
  symbol: string,
  newest: string,
  decisions: WatchDecision[],
  positions: OpenPosition[],
): string {
  const lines = [`${symbol}  newest bar ${newest} (bundled dataset)`];
  if (decisions.length === 0) lines.push('Decision at the close: none');
  for (const decision of decisions) lines.push(`Decision at the close: ${describeDecision(decision)}`);
  lines.push(positionsLine(positions));
  return lines.join('\n');
}

/** A portfolio's check: a line per symbol (its decisions at the newest close, or none), then the positions. */
function portfolioSummary(
  tickers: readonly string[],
  mode: 'shared' | 'separate',
  newest: string,
  decisions: WatchDecision[],
  positions: OpenPosition[],
): string {
  const how = mode === 'shared' ? 'one account' : 'each symbol on its own';
  const lines = [`Portfolio of ${tickers.length} symbols (${how})  newest bar ${newest} (bundled dataset)`];
  const width = Math.max(...tickers.map((ticker) => ticker.length));
  for (const ticker of tickers) {
    const own = decisions.filter((decision) => decision.symbol === ticker);
    const label = ticker.padEnd(width);
    if (own.length === 0) lines.push(`${label}  decision at the close: none`);
    for (const decision of own) lines.push(`${label}  decision at the close: ${describeDecision(decision)}`);
  }
  lines.push(positionsLine(positions));
  return lines.join('\n');
}
