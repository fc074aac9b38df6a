import { METRIC_DEFINITIONS } from '@stratblocks/contracts';
import type { MetricKey, MetricValues } from '../results/read-results';

export interface MetricGroup {
  id: string;
  title: string;
  keys: readonly MetricKey[];
}

/**
 * Every metric of performance_metrics, grouped the way a trader reads a report: what was tested,
 * what it earned, what it risked, the ratios that weigh one against the other, the trades, and
 * what they cost.
 */
export const METRIC_GROUPS = [
  { id: 'period', title: 'Period', keys: ['ticker', 'test_period', 'days', 'periods_per_year'] },
  {
    id: 'returns',
    title: 'Returns',
    keys: [
      'initial_nav',
      'final_nav',
      'total_return',
      'cumulative_return',
      'annualized_return',
      'daily_return',
      'buy_and_hold_return',
    ],
  },
  { id: 'risk', title: 'Risk', keys: ['max_drawdown', 'annualized_std', 'var_95', 'exposure'] },
  {
    id: 'ratios',
    title: 'Ratios',
    keys: ['sharpe_ratio', 'sortino_ratio', 'calmar_ratio', 'profit_factor', 'sqn'],
  },
  {
    id: 'trades',
    title: 'Trades',
    keys: [
      'total_trades',
      'winning_trades',
      'losing_trades',
      'win_rate',
      'win_ratio',
      'avg_trade_percent',
      'best_trade',
      'worst_trade',
      'expectancy',
      'avg_bars_held',
    ],
  },
  { id: 'costs', title: 'Profit and costs', keys: ['gross_profit', 'gross_loss', 'total_commission'] },
] as const satisfies readonly MetricGroup[];

/** Metrics in no group: a test requires none (a metric added to the contracts needs a place here). */
export type UngroupedMetric = Exclude<MetricKey, (typeof METRIC_GROUPS)[number]['keys'][number]>;

/** Headline figures of the dashboard's strategy view (docs/product.md#screens-and-routes, Strategy detail). */
export const STRATEGY_SUMMARY_METRICS = [
  'total_return',
  'annualized_return',
  'win_ratio',
  'days',
  'sharpe_ratio',
  'calmar_ratio',
  'max_drawdown',
  'annualized_std',
] as const satisfies readonly MetricKey[];

/** Headline figures of the standalone strategy page. */
export const STRATEGY_PAGE_METRICS = [
  'total_return',
  'win_rate',
  'total_trades',
  'sharpe_ratio',
  'max_drawdown',
  'profit_factor',
] as const satisfies readonly MetricKey[];

/** Metrics whose sign is a gain or a loss (the only ones coloured green or red). */
const SIGNED: ReadonlySet<MetricKey> = new Set<MetricKey>([
  'total_return',
  'cumulative_return',
  'annualized_return',
  'daily_return',
  'buy_and_hold_return',
  'avg_trade_percent',
  'best_trade',
  'worst_trade',
  'expectancy',
  'max_drawdown',
  'var_95',
]);

/** Gain, loss or neither, for a metric's colour (a figure shown as zero is neither). */
export function metricTone(key: MetricKey, metrics: MetricValues): 'gain' | 'loss' | 'flat' {
  const raw = metrics[key];
  if (typeof raw !== 'number') return 'flat';
  const value = Number(raw.toFixed(METRIC_DEFINITIONS[key].decimals));
  if (key === 'final_nav') {
    const initial = metrics.initial_nav;
    if (typeof initial !== 'number' || value === initial) return 'flat';
    return value > initial ? 'gain' : 'loss';
  }
  if (key === 'gross_profit') return value > 0 ? 'gain' : 'flat';
  if (key === 'gross_loss') return value > 0 ? 'loss' : 'flat';
  if (!SIGNED.has(key) || value === 0) return 'flat';
  return value > 0 ? 'gain' : 'loss';
}
