import { SweepResultSchema, type SweepResult } from '@stratblocks/contracts';
import type { TunableParameter } from '@stratblocks/engine';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParameterPicker } from '../src/features/research/components/parameter-picker';
import type { ParameterRange } from '../src/features/research/components/parameter-range';
import { SweepResultsView } from '../src/features/research/components/sweep-results-view';
import { parameter } from './research-lab/trimmed-sweep';

/** fast 10, 20, 30 (rows) x slow 50, 60, 70, 80 (columns); the Sharpe ratio peaks at fast 20, slow 70. */
function smallSweep(): SweepResult {
  const fast = [10, 20, 30];
  const slow = [50, 60, 70, 80];
  const cells = fast.flatMap((f) =>
    slow.map((s) => {
      const sharpe = 1.5 - Math.abs(f - 20) / 20 - Math.abs(s - 70) / 40;
      return {
        values: [f, s],
        objective: sharpe,
        trades: f / 10 + s / 10,
        metrics: {
          total_return: sharpe * 10,
          annualized_return: sharpe,
          max_drawdown: -4,
          sharpe_ratio: sharpe,
          sortino_ratio: null,
          calmar_ratio: null,
          profit_factor: null,
          sqn: null,
          win_rate: 50,
          total_trades: f / 10 + s / 10,
          gross_profit: 100,
        },
      };
    }),
  );
  const ranking = cells
    .map((cell, index) => ({ index, sharpe: cell.objective }))
    .sort((a, b) => b.sharpe - a.sharpe || a.index - b.index)
    .map((entry) => entry.index);
  return SweepResultSchema.parse({
    objective: 'sharpe',
    parameters: [parameter('fast', fast), parameter('slow', slow)],
    cells,
    ranking,
    best: ranking[0],
    warnings: [],
  });
}

/** The focused element (the grid's cells take the focus as the keys move it). */
function focused(): Element {
  if (!document.activeElement) throw new Error('Nothing has the focus');
  return document.activeElement;
}

const tabStops = (grid: HTMLElement) =>
  [...grid.querySelectorAll('[role="gridcell"]')].filter((cell) => cell.getAttribute('tabindex') === '0');

describe('the heat map of a two-parameter sweep', () => {
  afterEach(cleanup);

  it('states the best cell in words, and Apply best loads it', () => {
    const onApply = vi.fn();
    render(<SweepResultsView result={smallSweep()} onApply={onApply} />);
    // fast 20, slow 70: 1.5 - 0 - 0 = 1.50, with 2 + 7 = 9 trades.
    expect(screen.getByText('Best: fast 20, slow 70: Sharpe ratio 1.50').parentElement?.textContent).toBe(
      'Best: fast 20, slow 70: Sharpe ratio 1.50 (9 trades)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply best' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith([
      { path: 'fast', value: 20 },
      { path: 'slow', value: 70 },
    ]);
  });

  it('is a grid with one tab stop, on the best cell, that the arrow keys move', () => {
    render(<SweepResultsView result={smallSweep()} onApply={() => undefined} />);
    const grid = screen.getByRole('grid', {
      name: 'Sharpe ratio by fast (rows) and slow (columns); each cell shows the trade count. Darker is better.',
    });
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(12);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['fast \\ slow', '50', '60', '70', '80']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['10', '20', '30']);
    expect(tabStops(grid).map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'fast 20, slow 70: Sharpe ratio 1.50 (9 trades)',
    ]);

    const keys: Array<[string, boolean, string]> = [
      ['ArrowRight', false, 'fast 20, slow 80'],
      ['ArrowRight', false, 'fast 20, slow 80'],
      ['ArrowDown', false, 'fast 30, slow 80'],
      ['Home', false, 'fast 30, slow 50'],
      ['ArrowUp', false, 'fast 20, slow 50'],
      ['End', false, 'fast 20, slow 80'],
      ['Home', true, 'fast 10, slow 50'],
      ['End', true, 'fast 30, slow 80'],
    ];
    for (const [key, ctrlKey, expected] of keys) {
      fireEvent.keyDown(focused() === document.body ? grid : focused(), {
        key,
        ctrlKey,
      });
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(new RegExp(`^${expected}:`));
      expect(tabStops(grid)).toEqual([document.activeElement]);
    }
  });

  it('selects a cell on a click or Enter, shows its figures, and applies only on Apply these values', () => {
    const onApply = vi.fn();
    render(<SweepResultsView result={smallSweep()} onApply={onApply} />);
    const grid = screen.getByRole('grid');
    expect(screen.queryByRole('button', { name: 'Apply these values' })).toBeNull();

    fireEvent.click(within(grid).getByRole('gridcell', { name: /^fast 10, slow 50:/ }));
    expect(onApply).not.toHaveBeenCalled();
    const selection = screen.getByRole('region', { name: 'Selected combination' });
    // fast 10, slow 50: 1.5 - 0.5 - 0.5 = 0.50, 1 + 5 = 6 trades, a 5.00% return.
    expect(within(selection).getByText('Selected: fast 10, slow 50')).toBeTruthy();
    expect(selection.textContent).toContain('Sharpe ratio0.50');
    expect(selection.textContent).toContain('Trades6');
    expect(selection.textContent).toContain('Total return+5.00%');
    expect(within(grid).getByRole('gridcell', { selected: true }).getAttribute('aria-label')).toMatch(
      /^fast 10, slow 50:/,
    );

    // The keyboard: move right, Enter selects fast 10, slow 60.
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    expect(within(selection).getByText('Selected: fast 10, slow 50')).toBeTruthy();
    fireEvent.keyDown(focused(), { key: 'Enter' });
    expect(within(selection).getByText('Selected: fast 10, slow 60')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.click(within(selection).getByRole('button', { name: 'Apply these values' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith([
      { path: 'fast', value: 10 },
      { path: 'slow', value: 60 },
    ]);
  });
});

const tunable = (path: string): TunableParameter => ({
  path,
  label: `${path} (input)`,
  kind: 'input',
  property: path,
  value: 20,
  min: 5,
  max: 100,
  step: 5,
  integer: true,
});

function Picker() {
  const [ranges, setRanges] = useState<ParameterRange[]>([]);
  return (
    <ParameterPicker
      parameters={[tunable('fast'), tunable('slow')]}
      inputs={[{ name: 'fast', value: 20, min: 5, max: 100, step: 5 }]}
      ranges={ranges}
      onChange={setRanges}
    />
  );
}

describe('the Add a parameter list', () => {
  afterEach(cleanup);

  it('adds a parameter picked from the list, with its own range', () => {
    render(<Picker />);
    fireEvent.change(screen.getByLabelText('Add a parameter'), { target: { value: 'fast' } });
    const group = screen.getByRole('group', { name: 'fast (input)' });
    expect(
      ['from', 'to', 'step'].map(
        (part) => within(group).getByLabelText<HTMLInputElement>(`fast ${part}`).value,
      ),
    ).toEqual(['5', '100', '5']);
  });

  it('only moves with the arrow keys; Enter or Add adds the parameter shown', () => {
    render(<Picker />);
    const select = screen.getByLabelText<HTMLSelectElement>('Add a parameter');
    // A closed native select changes its value on an arrow key and fires change: nothing is added.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'fast' } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'slow' } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(select.value).toBe('slow');

    fireEvent.keyDown(select, { key: 'Enter' });
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'slow (input)',
    ]);
    // Back on the placeholder; the arrow shows fast, the Add button adds it.
    expect(select.value).toBe('');
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'fast' } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Add fast (input)' }));
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'slow (input)',
      'fast (input)',
    ]);
  });
});
