import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricsTable } from '../src/features/compare/components/metrics-table';
import type { ReadyStrategy } from '../src/features/compare/components/use-compared-strategies';
import { withLayout } from './support/dom';

withLayout();

function strategy(id: number, name: string, metrics: ReadyStrategy['metrics']): ReadyStrategy {
  return { id, name, state: 'ready', metrics, equity: null, portfolio: null, rules: null, position: id - 1 };
}

const STRATEGIES = [
  strategy(1, 'Swing', { total_return: 68.63, max_drawdown: -23.96, total_trades: 67, sharpe_ratio: 0.55 }),
  strategy(2, 'Dip', { total_return: -17.07, max_drawdown: -28.11, total_trades: 8, sharpe_ratio: null }),
];

/** The cells of a metric's row: unit, then one per strategy. */
function rowCells(metric: string): string[] {
  const header = screen.getByRole('rowheader', { name: metric });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${metric}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the comparison’s metrics table', () => {
  it('has a column per strategy, the unit, and the better figure tagged Best in words', () => {
    render(<MetricsTable strategies={STRATEGIES} />);
    const table = screen.getByRole('region', { name: 'Metrics, side by side' });
    expect(within(table).getByRole('columnheader', { name: 'Swing' })).toBeTruthy();
    // +68.63 % beats -17.07 %; a drawdown of -23.96 % is the smaller loss.
    expect(rowCells('Total return')).toEqual(['%', '68.63%Best', '-17.07%']);
    expect(rowCells('Max drawdown')).toEqual(['%', '-23.96%Best', '-28.11%']);
    // A count of trades is not judged; a missing Sharpe reads N/A and leaves one figure: no tag.
    expect(rowCells('Total trades')).toEqual(['count', '67', '8']);
    expect(rowCells('Sharpe ratio')).toEqual(['ratio', '0.550', 'N/A']);
    // Role queries over a 30-row table are slow in jsdom on a busy machine.
  }, 30_000);
});
