import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LogsView } from '../src/features/backtests';
import { withLayout } from './support/dom';

withLayout({ height: 200 });

/** The log box, with a scroll height that follows the lines (jsdom lays nothing out). */
function logBox(lines: () => number): HTMLElement {
  const box = screen.getByRole('log', { name: 'Backtest logs' });
  vi.spyOn(box, 'scrollHeight', 'get').mockImplementation(() => lines() * 20 + 8);
  return box;
}

const lines = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `line ${from + index + 1}`);

describe('the logs view', () => {
  it('highlights stream errors and the server’s errors, and shows warnings apart', () => {
    render(
      <LogsView
        logs={[
          'Backtesting SPY',
          'Warning: RSI needs 14 bars',
          'Error: the run took too long',
          'Stream error: HTTP 502',
        ]}
      />,
    );
    const text = (content: string) => screen.getByText(content).closest('div');
    expect(text('Stream error: HTTP 502')?.className).toContain('text-loss');
    expect(text('Error: the run took too long')?.className).toContain('text-loss');
    expect(text('Warning: RSI needs 14 bars')?.className).toContain('text-warning');
    expect(text('Backtesting SPY')?.className).not.toContain('text-loss');
  });

  it('follows new lines to the bottom', () => {
    let count = 20;
    const { rerender } = render(<LogsView logs={lines(count)} running />);
    const box = logBox(() => count);
    count = 40;
    rerender(<LogsView logs={lines(count)} running />);
    expect(box.scrollTop).toBe(40 * 20 + 8);
  });

  it('stays where the reader scrolled up to, and follows again back at the bottom', () => {
    let count = 30;
    const { rerender } = render(<LogsView logs={lines(count)} running />);
    const box = logBox(() => count);
    act(() => {
      box.scrollTop = 100;
      box.dispatchEvent(new Event('scroll'));
    });
    count = 50;
    rerender(<LogsView logs={lines(count)} running />);
    expect(box.scrollTop).toBe(100);

    act(() => {
      box.scrollTop = box.scrollHeight - box.clientHeight;
      box.dispatchEvent(new Event('scroll'));
    });
    count = 60;
    rerender(<LogsView logs={lines(count)} running />);
    expect(box.scrollTop).toBe(60 * 20 + 8);
  });

  it('renders only the lines in view of a long log', () => {
    render(<LogsView logs={lines(20_000)} />);
    expect(screen.getAllByText(/^line \d+$/).length).toBeLessThan(60);
    expect(screen.getByRole('status').textContent).toContain('20,000 log lines');
  });

  it('offers a next step before any run', () => {
    render(<LogsView logs={[]} emptyAction={<button type="button">Run</button>} />);
    expect(screen.getByText('No logs yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy();
  });
});
