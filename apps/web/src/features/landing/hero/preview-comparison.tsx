import { useEffect, useState } from 'react';
import { formatCount, formatPercent, formatRatio, formatSignedPercent } from '../../../lib/format';
import { Spinner } from '../../../ui';
import { PREVIEW_STRATEGIES } from '../engine/strategies';
import type { RunSummary } from '../engine/types';

type Row = { name: string; summary: RunSummary };

/** Both sample strategies side by side, each run by the engine (the worker keeps the data loaded). */
export function PreviewComparison() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void import('../engine/run-in-worker')
      .then(({ runInWorker }) =>
        Promise.all(
          PREVIEW_STRATEGIES.map(async (strategy) => ({
            name: strategy.name,
            summary: await runInWorker(strategy.symbol, strategy.strategy),
          })),
        ),
      )
      .then(
        (result) => {
          if (live) setRows(result);
        },
        (failure: unknown) => {
          if (live) setError(failure instanceof Error ? failure.message : String(failure));
        },
      );
    return () => {
      live = false;
    };
  }, []);

  if (error)
    return (
      <p role="alert" className="mt-3 text-sm text-loss">
        The comparison failed: {error}
      </p>
    );
  if (!rows) {
    return (
      <div className="mt-3 flex items-center gap-2 text-sm text-fg-muted">
        <Spinner className="size-4" /> Running both strategies...
      </div>
    );
  }
  const buyAndHold = rows[0]?.summary.buyAndHoldReturn;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Both sample strategies on BTC-USD, 2020 to 2025</caption>
        <thead>
          <tr className="text-left text-xs text-fg-muted">
            <th scope="col" className="py-1.5 font-medium">
              Strategy
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Return
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Sharpe
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Win rate
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Trades
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border tabular">
          {rows.map(({ name, summary }) => (
            <tr key={name}>
              <th scope="row" className="py-1.5 text-left font-medium">
                {name}
              </th>
              <td className="py-1.5 text-right">{formatSignedPercent(summary.totalReturn)}</td>
              <td className="py-1.5 text-right">{formatRatio(summary.sharpe, 2)}</td>
              <td className="py-1.5 text-right">{formatPercent(summary.winRate)}</td>
              <td className="py-1.5 text-right">{formatCount(summary.totalTrades)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-fg-subtle">
        Buying and holding BTC-USD over the same days returned {formatSignedPercent(buyAndHold)}.
      </p>
    </div>
  );
}
