import type { SweepResult } from '@stratblocks/contracts';
import { SWEEP_OBJECTIVES } from '@stratblocks/engine';
import { formatCount, formatNumber, formatPercent, formatSignedPercent } from '../../../lib/format';
import { Button } from '../../../ui';
import {
  combinationOf,
  combinationText,
  formatObjective,
  objectiveText,
  type SweepCombination,
} from './sweep-cells';

type Apply = (combination: SweepCombination) => void;

/**
 * The best combination in words above the results ("Best: fast 10, slow 60: Sharpe ratio 0.88"),
 * with "Apply best" to load its values into the strategy.
 */
export function BestCombination({ result, onApply }: { result: SweepResult; onApply?: Apply | undefined }) {
  const best = result.best === null ? undefined : result.cells[result.best];
  if (!best)
    return (
      <p className="text-sm text-fg-muted">
        {`No combination has a ${SWEEP_OBJECTIVES[result.objective].label}: none of them traded enough to measure it.`}
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-surface-2 px-3 py-2">
      <p className="text-sm text-fg">
        <span className="font-semibold">{`Best: ${combinationText(result, best)}: ${objectiveText(result, best)}`}</span>
        <span className="text-fg-muted">{` (${formatCount(best.trades)} trade${best.trades === 1 ? '' : 's'})`}</span>
      </p>
      {onApply ? (
        <Button
          size="sm"
          className="ml-auto"
          onClick={() => {
            onApply(combinationOf(result, best));
          }}
        >
          Apply best
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The figures of the heat map cell the user selected, and "Apply these values": selecting a cell
 * only shows it, applying is a second, deliberate step.
 */
export function SelectedCombination({
  result,
  index,
  onApply,
}: {
  result: SweepResult;
  index: number | null;
  onApply?: Apply | undefined;
}) {
  const cell = index === null ? undefined : result.cells[index];
  return (
    <section aria-label="Selected combination" aria-live="polite" className="text-sm">
      {cell ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border px-3 py-2">
          <p className="font-medium text-fg">{`Selected: ${combinationText(result, cell)}`}</p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-fg-muted">
            <Figure
              term={SWEEP_OBJECTIVES[result.objective].label}
              value={formatObjective(result, cell.objective)}
            />
            <Figure term="Trades" value={formatCount(cell.trades)} />
            {result.objective === 'total_return' ? null : (
              <Figure term="Total return" value={formatSignedPercent(cell.metrics?.total_return)} />
            )}
            {result.objective === 'max_drawdown' ? null : (
              <Figure term="Max drawdown" value={formatPercent(cell.metrics?.max_drawdown)} />
            )}
            {result.objective === 'sharpe' ? null : (
              <Figure term="Sharpe ratio" value={formatNumber(cell.metrics?.sharpe_ratio, 2)} />
            )}
            <Figure term="Win rate" value={formatPercent(cell.metrics?.win_rate)} />
          </dl>
          {onApply ? (
            <Button
              size="sm"
              variant="outline"
              className="ml-auto"
              onClick={() => {
                onApply(combinationOf(result, cell));
              }}
            >
              Apply these values
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-xs text-fg-muted">
          Select a cell (click it, or move to it with the arrow keys and press Enter) to see its figures.
        </p>
      )}
    </section>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}</dt>
      <dd className="font-medium text-fg tabular-nums">{value}</dd>
    </div>
  );
}
