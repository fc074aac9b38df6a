import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBarsCsv, runBacktest, sliceByDate } from '../../src/index';
import { weekdayOf } from '../../src/data/bars';
import { dailyBars } from '../indicators/talib-reference';
import { element, strategy } from './scenario';

const smaCross = (fast: number, slow: number) => ({
  entryLong: [element('SMA', { period: fast }), element('Cross Above'), element('SMA', { period: slow })],
  exitLong: [element('SMA', { period: fast }), element('Cross Below'), element('SMA', { period: slow })],
});

describe('weekly and monthly runs on real SPY bars', () => {
  const spy = dailyBars('SPY', '2015-01-01', '2024-12-31');

  it('runs on weeks ending Friday, labelled by their last trading day', () => {
    const outcome = runBacktest(strategy({ ...smaCross(5, 20), general: { timeInterval: '1 Week' } }), spy);
    if (!outcome.ok) throw new Error(outcome.diagnostics[0]?.message);
    const { chart_data: chart, closed_trades: trades, performance_metrics: metrics } = outcome.results;
    expect(chart.dates.length).toBe(523); // counted independently from the CSV
    expect(metrics.periods_per_year).toBe(52);
    expect(trades.length).toBeGreaterThan(5);
    // A week's label is its last trading day: a Friday, or the Thursday before a Friday holiday.
    const labels = chart.dates.slice(0, -1).map(weekdayOf);
    expect(labels.every((day) => day === 5 || day === 4)).toBe(true);
    expect(chart.dates).toContain('2020-04-09'); // Good Friday 2020-04-10: the week ends on Thursday
  });

  it('runs on calendar months', () => {
    const outcome = runBacktest(strategy({ ...smaCross(3, 10), general: { timeInterval: '1 Month' } }), spy);
    if (!outcome.ok) throw new Error(outcome.diagnostics[0]?.message);
    expect(outcome.results.chart_data.dates.length).toBe(120);
    expect(outcome.results.chart_data.dates[0]).toBe('2015-01-30');
    expect(outcome.results.performance_metrics.periods_per_year).toBe(12);
  });
});

describe('hourly runs on the bundled hourly SPY', () => {
  const file = fileURLToPath(new URL('../../../../data/market/1h/SPY.csv', import.meta.url));
  const parsed = parseBarsCsv(readFileSync(file, 'utf8'), 'SPY');
  if (!parsed.ok) throw new Error(parsed.message);
  const hourly = sliceByDate(parsed.series, '2019-01-01', '2019-12-31');

  it('trades the session with Market Open entries and End of Day exits, using daily equity for metrics', () => {
    const outcome = runBacktest(
      strategy({
        entryLong: [element('Market Open'), element('And'), element('Close'), element('>'), element('Open')],
        exitLong: [element('End of Day')],
        general: { timeInterval: '1 Hour' },
      }),
      hourly,
    );
    if (!outcome.ok) throw new Error(outcome.diagnostics[0]?.message);
    const { closed_trades: trades, performance_metrics: metrics } = outcome.results;
    expect(trades.length).toBeGreaterThan(50);
    for (const trade of trades) {
      // Decided at the 09:30 bar's close, filled at the 10:00 open, out at the session's last close.
      expect(trade.entry_date.slice(11, 16)).toBe('10:00');
      expect(trade.exit_date.slice(0, 10)).toBe(trade.entry_date.slice(0, 10));
      expect(trade.exit_reason).toBe('end_of_day');
    }
    expect(metrics.days).toBe(252);
    expect(metrics.periods_per_year).toBe(252);
  });

  it('refuses Market Open on daily bars', () => {
    const outcome = runBacktest(
      strategy({ entryLong: [element('Market Open')] }),
      dailyBars('SPY', '2019-01-01', '2019-12-31'),
    );
    expect(outcome.ok).toBe(false);
  });
});
