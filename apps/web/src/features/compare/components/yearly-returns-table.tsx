import { formatSignedPercent, trend } from '../../../lib/format';
import { cn } from '../../../ui';
import type { YearReturn } from '../model/statistics';
import { ScrollTable } from './scroll-table';
import { StrategyColumnHead } from './strategy-column-head';
import type { ReadyStrategy } from './use-compared-strategies';

const TONE_CLASS = { gain: 'text-gain', loss: 'text-loss', flat: 'text-fg' } as const;

/**
 * Each calendar year's return of every strategy on the common dates (docs/comparison.md, "Yearly
 * returns"); the first and last years may be partial, and say so.
 */
export function YearlyReturnsTable({
  years,
  strategies,
}: {
  years: readonly YearReturn[];
  strategies: readonly ReadyStrategy[];
}) {
  return (
    <ScrollTable label="Yearly returns, side by side">
      <table className="w-max min-w-full border-collapse text-sm">
        <caption className="sr-only">
          Return of each strategy in each calendar year of the common dates, in percent.
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-[1] bg-surface px-3 py-2 text-left text-xs font-medium text-fg-muted"
            >
              Year
            </th>
            {strategies.map((strategy) => (
              <StrategyColumnHead key={strategy.id} strategy={strategy} />
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year.year} className="border-t border-border/60">
              <th
                scope="row"
                className="sticky left-0 z-[1] bg-surface px-3 py-1.5 text-left text-sm font-normal whitespace-nowrap text-fg-muted"
              >
                {year.year}
                {year.partial ? <span className="text-xs text-fg-subtle"> (partial)</span> : null}
              </th>
              {year.returns.map((value, position) => (
                <td
                  key={strategies[position]?.id ?? position}
                  className={cn('px-3 py-1.5 text-right whitespace-nowrap tabular', TONE_CLASS[trend(value)])}
                >
                  {formatSignedPercent(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
