import { Link } from 'react-router';
import {
  formatCount,
  formatDate,
  formatMoney,
  formatPercent,
  formatRatio,
  formatSignedPercent,
  trend,
} from '../../../lib/format';
import { buttonClasses, Stat } from '../../../ui';
import { RecentTrades } from '../hero/preview-figures';
import { DEMO_TIMEFRAME, type DemoResult } from './use-demo';
import { SIGN_UP_PATH } from '../../../lib/auth-paths';

export function DemoResultView({ result }: { result: DemoResult }) {
  const { summary } = result;
  return (
    <div data-testid="demo-result" className="rounded-xl border border-border bg-bg p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">Backtest results</h3>
        <p className="text-xs text-fg-muted">
          {summary.symbol} · {DEMO_TIMEFRAME} · {formatDate(summary.firstDate)} to{' '}
          {formatDate(summary.lastDate)}
        </p>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat
          label="Return"
          value={formatSignedPercent(summary.totalReturn)}
          tone={trend(summary.totalReturn)}
        />
        <Stat label="Sharpe" value={formatRatio(summary.sharpe, 2)} />
        <Stat
          label="Max DD"
          value={formatPercent(summary.maxDrawdown)}
          tone={summary.maxDrawdown < 0 ? 'loss' : 'flat'}
        />
        <Stat label="Win Rate" value={formatPercent(summary.winRate)} />
        <Stat label="Trades" value={formatCount(summary.totalTrades)} />
        <Stat
          label="Final Balance"
          value={formatMoney(summary.finalBalance)}
          tone={trend(summary.finalBalance - result.capital)}
        />
      </div>
      <p className="mt-3 text-xs text-fg-subtle">
        Conditions: {result.conditions.join(', ')}. Buy and hold over the same days:{' '}
        {formatSignedPercent(summary.buyAndHoldReturn)}.
      </p>
      <div className="mt-3">
        <h4 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">Recent winning trades</h4>
        <RecentTrades trades={summary.trades} />
      </div>
      <Link to={SIGN_UP_PATH} className={buttonClasses('primary', 'sm', 'mt-3 w-full')}>
        Sign up to save this strategy
      </Link>
    </div>
  );
}
