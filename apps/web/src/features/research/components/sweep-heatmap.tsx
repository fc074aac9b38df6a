import type { SweepResult } from '@stratblocks/contracts';
import { SWEEP_OBJECTIVES } from '@stratblocks/engine';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { countOf } from '../../../lib/plural';
import { cn } from '../../../ui';
import { moveInGrid, scrollToReveal, type GridPosition } from './grid-keys';
import { cellName, cellScore, formatObjective, parameterName, type SweptParameter } from './sweep-cells';

export interface SweepHeatmapProps {
  result: SweepResult;
  /** The index (in `result.cells`) of the selected cell, or null. */
  selected: number | null;
  onSelect: (index: number) => void;
}

/** The cell index of a grid position (row-major, the last parameter fastest, as the cells are). */
const indexOf = (position: GridPosition, columns: number) => position.row * columns + position.column;

/**
 * Brings a cell into view inside the heat map's scrolling box without scrolling the page: the
 * column and row headers stay on top (sticky), so the cell is placed clear of them.
 */
function reveal(box: HTMLElement, cell: HTMLElement, centre: boolean) {
  const boxRect = box.getBoundingClientRect();
  const header = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
  const rowHeader = box.querySelector('tbody th')?.getBoundingClientRect().width ?? 0;
  const next = scrollToReveal(
    {
      left: boxRect.left + box.clientLeft,
      top: boxRect.top + box.clientTop,
      width: box.clientWidth,
      height: box.clientHeight,
    },
    cell.getBoundingClientRect(),
    { left: box.scrollLeft, top: box.scrollTop },
    { top: header, left: rowHeader },
    centre,
  );
  box.scrollLeft = next.left;
  box.scrollTop = next.top;
}

/**
 * A two-parameter sweep as an ARIA grid (docs/research.md, "The Optimise panel"): the first
 * parameter's values down the rows, the second's across the columns, each cell the objective and
 * the trade count, darker is better, the best outlined. One tab stop: the arrow keys, Home/End
 * (Ctrl for the corners) and Page Up/Down move; Enter, Space or a click selects a cell. The
 * headers stay in view while the map scrolls, and the best cell is scrolled into view when the
 * result arrives.
 */
export function SweepHeatmap({ result, selected, onSelect }: SweepHeatmapProps) {
  const [rows, columns] = result.parameters as [SweptParameter, SweptParameter];
  const columnCount = columns.values.length;
  const size = { rows: rows.values.length, columns: columnCount };
  const bestIndex = result.best;
  const start: GridPosition =
    bestIndex === null
      ? { row: 0, column: 0 }
      : { row: Math.floor(bestIndex / columnCount), column: bestIndex % columnCount };
  const [active, setActive] = useState<GridPosition>(start);
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();

  // Two SMA periods read the same: then each axis shows where its block sits.
  const same = parameterName(rows) === parameterName(columns);
  const rowName = same ? rows.label : parameterName(rows);
  const columnName = same ? columns.label : parameterName(columns);
  const scores = result.cells.map((cell) => cellScore(cell, result.objective));
  const finite = scores.filter((score): score is number => score !== null && Number.isFinite(score));
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  const shade = (score: number | null) => {
    if (score === null) return 0;
    if (!Number.isFinite(score)) return 1;
    return high > low ? (score - low) / (high - low) : 1;
  };
  const label = SWEEP_OBJECTIVES[result.objective].label;

  const cellElement = (index: number) =>
    box.current?.querySelector<HTMLElement>(`[data-cell="${index}"]`) ?? null;

  // On arrival the best cell is the one in view (centred), and the one the Tab key reaches.
  useLayoutEffect(() => {
    const best =
      bestIndex === null ? null : box.current?.querySelector<HTMLElement>(`[data-cell="${bestIndex}"]`);
    if (!box.current || !best) return;
    reveal(box.current, best, true);
    // Then the panel and the page, as little as needed: on a phone the map sits below the form.
    // (jsdom, for the unit tests, has no scrolling.)
    if ('scrollIntoView' in best) best.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [bestIndex]);

  const moveTo = (position: GridPosition) => {
    setActive(position);
    const element = cellElement(indexOf(position, columnCount));
    if (!element || !box.current) return;
    element.focus({ preventScroll: true });
    reveal(box.current, element, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(indexOf(active, columnCount));
      return;
    }
    const next = moveInGrid(event.key, event.ctrlKey || event.metaKey, active, size);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  const activeIndex = indexOf(active, columnCount);
  return (
    <div className="space-y-2">
      <p id={captionId} className="text-xs text-fg-muted">
        {`${label} by ${rowName} (rows) and ${columnName} (columns); each cell shows the trade count. Darker is better.`}
      </p>
      {/* The scrolling box is not a tab stop of its own: moving in the grid scrolls it. */}
      <div ref={box} className="max-h-[28rem] overflow-auto rounded-lg border border-border bg-surface">
        <table
          role="grid"
          aria-labelledby={captionId}
          aria-rowcount={size.rows + 1}
          aria-colcount={columnCount + 1}
          className="border-separate border-spacing-0.5 text-xs"
          onKeyDown={onKeyDown}
          onClick={(event) => {
            const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
            if (!target) return;
            const index = Number(target.dataset.cell);
            const position = { row: Math.floor(index / columnCount), column: index % columnCount };
            setActive(position);
            target.focus({ preventScroll: true });
            onSelect(index);
          }}
        >
          <thead>
            <tr role="row">
              <th
                role="columnheader"
                scope="col"
                className="sticky top-0 left-0 z-20 bg-surface px-2 py-1 text-left font-medium text-fg-muted"
              >
                {same ? 'Rows \\ columns' : `${rowName} \\ ${columnName}`}
              </th>
              {columns.values.map((value) => (
                <th
                  key={value}
                  role="columnheader"
                  scope="col"
                  className="sticky top-0 z-10 bg-surface px-2 py-1 text-center font-medium text-fg-muted tabular-nums"
                >
                  {String(value)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.values.map((rowValue, row) => (
              <tr key={rowValue} role="row">
                <th
                  role="rowheader"
                  scope="row"
                  className="sticky left-0 z-10 bg-surface px-2 py-1 text-right font-medium text-fg-muted tabular-nums"
                >
                  {String(rowValue)}
                </th>
                {columns.values.map((columnValue, column) => {
                  const index = row * columnCount + column;
                  const cell = result.cells[index];
                  if (!cell) return <td key={columnValue} role="gridcell" />;
                  const strength = shade(scores[index] ?? null);
                  const best = index === bestIndex;
                  return (
                    <td
                      key={columnValue}
                      role="gridcell"
                      data-cell={index}
                      tabIndex={index === activeIndex ? 0 : -1}
                      aria-selected={index === selected}
                      aria-label={cellName(result, cell, rowName, columnName)}
                      title={cellName(result, cell, rowName, columnName)}
                      className={cn(
                        'min-w-20 cursor-pointer rounded px-2 py-1 text-center leading-tight text-fg',
                        'hover:outline-2 hover:outline-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                        best && 'ring-2 ring-fg ring-inset',
                        index === selected && 'outline-2 outline-offset-1 outline-accent',
                      )}
                      // A sequential scale of the accent colour (not gain/loss colours), light enough for body text.
                      style={{
                        backgroundColor: `color-mix(in oklab, var(--accent) ${Math.round(6 + strength * 40)}%, var(--surface))`,
                      }}
                    >
                      <span className="inline-block font-semibold tabular-nums">
                        {formatObjective(result, cell.objective)}
                      </span>{' '}
                      <span className="inline-block tabular-nums">{`(${countOf(cell.trades, 'trade')})`}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
