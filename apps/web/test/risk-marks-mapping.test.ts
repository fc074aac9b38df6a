import { describe, expect, it } from 'vitest';
import { inDateOrder, placeTradeMarkers } from '../src/features/backtests/charts/chart-data';
import { RISK_STYLES, riskSummary, toRiskMarkers } from '../src/features/backtests/charts/risk-marks';
import { engineRun, exampleRequest } from './support/engine-run';

const colors = { loss: '#c62828', warning: '#8a5a00' };

describe('risk marks', () => {
  it('mark the halt in the loss colour with its word and the blocked days in the warning colour', () => {
    const dates = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
    const marks = toRiskMarkers(
      dates,
      [
        { date: '2024-01-03', kind: 'daily_loss_limit' },
        { date: '2023-12-29', kind: 'daily_loss_limit' },
        { date: '2024-01-04', kind: 'max_drawdown_halt' },
      ],
      colors,
    );
    expect(marks).toEqual([
      {
        index: 1,
        marker: { time: '2024-01-03', shape: 'square', position: 'belowBar', color: colors.warning, size: 1 },
      },
      {
        index: 2,
        marker: {
          time: '2024-01-04',
          shape: 'square',
          position: 'aboveBar',
          color: colors.loss,
          size: 1,
          text: 'Halt',
        },
      },
    ]);
    expect(RISK_STYLES.max_drawdown_halt.label).toBe('Max drawdown halt');
  });

  it('merge with the trade markers in date order', () => {
    const dates = ['2024-01-02', '2024-01-03', '2024-01-04'];
    const trades = placeTradeMarkers(
      dates,
      [
        { date: '2024-01-02', kind: 'entry', side: 'long', price: 100 },
        { date: '2024-01-04', kind: 'exit', side: 'long', price: 90 },
      ],
      { long: '#1a4fd6', short: '#8a5a00' },
    );
    const merged = inDateOrder(
      trades,
      toRiskMarkers(dates, [{ date: '2024-01-03', kind: 'max_drawdown_halt' }], colors),
    );
    expect(merged.map((marker) => [marker.time, marker.shape])).toEqual([
      ['2024-01-02', 'arrowUp'],
      ['2024-01-03', 'square'],
      ['2024-01-04', 'circle'],
    ]);
  });

  it('sum up a real run halted by its max drawdown: the halt date and the days entries stopped', () => {
    const example = exampleRequest();
    const { results, logs } = engineRun({
      ...example,
      riskSetting: { ...example.riskSetting, maxDrawdown: 8, dailyLossLimit: 1.5 },
    });
    const events = results.chart_data.risk_events ?? [];
    const summary = riskSummary(events);
    const haltLine = logs.find((line) => line.includes('Max drawdown of 8.00% reached'));
    expect(summary.halt).toBe(haltLine?.split(' ')[0]);
    const blocked = logs.filter((line) => line.includes('Daily loss limit of 1.50% reached'));
    expect(blocked.length).toBeGreaterThan(0);
    expect(summary.blockedDays).toBe(blocked.length);
    // Every mark lands on a bar of the chart.
    expect(toRiskMarkers(results.chart_data.dates, events, colors)).toHaveLength(events.length);
  });
});
