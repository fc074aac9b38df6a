import { formatRatio } from '../../../lib/format';
import type { PairCorrelation } from '../model/statistics';
import { ScrollTable } from './scroll-table';
import type { ReadyStrategy } from './use-compared-strategies';

/** How a correlation reads in words, so that the figure needs no statistics to be understood. */
function strength(value: number | null): string {
  if (value === null) return 'One of them never moves';
  const size = Math.abs(value);
  const direction = value < 0 ? 'in opposite ways' : 'together';
  if (size >= 0.7) return `Move closely ${direction}`;
  if (size >= 0.3) return `Move somewhat ${direction}`;
  return 'Little related';
}

/**
 * The correlation of the daily returns of every pair of strategies on the common dates
 * (docs/comparison.md, "Correlation"): 1 together, 0 unrelated, -1 opposite.
 */
export function CorrelationTable({
  pairs,
  strategies,
}: {
  pairs: readonly PairCorrelation[];
  strategies: readonly ReadyStrategy[];
}) {
  return (
    <ScrollTable label="Correlation of daily returns">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          Correlation of daily returns on the common dates for every pair of strategies, from -1 to 1.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-3 py-2 text-left text-xs font-medium text-fg-muted">
              Pair
            </th>
            <th scope="col" className="px-3 py-2 text-right text-xs font-medium text-fg-muted">
              Correlation
            </th>
            <th scope="col" className="px-3 py-2 text-left text-xs font-medium text-fg-muted">
              Reads
            </th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => {
            const first = strategies[pair.first]?.name ?? '';
            const second = strategies[pair.second]?.name ?? '';
            return (
              <tr key={`${pair.first}-${pair.second}`} className="border-t border-border/60">
                <th scope="row" className="min-w-44 px-3 py-1.5 text-left text-sm font-normal text-fg">
                  {first} and {second}
                </th>
                <td className="px-3 py-1.5 text-right font-medium whitespace-nowrap text-fg tabular">
                  {formatRatio(pair.value, 2)}
                </td>
                <td className="px-3 py-1.5 text-sm whitespace-nowrap text-fg-muted">
                  {strength(pair.value)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
