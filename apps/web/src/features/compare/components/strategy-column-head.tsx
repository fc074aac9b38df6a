import { useResolvedTheme } from '../../../lib/theme';
import { SeriesSwatch } from './palette';
import type { ReadyStrategy } from './use-compared-strategies';

/** What a portfolio's figures are, under its name. */
function kindOf(strategy: ReadyStrategy): string | null {
  if (strategy.portfolio === 'shared') return 'Portfolio, total equity';
  if (strategy.portfolio === 'separate') return 'Scan, averages of its symbols';
  return null;
}

/** A strategy's column header: its line's swatch (as in the charts' legends) and its name. */
export function StrategyColumnHead({ strategy }: { strategy: ReadyStrategy }) {
  const theme = useResolvedTheme();
  const kind = kindOf(strategy);
  return (
    <th scope="col" className="min-w-32 px-3 py-2 text-right align-bottom text-xs font-semibold text-fg">
      <span className="inline-flex max-w-48 items-center justify-end gap-1.5 text-right whitespace-normal">
        <SeriesSwatch theme={theme} position={strategy.position} />
        <span className="break-words">{strategy.name}</span>
      </span>
      {kind ? <span className="block font-normal text-fg-muted">{kind}</span> : null}
      {strategy.rules ? (
        // Two lines at most: the whole rules in the tooltip.
        <span
          title={strategy.rules}
          className="ml-auto line-clamp-2 block max-w-48 font-mono text-[11px] font-normal break-words text-fg-muted"
        >
          {strategy.rules}
        </span>
      ) : null}
    </th>
  );
}
