import type { SourceLine } from '@stratblocks/contracts';
import { formatNumber } from '../../../lib/format';
import { LegendItem, LineSwatch } from './chart-legend';
import { scaleNote, type ScaleId } from './source-line-data';

/**
 * The legend of the lines of other series over the candles: each named as its block's chip
 * ("SMA(200) · SPY"), the scale it is read on when not the price's, and its value at the bar under
 * the crosshair (a dash where it is missing).
 */
export function SourceLineLegend({
  lines,
  scales,
  colors,
  index,
}: {
  lines: readonly SourceLine[];
  scales: readonly ScaleId[];
  colors: readonly string[];
  index: number;
}) {
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Lines of other series">
      {lines.map((line, position) => {
        const value = line.values[index];
        const note = scaleNote(scales[position] ?? 'right');
        return (
          <LegendItem
            key={line.label}
            swatch={<LineSwatch color={colors[position % colors.length] ?? ''} />}
            label={note ? `${line.label} (${note})` : line.label}
            value={typeof value === 'number' ? formatNumber(value) : '–'}
          />
        );
      })}
    </ul>
  );
}
