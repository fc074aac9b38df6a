import { describe, expect, it } from 'vitest';
import {
  buyAndHoldEquity,
  countInRange,
  markerBarIndices,
  hasTimeOfDay,
  initialCapitalOf,
  markerKindsIn,
  toCandleData,
  toChartTime,
  toLineData,
  toTradeMarkers,
} from '../src/features/backtests/charts/chart-data';
import { withAlpha } from '../src/features/backtests/charts/chart-theme';
import { engineRun, longShortRequest } from './support/engine-run';

describe('chart times', () => {
  it('keeps daily dates as business days', () => {
    expect(toChartTime('2024-01-05')).toBe('2024-01-05');
    expect(hasTimeOfDay(['2024-01-05'])).toBe(false);
  });

  it("reads intraday times at the exchange's wall clock, whatever the offset", () => {
    // 09:30 in New York (UTC-5 in winter, UTC-4 in summer) is shown as 09:30.
    expect(toChartTime('2010-01-04T09:30:00-05:00')).toBe(Date.UTC(2010, 0, 4, 9, 30) / 1000);
    expect(toChartTime('2010-07-01T15:00:00-04:00')).toBe(Date.UTC(2010, 6, 1, 15, 0) / 1000);
    expect(toChartTime('2024-03-01T10:00Z')).toBe(Date.UTC(2024, 2, 1, 10, 0) / 1000);
    expect(hasTimeOfDay(['2010-01-04T09:30:00-05:00'])).toBe(true);
  });
});

describe('series from columns', () => {
  it('gives one point per date, with gaps where a value is missing', () => {
    expect(toLineData(['2024-01-02', '2024-01-03', '2024-01-04'], [1.5, Number.NaN, -2])).toEqual([
      { time: '2024-01-02', value: 1.5 },
      { time: '2024-01-03' },
      { time: '2024-01-04', value: -2 },
    ]);
  });

  it('builds candles from the price columns', () => {
    const candles = toCandleData(['2024-01-02', '2024-01-03'], {
      open: [10, 11],
      high: [12, 13],
      low: [9, 10.5],
      close: [11, 12.5],
    });
    expect(candles).toEqual([
      { time: '2024-01-02', open: 10, high: 12, low: 9, close: 11 },
      { time: '2024-01-03', open: 11, high: 13, low: 10.5, close: 12.5 },
    ]);
  });

  it('turns buy and hold into money from the initial capital', () => {
    expect(buyAndHoldEquity(10_000, [0, 12.5, -20])).toEqual([10_000, 11_250, 8_000]);
  });

  it("finds the initial capital from a real run's equity and cumulative returns", () => {
    const { results } = engineRun();
    const capital = initialCapitalOf(results.chart_data.equity, results.chart_data.cumulative_returns);
    expect(capital).toBeCloseTo(results.performance_metrics.initial_nav, 6);
  });
});

describe('trade markers', () => {
  const colors = { long: 'blue', short: 'amber' };

  it('marks entries with arrows in the trade’s direction and exits with dots, long and short by colour', () => {
    const dates = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
    const markers = toTradeMarkers(
      dates,
      [
        { date: '2024-01-05', kind: 'exit', side: 'short', price: 9 },
        { date: '2024-01-02', kind: 'entry', side: 'long', price: 10 },
        { date: '2024-01-03', kind: 'exit', side: 'long', price: 11 },
        { date: '2024-01-03', kind: 'entry', side: 'short', price: 11 },
        { date: '2023-12-29', kind: 'entry', side: 'long', price: 8 },
      ],
      colors,
    );
    expect(markers).toEqual([
      { time: '2024-01-02', shape: 'arrowUp', position: 'belowBar', color: 'blue', size: 1 },
      { time: '2024-01-03', shape: 'circle', position: 'aboveBar', color: 'blue', size: 1 },
      { time: '2024-01-03', shape: 'arrowDown', position: 'aboveBar', color: 'amber', size: 1 },
      { time: '2024-01-05', shape: 'circle', position: 'belowBar', color: 'amber', size: 1 },
    ]);
  });

  it('puts one marker per fill of a real Long/Short run, in date order, and lists the kinds in the legend', () => {
    const { results } = engineRun(longShortRequest());
    const chart = results.chart_data;
    const markers = toTradeMarkers(chart.dates, chart.markers, colors);
    expect(markers).toHaveLength(results.closed_trades.length * 2);
    const order = markers.map((marker) =>
      chart.dates.indexOf(typeof marker.time === 'string' ? marker.time : ''),
    );
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(markerKindsIn(chart.markers)).toEqual(['long-entry', 'long-exit', 'short-entry', 'short-exit']);
  });
});

describe('markers in view', () => {
  it('counts the markers whose bar lies in a visible logical range', () => {
    const sorted = [2, 5, 5, 9, 14];
    expect(countInRange(sorted, 0, 20)).toBe(5);
    expect(countInRange(sorted, 4.6, 9)).toBe(3);
    expect(countInRange(sorted, 5.2, 8.9)).toBe(0);
    expect(countInRange(sorted, -3.5, 2.4)).toBe(1);
  });

  it('orders the bar indices of a real run’s markers', () => {
    const { results } = engineRun(longShortRequest());
    const indices = markerBarIndices(results.chart_data.dates, results.chart_data.markers);
    expect(indices).toHaveLength(results.closed_trades.length * 2);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });
});

describe('chart colours', () => {
  it('applies an opacity to a hex token', () => {
    expect(withAlpha('#c62828', 0.18)).toBe('rgba(198, 40, 40, 0.18)');
    expect(withAlpha('transparent', 0.5)).toBe('transparent');
  });
});
