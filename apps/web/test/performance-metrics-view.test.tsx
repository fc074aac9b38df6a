import { METRIC_DEFINITIONS, type PerformanceMetrics } from '@stratblocks/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  MetricCards,
  METRIC_GROUPS,
  PerformanceMetricsView,
  STRATEGY_PAGE_METRICS,
  STRATEGY_SUMMARY_METRICS,
} from '../src/features/backtests';
import type { UngroupedMetric } from '../src/features/backtests/metrics/metric-groups';
import { withLayout } from './support/dom';
import { engineRun, longShortRequest, type EngineRun } from './support/engine-run';

withLayout();

let longOnly: EngineRun;
let longShort: EngineRun;
beforeAll(() => {
  longOnly = engineRun();
  longShort = engineRun(longShortRequest());
});

/**
 * The formats (docs/product.md#business-constants-and-limits), written here independently of the app's formatter: money and percents
 * with 2 decimals, daily return and VaR 95% with 4, ratios with 3, counts whole, N/A when missing.
 */
function expected(key: keyof PerformanceMetrics, value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'string') return value;
  if (typeof value !== 'number') return 'N/A';
  const fixed = (decimals: number, number = value) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(number);
  const money = ['initial_nav', 'final_nav', 'gross_profit', 'gross_loss', 'expectancy', 'total_commission'];
  const ratios = ['sharpe_ratio', 'sortino_ratio', 'calmar_ratio', 'profit_factor', 'sqn'];
  const counts = ['days', 'periods_per_year', 'total_trades', 'winning_trades', 'losing_trades'];
  if (money.includes(key)) return `${value < 0 ? '-' : ''}$${fixed(2, Math.abs(value))}`;
  if (ratios.includes(key)) return fixed(3);
  if (counts.includes(key)) return fixed(0);
  if (key === 'daily_return' || key === 'var_95') return `${fixed(4)}%`;
  if (key === 'avg_bars_held') return `${fixed(2)} bars`;
  return `${fixed(2)}%`;
}

