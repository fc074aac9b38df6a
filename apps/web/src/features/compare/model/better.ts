import { METRIC_DEFINITIONS, type PerformanceMetrics } from '@stratblocks/contracts';

type MetricKey = keyof PerformanceMetrics;

/**
 * Which way each metric is better (docs/comparison.md, "Better"). Higher: returns, ratios, win
 * rate, the average, best and worst trade, VaR 95% and max drawdown (both zero or negative, so the
 * higher is the smaller loss). Lower: volatility, gross loss, commission. Neither: what describes the
 * test rather than judges it (symbols, period, days, capital, counts of trades, exposure, bars held,
 * the market's own buy-and-hold return). Final NAV is higher-better only between equal capitals.
 */
export const BETTER_WHEN = {
  ticker: null,
  test_period: null,
  days: null,
  periods_per_year: null,
  initial_nav: null,
  final_nav: 'higher',
  total_return: 'higher',
  cumulative_return: 'higher',
  annualized_return: 'higher',
  daily_return: 'higher',
  buy_and_hold_return: null,
  max_drawdown: 'higher',
  annualized_std: 'lower',
  var_95: 'higher',
  exposure: null,
  sharpe_ratio: 'higher',
  sortino_ratio: 'higher',
  calmar_ratio: 'higher',
  profit_factor: 'higher',
  sqn: 'higher',
  total_trades: null,
  winning_trades: null,
  losing_trades: null,
  win_rate: 'higher',
  win_ratio: 'higher',
  avg_trade_percent: 'higher',
  best_trade: 'higher',
  worst_trade: 'higher',
  expectancy: 'higher',
  avg_bars_held: null,
  gross_profit: 'higher',
  gross_loss: 'lower',
  total_commission: 'lower',
} as const satisfies Record<MetricKey, 'higher' | 'lower' | null>;

/** The figure as the table shows it: two strategies that read the same are tied. */
function shown(key: MetricKey, value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Number(value.toFixed(METRIC_DEFINITIONS[key].decimals));
}

/**
 * The positions holding the better figure of a metric row: the best one, or every one tied for
 * best. None when the metric has no better side, when fewer than two strategies have the figure,
 * or when all of them read the same (nothing to choose). Final NAV is judged only when every
 * strategy started from the same capital.
 */
export function bestPositions(
  key: MetricKey,
  values: readonly unknown[],
  initialCapitals: readonly unknown[] = [],
): Set<number> {
  const direction = BETTER_WHEN[key];
  if (direction === null) return new Set();
  if (key === 'final_nav' && new Set(initialCapitals).size !== 1) return new Set();
  const figures = values.map((value) => shown(key, value));
  const present = figures.filter((figure): figure is number => figure !== null);
  if (present.length < 2) return new Set();
  const best = direction === 'higher' ? Math.max(...present) : Math.min(...present);
  if (present.every((figure) => figure === best)) return new Set();
  return new Set(figures.flatMap((figure, index) => (figure === best ? [index] : [])));
}
