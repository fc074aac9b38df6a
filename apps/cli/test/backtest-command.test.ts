import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BacktestResultsSchema } from '@stratblocks/contracts';
import { capture, configFolder, SMA_CROSS_RUN, smaCross } from './capture';

const configs = configFolder('stratblocks-cli-');
afterAll(() => {
  configs.remove();
});
const file = configs.write;
const { folder } = configs;
const runBody = SMA_CROSS_RUN;

describe('stratblocks backtest', () => {
  it('prints backtest_results as JSON with --json', () => {
    const result = capture(['backtest', '--config', file('run.json', runBody), '--json']);
    expect(result.code).toBe(0);
    const results = BacktestResultsSchema.parse(JSON.parse(result.out));
    expect(results.performance_metrics.ticker).toBe('SPY');
    expect(results.performance_metrics.test_period).toBe('2020-01-02 to 2024-12-31');
    expect(results.chart_data.dates).toHaveLength(1258);
    expect(results.closed_trades.length).toBeGreaterThan(3);
    for (const trade of results.closed_trades)
      expect(trade.entry_date < trade.exit_date || trade.closed_at_end).toBe(true);
  });

  it('runs a saved strategy_config whose slots reference rows', () => {
    const saved = {
      schemaVersion: 1,
      generalSetting: runBody.generalSetting,
      riskSetting: runBody.riskSetting,
      entryLogic: { long: { id: 1, label: 'Logic 1' }, short: null },
      exitLogic: { exit_long: { id: 1, label: 'Logic 1' }, exit_short: null },
      entryLogicRows: [{ id: 1, dropped: true, ...smaCross('Cross Above') }],
      exitLogicRows: [{ id: 1, dropped: true, ...smaCross('Cross Below') }],
    };
    const fromRows = capture(['backtest', '--config', file('saved.json', saved), '--json']);
    const inline = capture(['backtest', '--config', file('run.json', runBody), '--json']);
    expect(fromRows.code).toBe(0);
    expect(JSON.parse(fromRows.out)).toEqual(JSON.parse(inline.out));
  });

  it('prints a readable summary without --json', () => {
    const result = capture(['backtest', '--config', file('run.json', runBody)]);
    expect(result.out).toMatch(/^SPY {2}2020-01-02 to 2024-12-31 {2}\(1258 bars\)/);
    expect(result.out).toContain('Total return');
  });

  it.each([
    [
      'a missing file',
      () => join(folder, 'absent.json'),
      /^stratblocks: Cannot read .*absent\.json: no such file$/,
    ],
    [
      'bad JSON',
      () => file('bad.json', '{"generalSetting": '),
      /^stratblocks: .*bad\.json is not valid JSON/,
    ],
    [
      'an invalid setting',
      () => file('equity.json', { ...runBody, generalSetting: { equityUsed: 500 } }),
      /^stratblocks: Invalid config in .*: generalSetting\.equityUsed: /,
    ],
    [
      'an unknown symbol',
      () => file('symbol.json', { ...runBody, generalSetting: { tickerSymbol: 'NOPE1' } }),
      /^stratblocks: Unknown symbol "NOPE1"/,
    ],
    [
      'invalid logic',
      () =>
        file('logic.json', {
          ...runBody,
          entryLogic: { long: { elements: [{ name: 'SMA' }, { name: '>' }] } },
        }),
      /^stratblocks: Invalid strategy: Entry long, element 2 \(>\): > needs a comparable on its right$/,
    ],
    [
      'a symbol of another asset class',
      () => file('class.json', { ...runBody, generalSetting: { tickerSymbol: 'BTC-USD' } }),
      /^stratblocks: BTC-USD is Cryptocurrency, not US Stocks/,
    ],
  ])('fails with one line and a non-zero code on %s', (_label, path, message) => {
    const result = capture(['backtest', '--config', path(), '--json']);
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toMatch(message);
  });
});
