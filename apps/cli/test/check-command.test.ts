import { afterAll, describe, expect, it } from 'vitest';
import { BacktestResultsSchema } from '@stratblocks/contracts';
import { capture, configFolder, SMA_CROSS_RUN } from './capture';

const configs = configFolder('stratblocks-cli-check-');
afterAll(() => {
  configs.remove();
});

describe('stratblocks check', () => {
  it('answers the decision at the newest bar and the position the backtest holds at its close', () => {
    const file = configs.write('run.json', {
      ...SMA_CROSS_RUN,
      generalSetting: { ...SMA_CROSS_RUN.generalSetting, startDate: '2024-01-01', endDate: '2024-06-30' },
    });
    const checked = capture(['check', '--config', file, '--json']);
    expect(checked.code).toBe(0);
    const answer = JSON.parse(checked.out) as {
      symbol: string;
      newest_bar: string;
      decisions: Array<{ bar: string }>;
      positions: Array<{ entry_date: string; side: string }>;
    };
    expect(answer).toMatchObject({ symbol: 'SPY', newest_bar: '2025-12-31', source: 'bundled' });
    for (const decision of answer.decisions) expect(decision.bar).toBe('2025-12-31');
    // The backtest over the same bars holds, at the last close, the trades it closes at the end.
    const whole = configs.write('whole.json', {
      ...SMA_CROSS_RUN,
      generalSetting: { ...SMA_CROSS_RUN.generalSetting, startDate: '2024-01-01', endDate: '2025-12-31' },
    });
    const results = BacktestResultsSchema.parse(
      JSON.parse(capture(['backtest', '--config', whole, '--json']).out),
    );
    const open = results.closed_trades.filter((trade) => trade.closed_at_end);
    expect(answer.positions.map((p) => [p.side, p.entry_date])).toEqual(
      open.map((t) => [t.type, t.entry_date]),
    );
    const readable = capture(['check', '--config', file]);
    expect(readable.out).toMatch(
      /^SPY {2}newest bar 2025-12-31 \(bundled dataset\)\nDecision at the close: /,
    );
  });

  it('refuses a strategy that is not daily in one line', () => {
    const file = configs.write('weekly.json', {
      ...SMA_CROSS_RUN,
      generalSetting: { ...SMA_CROSS_RUN.generalSetting, timeInterval: '1 Week' },
    });
    const checked = capture(['check', '--config', file]);
    expect(checked.code).toBe(1);
    expect(checked.err).toBe('stratblocks: check works on daily strategies: set timeInterval to "1 Day"');
  });
});
