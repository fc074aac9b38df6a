import { Copy, Eye, Pencil, Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatDate, formatPercent, formatRatio } from '../../../lib/format';
import { Badge, Button, buttonClasses, Card, Checkbox, cn, IconButton } from '../../../ui';
import { portfolioWords, type StrategySummary } from '../summary';
import { PerformanceBar } from './performance-bar';

export interface StrategyCardActions {
  onDuplicate: (strategy: StrategySummary) => void;
  onDelete: (strategy: StrategySummary) => void;
  onRun: (strategy: StrategySummary) => void;
}

export interface StrategyCardProps extends StrategyCardActions {
  strategy: StrategySummary;
  layout: 'grid' | 'list';
  /** Picked for a comparison (docs/comparison.md); the checkbox is left out without onSelect. */
  selected?: boolean;
  /** Four are picked already and this one is not: it cannot join. */
  selectDisabled?: boolean;
  onSelect?: (strategy: StrategySummary, selected: boolean) => void;
}

/** The card's comparison checkbox: "Compare" on screen, the strategy's name for screen readers. */
function CompareCheckbox({
  strategy,
  selected,
  disabled,
  onSelect,
}: {
  strategy: StrategySummary;
  selected: boolean;
  disabled: boolean;
  onSelect: (strategy: StrategySummary, selected: boolean) => void;
}) {
  return (
    <Checkbox
      className="shrink-0"
      checked={selected}
      disabled={disabled}
      onCheckedChange={(checked) => {
        onSelect(strategy, checked);
      }}
      label={
        <>
          <span className="sr-only">Select {strategy.name} for comparison</span>
          <span aria-hidden className="text-xs">
            Compare
          </span>
        </>
      }
    />
  );
}

/** docs/product.md#states-and-transitions: Backtested when the strategy has results, else Not Run. */
export function StatusBadge({ backtested }: { backtested: boolean }) {
  return backtested ? <Badge tone="accent">Backtested</Badge> : <Badge tone="neutral">Not Run</Badge>;
}

/** A scan's figures are its symbols' averages (it has none of its own): the labels say so. */
const isScan = (strategy: StrategySummary) => strategy.portfolio?.mode === 'separate';

function returnLabel(strategy: StrategySummary): string {
  if (!strategy.portfolio) return 'Performance';
  return isScan(strategy) ? 'Average return' : 'Portfolio return';
}

function Figures({ strategy }: { strategy: StrategySummary }) {
  const metrics = strategy.metrics;
  const items = [
    { label: 'Win Rate', value: formatPercent(metrics?.win_rate) },
    { label: 'Trades', value: formatCount(metrics?.total_trades) },
    { label: 'Sharpe', value: formatRatio(metrics?.sharpe_ratio) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 rounded-lg bg-surface-2 px-2.5 py-2">
          <dt className="truncate text-[11px] font-medium text-fg-muted">{item.label}</dt>
          <dd className="mt-0.5 truncate text-sm font-semibold text-fg tabular">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The rules as plain-English lines (docs/plain-english.md#where-the-rules-are-shown), stored with
 * the summary: three lines at most here, ended with an ellipsis; the whole text is the tooltip and
 * on the strategy's page. A strategy without lines (none yet, or a side that cannot be one line)
 * shows nothing.
 */
function RulesPreview({ lines }: { lines: string[] }) {
  const text = lines.join('\n');
  // The padding is the wrapper's: inside the clamped box it would show the top of a fourth line.
  return (
    <div className="mt-2 rounded-md bg-surface-2 px-2 py-1.5">
      <p
        title={text}
        className="line-clamp-3 font-mono text-xs leading-4 break-words whitespace-pre-line text-fg-muted"
      >
        <span className="sr-only">Rules: </span>
        {text}
      </p>
    </div>
  );
}

/**
 * One strategy on My Strategies (docs/product.md#screens-and-routes): name, status, created date, rules,
 * performance bar, Win Rate, Trades, Sharpe, and View Details, Edit, Duplicate, Run Backtest and
 * Delete.
 */
export function StrategyCard({
  strategy,
  layout,
  onDuplicate,
  onDelete,
  onRun,
  selected = false,
  selectDisabled = false,
  onSelect,
}: StrategyCardProps) {
  const titleId = `strategy-${strategy.id}-title`;
  const actions = (
    <div className="space-y-1.5">
      <div className="grid grid-cols-2 gap-1.5">
        <Link
          to={`/dashboard?strategy=${strategy.id}`}
          className={buttonClasses('secondary', 'sm')}
          aria-describedby={titleId}
        >
          <Eye className="size-4" aria-hidden />
          View Details
        </Link>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            onRun(strategy);
          }}
          aria-describedby={titleId}
        >
          <Play className="size-4" aria-hidden />
          Run Backtest
        </Button>
      </div>
      <div className="flex items-center justify-between">
        <Link
          to={`/builder?id=${strategy.id}`}
          className={buttonClasses('ghost', 'sm')}
          aria-describedby={titleId}
        >
          <Pencil className="size-4" aria-hidden />
          Edit
        </Link>
        <span className="flex items-center">
          <IconButton
            label="Duplicate"
            size="sm"
            icon={<Copy aria-hidden />}
            onClick={() => {
              onDuplicate(strategy);
            }}
          />
          <IconButton
            label="Delete"
            size="sm"
            icon={<Trash2 aria-hidden />}
            onClick={() => {
              onDelete(strategy);
            }}
          />
        </span>
      </div>
    </div>
  );

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4 p-4', layout === 'list' && 'lg:flex-row lg:items-center lg:gap-6')}
    >
      <div className={cn('min-w-0', layout === 'list' ? 'lg:w-64 lg:shrink-0' : null)}>
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="truncate text-base font-semibold text-fg">
            <Link to={`/dashboard?strategy=${strategy.id}`} className="hover:underline">
              {strategy.name}
            </Link>
          </h2>
          <StatusBadge backtested={strategy.has_results} />
        </div>
        <div className="mt-0.5 flex items-center justify-between gap-2">
          <p className="text-xs text-fg-muted">Created {formatDate(strategy.created_at)}</p>
          {onSelect ? (
            <CompareCheckbox
              strategy={strategy}
              selected={selected}
              disabled={selectDisabled && !selected}
              onSelect={onSelect}
            />
          ) : null}
        </div>
        {strategy.portfolio ? (
          <p className="mt-0.5 text-xs font-medium text-fg">
            {portfolioWords(strategy.portfolio)}
            {isScan(strategy) ? (
              <span className="font-normal text-fg-muted"> · figures are averages</span>
            ) : null}
          </p>
        ) : null}
        {strategy.description ? (
          <p className="mt-2 line-clamp-2 text-sm text-fg-muted">{strategy.description}</p>
        ) : null}
        {strategy.rules?.length ? <RulesPreview lines={strategy.rules} /> : null}
      </div>
      <div className={cn('space-y-3', layout === 'list' && 'lg:w-80 lg:shrink-0')}>
        <PerformanceBar value={strategy.metrics?.total_return ?? null} label={returnLabel(strategy)} />
        <Figures strategy={strategy} />
      </div>
      <div className={cn('mt-auto', layout === 'list' && 'lg:mt-0 lg:flex-1')}>{actions}</div>
    </Card>
  );
}