/** Every label shown with the value beside it (one pass over the rows: role queries are slow in jsdom). */
function shownValues(container: HTMLElement): Map<string, string> {
  const rows = [...container.querySelectorAll('dl > div')];
  return new Map(
    rows.map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

/** The value shown beside a metric's label. */
function shownValue(label: string): HTMLElement {
  const row = screen.getByRole('button', { name: label }).closest('div');
  const value = row?.querySelector('dd');
  if (!value) throw new Error(`No value beside ${label}`);
  return value;
}

describe('the performance metrics view', { timeout: 20_000 }, () => {
  it('shows every metric of a real run, in the decimals of docs/product.md#business-constants-and-limits', () => {
    for (const run of [longOnly, longShort]) {
      const metrics = run.results.performance_metrics;
      const { container, unmount } = render(<PerformanceMetricsView metrics={metrics} />);
      const shown = shownValues(container);
      expect(shown.size).toBe(Object.keys(METRIC_DEFINITIONS).length);
      for (const key of Object.keys(METRIC_DEFINITIONS) as Array<keyof PerformanceMetrics>) {
        expect(shown.get(METRIC_DEFINITIONS[key].label), key).toBe(expected(key, metrics[key]));
      }
      unmount();
    }
  });

  it('groups them as a trader reads a report, each metric once', () => {
    render(<PerformanceMetricsView metrics={longOnly.results.performance_metrics} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Period',
      'Returns',
      'Risk',
      'Ratios',
      'Trades',
      'Profit and costs',
    ]);
    const keys = METRIC_GROUPS.flatMap((group) => group.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(METRIC_DEFINITIONS).sort());
    expectTypeOf<UngroupedMetric>().toEqualTypeOf<never>();
    const risk = screen.getByRole('group', { name: 'Risk' });
    expect(within(risk).getByRole('button', { name: 'Max drawdown' }).textContent).toBe('Max drawdown');
  });

  it('colours gains green and losses red, and nothing else', () => {
    // The long-only run lost 10.50 % and had a max drawdown; its Sharpe ratio is not coloured.
    render(<PerformanceMetricsView metrics={longOnly.results.performance_metrics} />);
    expect(shownValue('Total return').className).toContain('text-loss');
    expect(shownValue('Buy & hold return').className).toContain('text-gain');
    expect(shownValue('Max drawdown').className).toContain('text-loss');
    expect(shownValue('Gross profit').className).toContain('text-gain');
    expect(shownValue('Gross loss').className).toContain('text-loss');
    expect(shownValue('Final NAV').className).toContain('text-loss');
    expect(shownValue('Sharpe ratio').className).toContain('text-fg');
    expect(shownValue('Total commission').className).toContain('text-fg');
  });

  it('shows N/A for null and for fields missing from results saved by an older version', () => {
    const stored = { total_return: 12.3456, sharpe_ratio: null, win_rate: '58%', ticker: 'SPY' };
    render(<PerformanceMetricsView metrics={stored} />);
    expect(shownValue('Total return').textContent).toBe('12.35%');
    expect(shownValue('Sharpe ratio').textContent).toBe('N/A');
    expect(shownValue('Win rate').textContent).toBe('N/A');
    expect(shownValue('Max drawdown').textContent).toBe('N/A');
    expect(shownValue('Ticker').textContent).toBe('SPY');
  });

  it('reads total return and win rate from their older twins, which the contracts define as the same', () => {
    render(<PerformanceMetricsView metrics={{ cumulative_return: -10.5035, win_ratio: 16.6667 }} />);
    expect(shownValue('Total return').textContent).toBe('-10.50%');
    expect(shownValue('Win rate').textContent).toBe('16.67%');
  });

  it('offers the next step when there are no metrics at all', () => {
    render(<PerformanceMetricsView metrics={null} emptyAction={<button type="button">Run</button>} />);
    expect(screen.getByText('No performance metrics yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy();
  });

  it("explains each metric on keyboard focus with the contracts' formula", async () => {
    const user = userEvent.setup();
    render(<PerformanceMetricsView metrics={longOnly.results.performance_metrics} />);
    const label = screen.getByRole('button', { name: 'Sharpe ratio' });
    while (document.activeElement !== label) await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain(METRIC_DEFINITIONS.sharpe_ratio.formula);
  });

  it('explains each metric on hover', async () => {
    const user = userEvent.setup();
    render(<PerformanceMetricsView metrics={longOnly.results.performance_metrics} />);
    await user.hover(screen.getByRole('button', { name: 'VaR 95%' }));
    expect((await screen.findByRole('tooltip')).textContent).toContain(METRIC_DEFINITIONS.var_95.formula);
  });
});

describe('metric cards', () => {
  it("show the standalone strategy page's six figures of a real run, in order", () => {
    const metrics = longShort.results.performance_metrics;
    render(<MetricCards metrics={metrics} keys={STRATEGY_PAGE_METRICS} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('button').textContent)).toEqual([
      'Total return',
      'Win rate',
      'Total trades',
      'Sharpe ratio',
      'Max drawdown',
      'Profit factor',
    ]);
    expect(cards[0]?.textContent).toContain(expected('total_return', metrics.total_return));
    expect(cards[2]?.textContent).toContain(String(metrics.total_trades));
    expect(cards[5]?.textContent).toContain(expected('profit_factor', metrics.profit_factor));
  });

  it("show the dashboard view's eight figures, N/A where saved results lack one", () => {
    render(<MetricCards metrics={{ total_return: -3, days: 1258 }} keys={STRATEGY_SUMMARY_METRICS} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(cards[0]?.textContent).toContain('Total return-3.00%');
    expect(cards[2]?.textContent).toContain('Win ratioN/A');
    expect(cards[3]?.textContent).toContain('Trading days1,258');
  });
});
