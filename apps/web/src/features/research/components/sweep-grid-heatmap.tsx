import type { SweepHeatmap, SweepResult } from '@stratblocks/contracts';
import { SWEEP_OBJECTIVES } from '@stratblocks/engine';
import { useEffect, useRef } from 'react';
import { useResolvedTheme } from '../../../lib/theme';
import { ScrollRegion } from './scroll-region';
import { countOf } from '../../../lib/plural';

/** The largest drawn size of the grid, in CSS pixels; a cell is at least one pixel. */
const MAX_WIDTH = 640;
const MAX_HEIGHT = 480;
const MAX_CELL = 24;

type Parameter = SweepResult['parameters'][number];

function span(parameter: Parameter | undefined): string {
  if (!parameter) return '';
  const values = parameter.values;
  return `${parameter.label} ${String(values[0])} to ${String(values[values.length - 1])}`;
}

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

/**
 * The heat map of a large or trimmed sweep (up to a million combinations): its grid of objective values drawn
 * on a canvas, one block per combination (per pair of the first two parameters' values with more
 * parameters), darker is better, the best outlined; the canvas's name says what it shows and where
 * the best is. The ranked table beside it holds the cells one can apply.
 */
export function SweepGridHeatmap({ result, heatmap }: { result: SweepResult; heatmap: SweepHeatmap }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The colours are the theme's: drawn again when it changes.
  const theme = useResolvedTheme();
  const [rows, columns] = result.parameters;
  const rowCount = rows?.values.length ?? 1;
  const columnCount = columns?.values.length ?? 1;
  const cellWidth = Math.max(1, Math.min(MAX_CELL, Math.floor(MAX_WIDTH / columnCount)));
  const cellHeight = Math.max(1, Math.min(MAX_CELL, Math.floor(MAX_HEIGHT / rowCount)));
  const best = result.best === null ? null : result.cells[result.best];
  const bestIndex =
    best && rows
      ? rows.values.indexOf(best.values[0] ?? Number.NaN) * columnCount +
        (columns ? columns.values.indexOf(best.values[1] ?? Number.NaN) : 0)
      : -1;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const value of heatmap.objective) {
      if (value === null || !Number.isFinite(value)) continue;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    context.fillStyle = cssColour('--surface', '#f7f8fa');
    context.fillRect(0, 0, columnCount * cellWidth, rowCount * cellHeight);
    context.fillStyle = cssColour('--accent', '#1f5eff');
    heatmap.objective.forEach((value, index) => {
      if (value === null) return;
      // An infinite score (a profit factor without a loss) is the best there is.
      const strength = !Number.isFinite(value) ? 1 : high > low ? (value - low) / (high - low) : 1;
      // The same scale as the small heat map: 6% to 46% of the accent over the surface.
      context.globalAlpha = 0.06 + strength * 0.4;
      const row = Math.floor(index / columnCount);
      const column = index % columnCount;
      context.fillRect(column * cellWidth, row * cellHeight, cellWidth, cellHeight);
    });
    context.globalAlpha = 1;
    if (bestIndex >= 0) {
      context.strokeStyle = cssColour('--fg', '#131722');
      context.lineWidth = 2;
      const row = Math.floor(bestIndex / columnCount);
      const column = bestIndex % columnCount;
      context.strokeRect(column * cellWidth - 2, row * cellHeight - 2, cellWidth + 4, cellHeight + 4);
    }
  }, [heatmap, rowCount, columnCount, cellWidth, cellHeight, bestIndex, theme]);

  const label = SWEEP_OBJECTIVES[result.objective].label;
  const rule =
    heatmap.rule === 'best'
      ? `each block is the best ${label} over the other parameters`
      : `each block is one combination`;
  const where = best
    ? `; the best, outlined, is ${result.parameters
        .map((parameter, position) => `${parameter.label} ${String(best.values[position])}`)
        .join(', ')}`
    : '';
  const description = `${label} of ${countOf(result.trimmed?.total ?? result.cells.length, 'combination')} by ${span(rows)} (rows, top to bottom)${columns ? ` and ${span(columns)} (columns, left to right)` : ''}: ${rule}, darker is better${where}.`;
  return (
    <ScrollRegion label="Sweep heat map of every combination">
      <figure className="space-y-2">
        <canvas
          ref={canvas}
          role="img"
          aria-label={description}
          width={columnCount * cellWidth}
          height={rowCount * cellHeight}
          className="h-auto w-full max-w-160 rounded border border-border [image-rendering:pixelated]"
        />
        <figcaption className="text-xs text-fg-muted">{description}</figcaption>
      </figure>
    </ScrollRegion>
  );
}
