import { Link } from 'react-router';
import { useState } from 'react';
import { Badge, Button, buttonClasses, cn } from '../../../ui';
import { PREVIEW_STRATEGIES, type PreviewStrategy } from '../engine/strategies';
import { EquitySparkline } from './equity-sparkline';
import { PreviewComparison } from './preview-comparison';
import { PreviewMetrics, RecentTrades } from './preview-figures';
import { usePreviewRun, type PreviewPhase } from './use-preview-run';
import { SIGN_UP_PATH } from '../../../lib/auth-paths';

/** The sparkline's values before a run: one array, so that the memoized sparkline skips re-renders. */
const NO_VALUES: readonly number[] = [];

const STATUS: Record<PreviewPhase, { text: string; tone: 'neutral' | 'accent' | 'warning' }> = {
  idle: { text: 'Ready', tone: 'neutral' },
  running: { text: 'Running...', tone: 'accent' },
  calculating: { text: 'Running...', tone: 'accent' },
  results: { text: 'Complete', tone: 'neutral' },
  error: { text: 'Failed', tone: 'warning' },
};

/**
 * The hero's live preview: one of two sample strategies, run by the real engine in a Web Worker
 * on bundled BTC-USD daily bars, with the spec's progress, pause and results.
 */
export default function HeroPreview() {
  const [selected, setSelected] = useState<PreviewStrategy>(PREVIEW_STRATEGIES[0] as PreviewStrategy);
  const [comparing, setComparing] = useState(false);
  const preview = usePreviewRun(selected, true);
  const busy = preview.phase === 'running' || preview.phase === 'calculating';
  const status = STATUS[preview.phase];

  return (
    <div
      aria-label="Backtest preview"
      role="region"
      className="relative rounded-2xl border border-border bg-surface/90 p-4 shadow-2xl shadow-black/40 backdrop-blur sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Sample strategy" className="flex rounded-lg bg-surface-2 p-1">
          {PREVIEW_STRATEGIES.map((strategy) => (
            <button
              key={strategy.id}
              type="button"
              aria-pressed={selected.id === strategy.id}
              onClick={() => {
                setSelected(strategy);
                preview.reset();
              }}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                selected.id === strategy.id ? 'bg-bg text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
              )}
            >
              {strategy.name}
            </button>
          ))}
        </div>
        <Badge tone={status.tone} data-testid="preview-status">
          {busy ? <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden /> : null}
          {status.text}
        </Badge>
      </div>

      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-muted">
        <span>
          Symbol <span className="font-medium text-fg">{selected.symbol}</span>
        </span>
        <span>
          Timeframe <span className="font-medium text-fg">{selected.timeframe}</span>
        </span>
        <span>
          Period <span className="font-medium text-fg">{selected.period}</span>
        </span>
      </p>

      <div className="mt-4">
        <PreviewMetrics summary={preview.summary} />
      </div>

      <div className="relative mt-4 overflow-hidden rounded-lg border border-border bg-bg/60">
        <EquitySparkline
          values={preview.summary?.equity ?? NO_VALUES}
          label={preview.summary ? `Equity curve of ${selected.name}` : 'Equity curve (not run yet)'}
        />
        {busy ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-bg/70 px-6">
            <p className="text-sm font-medium" aria-live="polite">
              {preview.phase === 'calculating'
                ? 'Calculating Statistics...'
                : `Running backtest... ${String(preview.progress)}%`}
            </p>
            <div
              role="progressbar"
              aria-label="Backtest progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={preview.progress}
              className="h-1.5 w-full max-w-60 overflow-hidden rounded-full bg-surface-3"
            >
              <div
                className="h-full rounded-full bg-accent"
                style={{ width: `${String(preview.progress)}%` }}
              />
            </div>
          </div>
        ) : null}
      </div>

      <div className="mt-4">
        <h2 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">Recent winning trades</h2>
        {/* Room for the six trades from the start: the card keeps its height when they arrive,
            so the hero (centred beside it) does not move. */}
        <div className="min-h-[222px]">
          {preview.phase === 'error' ? (
            <p role="alert" className="py-3 text-sm text-loss">
              The backtest failed: {preview.error}
            </p>
          ) : preview.summary && preview.final ? (
            <RecentTrades trades={preview.summary.trades} />
          ) : (
            <p className="py-3 text-sm text-fg-muted">{busy ? 'Running...' : 'Backtest has not been run'}</p>
          )}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          onClick={preview.run}
          disabled={busy}
          variant={preview.final ? 'secondary' : 'primary'}
          size="sm"
        >
          {busy ? 'Running...' : 'Run Backtest'}
        </Button>
        {preview.final ? (
          <Link to={SIGN_UP_PATH} className={buttonClasses('primary', 'sm')}>
            Save This Strategy
          </Link>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={comparing}
          onClick={() => {
            setComparing((value) => !value);
          }}
          className="ml-auto"
        >
          {comparing ? 'Hide comparison' : 'Compare strategies'}
        </Button>
      </div>

      {comparing ? <PreviewComparison /> : null}

      <p className="mt-4 border-t border-border pt-3 text-xs leading-relaxed text-fg-subtle">
        Entry: {selected.rules.entry}. Exit: {selected.rules.exit}. Long only, $10,000, 0.1% commission and
        0.05% slippage per fill. Computed in your browser by the StratBlocks engine on bundled daily data.
        Past results do not predict future returns.
      </p>
    </div>
  );
}
