import type { ResolvedTheme } from '../../../lib/theme';

/**
 * The comparison's line colours: the Okabe-Ito palette, which stays apart for the common forms of
 * colour blindness (docs/comparison.md, "Colours"). On the light surface vermillion stands in for
 * orange and blue for sky blue, which are too pale on white; each line also has its own style.
 */
const COLOURS: Record<ResolvedTheme, readonly string[]> = {
  light: ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#000000'],
  dark: ['#56B4E9', '#E69F00', '#009E73', '#CC79A7', '#F0E442'],
};

/** The fifth place, after at most four strategies: SPY bought and held (black, or yellow on dark). */
export const SPY_POSITION = 4;

/**
 * Dash patterns of the swatches, drawn like the chart's line styles (LINE_STYLES of
 * compare-chart-canvas.tsx: solid, dashed, dotted, long dashes, sparse dots).
 */
const DASHES = [undefined, '5 3', '1.5 2.5', '9 4', '1.5 5'] as const;

export function seriesColour(theme: ResolvedTheme, position: number): string {
  const colours = COLOURS[theme];
  return colours[position % colours.length] ?? '#0072B2';
}

/** The line of the strategy at a position, as the legend and the table's headers show it. */
export function SeriesSwatch({ theme, position }: { theme: ResolvedTheme; position: number }) {
  const dash = DASHES[position % DASHES.length];
  return (
    <svg aria-hidden width="20" height="8" viewBox="0 0 20 8" className="shrink-0">
      <line
        x1="1"
        y1="4"
        x2="19"
        y2="4"
        stroke={seriesColour(theme, position)}
        strokeWidth="2.5"
        strokeLinecap={dash === '1.5 2.5' || dash === '1.5 5' ? 'round' : 'butt'}
        {...(dash && { strokeDasharray: dash })}
      />
    </svg>
  );
}
