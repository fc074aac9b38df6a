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

  const sectors = ['XLK', 'XLF', 'XLE', 'XLV', 'XLI', 'XLY'];
  const portfolioRun = (mode: 'shared' | 'separate', endDate: string) => ({
    ...SMA_CROSS_RUN,
    generalSetting: { ...SMA_CROSS_RUN.generalSetting, startDate: '2024-01-01', endDate },
    riskSetting: { ...SMA_CROSS_RUN.riskSetting, maxOpenTrades: 3 },
    portfolio: { symbols: sectors, mode },
  });
  interface PortfolioCheck {
    symbols: string[];
    mode: string;
    newest_bar: string;
    decisions: Array<{ bar: string; symbol: string; key: string }>;
    positions: Array<{ symbol: string; side: string; entry_date: string }>;
  }

  it("answers a scan's decisions and positions per symbol: each symbol's own check", () => {
    const file = configs.write('scan.json', portfolioRun('separate', '2024-06-30'));
    const checked = capture(['check', '--config', file, '--json']);
    expect(checked.code).toBe(0);
    const answer = JSON.parse(checked.out) as PortfolioCheck;
    expect(answer).toMatchObject({ symbols: sectors, mode: 'separate', newest_bar: '2025-12-31' });
    const own = sectors.map((symbol) => {
      const single = configs.write(`${symbol}.json`, {
        ...SMA_CROSS_RUN,
        generalSetting: { ...SMA_CROSS_RUN.generalSetting, tickerSymbol: symbol, startDate: '2024-01-01' },
      });
      return JSON.parse(capture(['check', '--config', single, '--json']).out) as Omit<
        PortfolioCheck,
        'symbols' | 'mode'
      >;
    });
    expect(answer.decisions).toEqual(own.flatMap((each) => each.decisions));
    expect(answer.positions).toEqual(own.flatMap((each) => each.positions));
    // Not every scanned symbol is flat at the close: the comparison is between held positions.
    expect(answer.positions.length).toBeGreaterThan(0);
  });

  it("answers a shared portfolio's positions: the trades its backtest holds at the last close, per symbol", () => {
    const file = configs.write('shared.json', portfolioRun('shared', '2024-06-30'));
    const answer = JSON.parse(capture(['check', '--config', file, '--json']).out) as PortfolioCheck;
    expect(answer).toMatchObject({ symbols: sectors, mode: 'shared', newest_bar: '2025-12-31' });
    for (const decision of answer.decisions) expect(decision.bar).toBe('2025-12-31');
    const whole = configs.write('shared-whole.json', portfolioRun('shared', '2025-12-31'));
    const results = BacktestResultsSchema.parse(
      JSON.parse(capture(['backtest', '--config', whole, '--json']).out),
    );
    const open = results.closed_trades.filter((trade) => trade.closed_at_end);
    expect(open.length).toBeGreaterThan(0);
    expect(answer.positions.map((p) => [p.symbol, p.side, p.entry_date])).toEqual(
      open.map((t) => [t.ticker, t.type, t.entry_date]),
    );
    const readable = capture(['check', '--config', file]).out.split('\n');
    expect(readable[0]).toBe('Portfolio of 6 symbols (one account)  newest bar 2025-12-31 (bundled dataset)');
    for (const symbol of sectors) {
      expect(readable.some((line) => line.startsWith(`${symbol}  decision at the close: `))).toBe(true);
    }
    expect(readable.at(-1)).toMatch(/^Position at the close: long /);
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
