/** A cell of a grid by its row and column, both from 0. */
export interface GridPosition {
  row: number;
  column: number;
}

export interface GridSize {
  rows: number;
  columns: number;
}

/** How many rows Page Up and Page Down move. */
export const GRID_PAGE_ROWS = 5;

const clamp = (value: number, high: number) => Math.min(high, Math.max(0, value));

/**
 * Where a key moves the focus in a grid (the WAI-ARIA grid pattern): the arrows one cell, stopping
 * at the edges; Home and End to the row's first and last cell, with Ctrl to the grid's; Page Up and
 * Page Down GRID_PAGE_ROWS rows. Null for any other key (and for an empty grid), which the grid
 * leaves to the browser.
 */
export function moveInGrid(
  key: string,
  control: boolean,
  from: GridPosition,
  size: GridSize,
): GridPosition | null {
  if (size.rows < 1 || size.columns < 1) return null;
  const lastRow = size.rows - 1;
  const lastColumn = size.columns - 1;
  const { row, column } = { row: clamp(from.row, lastRow), column: clamp(from.column, lastColumn) };
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(row - 1, lastRow), column };
    case 'ArrowDown':
      return { row: clamp(row + 1, lastRow), column };
    case 'ArrowLeft':
      return { row, column: clamp(column - 1, lastColumn) };
    case 'ArrowRight':
      return { row, column: clamp(column + 1, lastColumn) };
    case 'Home':
      return control ? { row: 0, column: 0 } : { row, column: 0 };
    case 'End':
      return control ? { row: lastRow, column: lastColumn } : { row, column: lastColumn };
    case 'PageUp':
      return { row: clamp(row - GRID_PAGE_ROWS, lastRow), column };
    case 'PageDown':
      return { row: clamp(row + GRID_PAGE_ROWS, lastRow), column };
    default:
      return null;
  }
}

/**
 * The scroll offsets that bring a cell fully into view inside a scrolling box whose first
 * `stickyTop` pixels (the column headers) and `stickyLeft` pixels (the row headers) stay covered;
 * unchanged along an axis where it is already in view. With `centre`, the cell is centred instead.
 * Rectangles are the box's and the cell's client rectangles; `scroll` the box's current offsets.
 */
export function scrollToReveal(
  box: { left: number; top: number; width: number; height: number },
  cell: { left: number; top: number; width: number; height: number },
  scroll: { left: number; top: number },
  sticky: { top: number; left: number },
  centre = false,
): { left: number; top: number } {
  const axis = (
    start: number,
    length: number,
    boxStart: number,
    boxLength: number,
    offset: number,
    covered: number,
  ) => {
    // The cell's position in the scrolled content, and the part of the box the content shows in.
    const position = start - boxStart + offset;
    const visible = boxLength - covered;
    if (centre) return Math.max(0, position - covered - (visible - length) / 2);
    if (position - covered < offset) return Math.max(0, position - covered);
    if (position + length > offset + boxLength) return position + length - boxLength;
    return offset;
  };
  return {
    left: axis(cell.left, cell.width, box.left, box.width, scroll.left, sticky.left),
    top: axis(cell.top, cell.height, box.top, box.height, scroll.top, sticky.top),
  };
}
