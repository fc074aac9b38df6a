import { useEffect } from 'react';
import { Button, cn } from '../../../ui';
import { changeSummary } from '../model/run-changes';
import { runTime, type RunEntry } from '../model/run-history';
import { useRunHistory } from '../run-history-store';
import { useBuilderStore } from '../store';
import { RunComparison } from './run-comparison';

/** How a run is named beside this one: "Run at 10:42 (RSI period 14 -> 21)". */
export function runName(entry: RunEntry): string {
  return `${entry.source === 'sweep' ? 'Sweep cell' : 'Run'} at ${runTime(entry.at)} (${changeSummary(entry.changes)})`;
}

/**
 * The Run History tab (docs/builder.md#run-history): the last runs of the strategy, newest first,
 * each a button that sets it beside the latest run, "Compare with previous run", and the comparison.
 */
export default function RunHistoryView() {
  const strategyId = useBuilderStore((state) => state.strategyId);
  const { entries, compared, open, compare } = useRunHistory();
  useEffect(() => {
    open(strategyId);
  }, [open, strategyId]);

  const latest = entries.at(-1);
  const previous = entries.at(-2);
  const other = entries.find((entry) => entry.id === compared && entry !== latest);
  const newestFirst = [...entries].reverse();

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <section aria-label="Run history" className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-fg">Run history</h3>
          <Button
            size="sm"
            variant="secondary"
            disabled={!previous}
            onClick={() => {
              if (previous) compare(previous.id);
            }}
          >
            Compare with previous run
          </Button>
        </div>
        {entries.length === 0 ? (
          <p className="text-sm text-fg-muted">
            Each run of this strategy is kept here (the last 10) with what changed since the run before. Run
            the strategy, change something and run it again to compare the two.
          </p>
        ) : (
          <ol className="flex flex-col gap-1">
            {newestFirst.map((entry) => {
              const isLatest = entry === latest;
              const selected = entry === other;
              const kind = entry.source === 'sweep' ? 'sweep cell' : 'run';
              const time = `${isLatest ? `This ${kind}` : kind === 'run' ? 'Run' : 'Sweep cell'} at ${runTime(entry.at)}`;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    aria-pressed={isLatest ? undefined : selected}
                    aria-current={isLatest ? 'true' : undefined}
                    disabled={isLatest}
                    title={entry.changes && entry.changes.length > 3 ? entry.changes.join('\n') : undefined}
                    onClick={() => {
                      compare(selected ? null : entry.id);
                    }}
                    className={cn(
                      'flex w-full min-w-0 items-baseline gap-2 rounded-md border border-transparent px-2 py-1 text-left text-sm hover:bg-surface-2 disabled:hover:bg-transparent',
                      selected && 'border-accent bg-surface-2',
                    )}
                  >
                    <span className="shrink-0 font-medium text-fg tabular">{time}:</span>{' '}
                    <span className="min-w-0 truncate text-fg-muted">{changeSummary(entry.changes)}</span>{' '}
                    {isLatest ? (
                      <span className="ml-auto shrink-0 text-xs text-fg-subtle">Latest</span>
                    ) : null}
                    {selected ? <span className="ml-auto shrink-0 text-xs text-fg">Compared</span> : null}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {latest && other ? <RunComparison current={latest} other={other} otherName={runName(other)} /> : null}
    </div>
  );
}
