import { describe, expect, it } from 'vitest';
import { GRID_PAGE_ROWS, moveInGrid, scrollToReveal } from '../src/features/research/components/grid-keys';

const size = { rows: 4, columns: 6 };
const middle = { row: 2, column: 3 };

describe('moving in the heat map grid', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(moveInGrid('ArrowUp', false, middle, size)).toEqual({ row: 1, column: 3 });
    expect(moveInGrid('ArrowDown', false, middle, size)).toEqual({ row: 3, column: 3 });
    expect(moveInGrid('ArrowLeft', false, middle, size)).toEqual({ row: 2, column: 2 });
    expect(moveInGrid('ArrowRight', false, middle, size)).toEqual({ row: 2, column: 4 });
    expect(moveInGrid('ArrowUp', false, { row: 0, column: 0 }, size)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid('ArrowLeft', false, { row: 0, column: 0 }, size)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid('ArrowDown', false, { row: 3, column: 5 }, size)).toEqual({ row: 3, column: 5 });
    expect(moveInGrid('ArrowRight', false, { row: 3, column: 5 }, size)).toEqual({ row: 3, column: 5 });
  });

  it('goes to the ends of the row with Home and End, of the grid with Ctrl', () => {
    expect(moveInGrid('Home', false, middle, size)).toEqual({ row: 2, column: 0 });
    expect(moveInGrid('End', false, middle, size)).toEqual({ row: 2, column: 5 });
    expect(moveInGrid('Home', true, middle, size)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid('End', true, middle, size)).toEqual({ row: 3, column: 5 });
  });

  it('moves a page of rows with Page Up and Page Down, no further than the grid', () => {
    const tall = { rows: 20, columns: 3 };
    expect(GRID_PAGE_ROWS).toBe(5);
    expect(moveInGrid('PageDown', false, { row: 4, column: 1 }, tall)).toEqual({ row: 9, column: 1 });
    expect(moveInGrid('PageUp', false, { row: 4, column: 1 }, tall)).toEqual({ row: 0, column: 1 });
    expect(moveInGrid('PageDown', false, { row: 17, column: 1 }, tall)).toEqual({ row: 19, column: 1 });
  });

  it('leaves other keys (Tab, letters, Enter) to the page', () => {
    for (const key of ['Tab', 'a', 'Enter', ' ', 'Escape'])
      expect(moveInGrid(key, false, middle, size)).toBeNull();
    expect(moveInGrid('ArrowUp', false, middle, { rows: 0, columns: 0 })).toBeNull();
  });
});

describe('bringing a cell into view under sticky headers', () => {
  // A 300 x 200 box at (100, 50); headers cover its top 30 px and its left 60 px.
  const box = { left: 100, top: 50, width: 300, height: 200 };
  const sticky = { top: 30, left: 60 };
  const cellAt = (left: number, top: number) => ({ left, top, width: 80, height: 24 });

  it('leaves the scroll alone when the cell is in view, clear of the headers', () => {
    expect(scrollToReveal(box, cellAt(200, 120), { left: 40, top: 10 }, sticky)).toEqual({
      left: 40,
      top: 10,
    });
  });

  it('scrolls back when the cell hides under the headers', () => {
    // The cell starts 20 px right of the box's edge, under the 60 px row headers: 40 px back.
    // Its top is 10 px below the box's top, under the 30 px column headers: 20 px back.
    expect(scrollToReveal(box, cellAt(120, 60), { left: 100, top: 50 }, sticky)).toEqual({
      left: 60,
      top: 30,
    });
  });

  it('scrolls on when the cell is past the far edge', () => {
    // The cell ends at 380 + 80 = 460, the box at 400: 60 px on. Its bottom 240 + 24 = 264 vs 250: 14 px.
    expect(scrollToReveal(box, cellAt(380, 240), { left: 0, top: 0 }, sticky)).toEqual({
      left: 60,
      top: 14,
    });
  });

  it('centres the cell in the part of the box the headers leave', () => {
    // Content position 1000 - 100 + 0 = 900; visible width 240, cell 80: 900 - 60 - 80 = 760.
    // Content position 700 - 50 + 0 = 650; visible height 170, cell 24: 650 - 30 - 73 = 547.
    expect(scrollToReveal(box, cellAt(1000, 700), { left: 0, top: 0 }, sticky, true)).toEqual({
      left: 760,
      top: 547,
    });
  });
});
