import type { PerformanceMetrics } from './backtest-results';

export type MetricUnit = 'text' | 'money' | 'percent' | 'ratio' | 'count' | 'bars';

export interface MetricDefinition {
  label: string;
  unit: MetricUnit;
  /** Decimals to show (docs/product.md#business-constants-and-limits: money 2, percent 2, daily return 4, ratios 3, VaR 4). */
  decimals: number;
  /** The formula, in words; docs/metrics.md says the same at greater length. */
  formula: string;
}

/**
 * Every field of performance_metrics with its unit and formula. E_t is the equity marked at the
 * close of period t (t = 0..n, E_0 = initial capital; a period is a bar on daily or longer bars, a
 * trading day on hourly bars), r_t = (E_t / E_{t-1} - 1) x 100 the period returns in percent, A the
 * periods per year.
 */
export const METRIC_DEFINITIONS = {
  ticker: { label: 'Ticker', unit: 'text', decimals: 0, formula: 'The symbol traded.' },
  test_period: {
    label: 'Test period',
    unit: 'text',
    decimals: 0,
    formula: 'First and last bar dates of the window, "first to last".',
  },
  initial_nav: {
    label: 'Initial NAV',
    unit: 'money',
    decimals: 2,
    formula: 'The initial capital.',
  },
  final_nav: {
    label: 'Final NAV',
    unit: 'money',
    decimals: 2,
    formula: 'Equity at the last close, after trades still open were closed there.',
  },
  cumulative_return: {
    label: 'Cumulative return',
    unit: 'percent',
    decimals: 2,
    formula: '(final_nav / initial_nav - 1) x 100.',
  },
  total_return: {
    label: 'Total return',
    unit: 'percent',
    decimals: 2,
    formula: 'Same as cumulative_return.',
  },
  max_drawdown: {
    label: 'Max drawdown',
    unit: 'percent',
    decimals: 2,
    formula: 'min over t of (E_t / max(E_0..E_t) - 1) x 100; zero or negative.',
  },
  annualized_return: {
    label: 'Annualized return',
    unit: 'percent',
    decimals: 2,
    formula: '((final_nav / initial_nav)^(A / n) - 1) x 100, n the number of period returns.',
  },
  daily_return: {
    label: 'Daily return',
    unit: 'percent',
    decimals: 4,
    formula: 'Mean of the period returns r_1..r_n.',
  },
  annualized_std: {
    label: 'Annualized volatility',
    unit: 'percent',
    decimals: 2,
    formula: 'Sample standard deviation (n - 1) of r_1..r_n x sqrt(A).',
  },
  sharpe_ratio: {
    label: 'Sharpe ratio',
    unit: 'ratio',
    decimals: 3,
    formula: 'mean(r) / sample std(r) x sqrt(A), risk-free rate 0; null when std is 0 or n < 2.',
  },
  sortino_ratio: {
    label: 'Sortino ratio',
    unit: 'ratio',
    decimals: 3,
    formula:
      'mean(r) / sqrt(mean(min(r_t, 0)^2) over all n returns) x sqrt(A); null when no return is negative.',
  },
  calmar_ratio: {
    label: 'Calmar ratio',
    unit: 'ratio',
    decimals: 3,
    formula: 'annualized_return / |max_drawdown|; null when max_drawdown is 0.',
  },
  var_95: {
    label: 'VaR 95%',
    unit: 'percent',
    decimals: 4,
    formula:
      'Historical: the 5th percentile of r_1..r_n, linear interpolation between order statistics (numpy default).',
  },
  days: {
    label: 'Trading days',
    unit: 'count',
    decimals: 0,
    formula: 'Bars of the window on daily or longer bars; trading days (distinct dates) on hourly bars.',
  },
  periods_per_year: {
    label: 'Periods per year',
    unit: 'count',
    decimals: 0,
    formula:
      'A: 252 on daily bars (365 for crypto), 52 on weekly, 12 on monthly; hourly runs use daily equity (252 or 365).',
  },
  total_trades: {
    label: 'Total trades',
    unit: 'count',
    decimals: 0,
    formula: 'Closed trades, including those closed at the end of the data.',
  },
  win_ratio: {
    label: 'Win ratio',
    unit: 'percent',
    decimals: 2,
    formula: 'winning_trades / total_trades x 100; null without trades.',
  },
  win_rate: { label: 'Win rate', unit: 'percent', decimals: 2, formula: 'Same as win_ratio.' },
  winning_trades: {
    label: 'Winning trades',
    unit: 'count',
    decimals: 0,
    formula: 'Closed trades with pnl > 0 (pnl net of commission).',
  },
  losing_trades: {
    label: 'Losing trades',
    unit: 'count',
    decimals: 0,
    formula: 'Closed trades with pnl < 0.',
  },
  gross_profit: {
    label: 'Gross profit',
    unit: 'money',
    decimals: 2,
    formula: 'Sum of pnl over winning trades.',
  },
  gross_loss: {
    label: 'Gross loss',
    unit: 'money',
    decimals: 2,
    formula: 'Sum of |pnl| over losing trades (a positive number).',
  },
  profit_factor: {
    label: 'Profit factor',
    unit: 'ratio',
    decimals: 3,
    formula: 'gross_profit / gross_loss; null when gross_loss is 0.',
  },
  expectancy: {
    label: 'Expectancy',
    unit: 'money',
    decimals: 2,
    formula: 'Mean pnl per closed trade; null without trades.',
  },
  avg_trade_percent: {
    label: 'Average trade',
    unit: 'percent',
    decimals: 2,
    formula: 'Mean pnl_percent per closed trade; null without trades.',
  },
  best_trade: {
    label: 'Best trade',
    unit: 'percent',
    decimals: 2,
    formula: 'Largest pnl_percent; null without trades.',
  },
  worst_trade: {
    label: 'Worst trade',
    unit: 'percent',
    decimals: 2,
    formula: 'Smallest pnl_percent; null without trades.',
  },
  sqn: {
    label: 'SQN',
    unit: 'ratio',
    decimals: 3,
    formula: 'sqrt(total_trades) x mean(pnl) / sample std(pnl); null with fewer than 2 trades or std 0.',
  },
  avg_bars_held: {
    label: 'Average bars held',
    unit: 'bars',
    decimals: 2,
    formula: 'Mean bars_held per closed trade; null without trades.',
  },
  exposure: {
    label: 'Exposure',
    unit: 'percent',
    decimals: 2,
    formula: 'Bars at whose close a position was open, over all bars, x 100.',
  },
  total_commission: {
    label: 'Total commission',
    unit: 'money',
    decimals: 2,
    formula: 'Sum of commission over closed trades.',
  },
  buy_and_hold_return: {
    label: 'Buy & hold return',
    unit: 'percent',
    decimals: 2,
    formula: '(last close / first close - 1) x 100 of the same symbol over the same bars.',
  },
} as const satisfies Record<keyof PerformanceMetrics, MetricDefinition>;
