import { METRIC_DEFINITIONS } from '@stratblocks/contracts';
import { formatMetric, trend } from '../../../lib/format';
import { Card, Stat } from '../../../ui';

/** The metric cards of spec section 2 (the dashboard's and the standalone page's together). */
const CARD_KEYS = [
  'total_return',
  'annualized_return',
  'max_drawdown',
  'sharpe_ratio',
  'calmar_ratio',
  'annualized_std',
  'win_rate',
  'total_trades',
  'profit_factor',
  'days',
] as const satisfies readonly (keyof typeof METRIC_DEFINITIONS)[];

/** Figures whose sign is a gain or a loss (coloured); the rest stay neutral. */
const SIGNED = new Set<string>(['total_return', 'annualized_return', 'max_drawdown']);

const LABELS: Partial<Record<(typeof CARD_KEYS)[number], string>> = {
  annualized_std: 'Volatility',
  days: 'Trading days',
};

/** The saved results' headline figures, each with its unit (from the contracts' definitions). */
export function StrategyMetricCards({ metrics }: { metrics: Record<string, unknown> }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARD_KEYS.map((key) => {
        const value = metrics[key] ?? (key === 'win_rate' ? metrics['win_ratio'] : undefined);
        const number = typeof value === 'number' ? value : null;
        return (
          <Card key={key} className="px-4 py-3">
            <Stat
              label={LABELS[key] ?? METRIC_DEFINITIONS[key].label}
              value={formatMetric(key, value)}
              tone={SIGNED.has(key) ? trend(number) : 'flat'}
            />
          </Card>
        );
      })}
    </div>
  );
}
