import type { BacktestResults } from '@stratblocks/engine';

function fixed(value: number | null, decimals: number, suffix = ''): string {
  return value === null ? 'N/A' : `${value.toFixed(decimals)}${suffix}`;
}

/** A readable summary: the main metrics, then one line per trade (with its ticker, for portfolios). */
export function summary(results: BacktestResults, withTicker = false): string {
  const m = results.performance_metrics;
  const lines = [
    `${m.ticker}  ${m.test_period}  (${m.days} bars)`,
    `Final NAV          ${fixed(m.final_nav, 2)}  (from ${fixed(m.initial_nav, 2)})`,
    `Total return       ${fixed(m.total_return, 2, '%')}   buy & hold ${fixed(m.buy_and_hold_return, 2, '%')}`,
    `Annualized return  ${fixed(m.annualized_return, 2, '%')}   volatility ${fixed(m.annualized_std, 2, '%')}`,
    `Max drawdown       ${fixed(m.max_drawdown, 2, '%')}`,
    `Sharpe ${fixed(m.sharpe_ratio, 3)}   Sortino ${fixed(m.sortino_ratio, 3)}   Calmar ${fixed(m.calmar_ratio, 3)}   VaR 95% ${fixed(m.var_95, 4, '%')}`,
    `Trades ${m.total_trades}   win rate ${fixed(m.win_rate, 2, '%')}   profit factor ${fixed(m.profit_factor, 3)}   exposure ${fixed(m.exposure, 2, '%')}`,
  ];
  if (results.closed_trades.length > 0) {
    lines.push(
      '',
      `${withTicker ? 'ticker   ' : ''}entry       exit        type   size        entry price  exit price   P&L          reason`,
    );
    for (const trade of results.closed_trades) {
      lines.push(
        [
          ...(withTicker ? [trade.ticker.padEnd(8)] : []),
          trade.entry_date.padEnd(11),
          trade.exit_date.padEnd(11),
          trade.type.padEnd(6),
          String(Number(trade.size.toFixed(6))).padEnd(11),
          trade.entry_price.toFixed(2).padEnd(12),
          trade.exit_price.toFixed(2).padEnd(12),
          `${trade.pnl >= 0 ? '+' : ''}${trade.pnl.toFixed(2)}`.padEnd(12),
          trade.exit_reason,
        ].join(' '),
      );
    }
  }
  return lines.join('\n');
}
