import { afterAll, describe, expect, it } from 'vitest';
import { ScanResultsSchema, SharedPortfolioResultsSchema } from '@stratblocks/contracts';
import { capture, configFolder, SMA_CROSS_RUN } from './capture';

const configs = configFolder('stratblocks-cli-portfolio-');
afterAll(() => {
  configs.remove();
});
const portfolio = {
  symbols: ['XLK', 'XLF', 'XLE'],
  rankBy: { element: { name: 'Price Change %', properties: { period: 20 } }, order: 'highest' },
};
const body = { ...SMA_CROSS_RUN, riskSetting: { ...SMA_CROSS_RUN.riskSetting, maxOpenTrades: 2 }, portfolio };

describe('stratblocks backtest with a portfolio', () => {
  it('prints the shared run with its trades by ticker and the per-symbol breakdown', () => {
    const json = capture(['backtest', '--config', configs.write('shared.json', body), '--json']);
    expect(json.code).toBe(0);
    const results = SharedPortfolioResultsSchema.parse(JSON.parse(json.out));
    expect(results.portfolio.mode).toBe('shared');
    const text = capture(['backtest', '--config', configs.write('shared.json', body)]);
    expect(text.code).toBe(0);
    expect(text.out).toContain('symbol      trades  win rate  net P&L       contribution  exposure');
    // Each trade line starts with its ticker.
    expect(text.out).toMatch(/^ticker +entry +exit/m);
    expect(text.out).toMatch(/^XL[KFE] +\d{4}-\d{2}-\d{2} +\d{4}-\d{2}-\d{2} +long/m);
    if (results.portfolio.mode !== 'shared') throw new Error('shared');
    for (const row of results.portfolio.symbols) {
      expect(text.out).toMatch(new RegExp(`^${row.ticker} +${row.trades} `, 'm'));
    }
  });

  it('prints a scan as one row per symbol with the average and median', () => {
    const scan = { ...body, portfolio: { ...portfolio, mode: 'separate' } };
    const json = capture(['backtest', '--config', configs.write('scan.json', scan), '--json']);
    expect(json.code).toBe(0);
    const results = ScanResultsSchema.parse(JSON.parse(json.out));
    if (results.portfolio.mode !== 'separate') throw new Error('a scan');
    expect(results.portfolio.rows.map((row) => row.ticker)).toEqual(['XLK', 'XLF', 'XLE']);
    const text = capture(['backtest', '--config', configs.write('scan.json', scan)]);
    expect(text.out.split('\n').map((line) => line.split(' ')[0])).toEqual([
      'symbol',
      'XLK',
      'XLF',
      'XLE',
      'average',
      'median',
    ]);
  });

  it('refuses an unknown symbol in one line naming it', () => {
    const bad = { ...body, portfolio: { symbols: ['XLK', 'NOPE'] } };
    const result = capture(['backtest', '--config', configs.write('bad.json', bad)]);
    expect(result.code).not.toBe(0);
    expect(result.err.trim().split('\n')).toHaveLength(1);
    expect(result.err).toContain('NOPE');
  });
});
