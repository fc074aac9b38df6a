import { RunRequestSchema } from '@stratblocks/contracts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseBarsCsv, runPortfolio, sliceByDate, type BarSeries } from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import { toRunRequest, type BuilderDocument } from '../src/features/builder/model/document';
import {
  EMPTY_PORTFOLIO,
  portfolioSizingText,
  slotSizedEquity,
} from '../src/features/builder/model/portfolio';
import { withPortfolio } from '../src/features/builder/model/with-portfolio';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';

const DAILY_DATA = resolve(__dirname, '../../../data/market/1d');
const FIVE = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'META'];

function smaCrossover(): BuilderDocument {
  const template = STRATEGY_TEMPLATES.find((candidate) => candidate.name === 'SMA Crossover');
  if (!template) throw new Error('no SMA Crossover template');
  return template.build();
}

/** The document run as the server runs it, on the bundled daily bars of its window. */
function tradesOf(document: BuilderDocument): number {
  // The body the server receives, with its defaults filled.
  const request = RunRequestSchema.parse(toRunRequest(document));
  const portfolio = request.portfolio;
  if (!portfolio) throw new Error('not a portfolio');
  const { startDate, endDate } = document.generalSetting;
  const bars: Record<string, BarSeries> = {};
  for (const symbol of portfolio.symbols) {
    const parsed = parseBarsCsv(readFileSync(resolve(DAILY_DATA, `${symbol}.csv`), 'utf8'), symbol);
    if (!parsed.ok) throw new Error(parsed.message);
    bars[symbol] = sliceByDate(parsed.series, startDate, endDate);
  }
  const outcome = runPortfolio({ ...request, portfolio }, bars);
  if (!outcome.ok || !('closed_trades' in outcome.results)) throw new Error('the portfolio did not run');
  return outcome.results.closed_trades.length;
}

describe('a strategy that becomes a shared portfolio', () => {
  it('sizes each position to fill its slots: 100 / max open trades, rounded down', () => {
    expect(slotSizedEquity(5)).toBe(20);
    expect(slotSizedEquity(3)).toBe(33);
    expect(slotSizedEquity(1)).toBe(100);
    const document = smaCrossover();
    expect(document.generalSetting.equityUsed).toBe(100);
    const portfolio = withPortfolio(document, { ...EMPTY_PORTFOLIO, symbols: FIVE });
    expect(portfolio.generalSetting.equityUsed).toBe(20);
    expect(portfolioSizingText(20, 5)).toBe('20% of equity per position, up to 5 positions.');
  });

  it('sets it only on becoming one: a value typed afterwards and a new max open trades stay', () => {
    const document = withPortfolio(smaCrossover(), { ...EMPTY_PORTFOLIO, symbols: FIVE });
    const typed = { ...document, generalSetting: { ...document.generalSetting, equityUsed: 30 } };
    const moreSlots = { ...typed, riskSetting: { ...typed.riskSetting, maxOpenTrades: 8 } };
    const another = withPortfolio(moreSlots, { ...EMPTY_PORTFOLIO, symbols: [...FIVE, 'NVDA'] });
    expect(another.generalSetting.equityUsed).toBe(30);
    // One symbol is no portfolio, and a scan runs each symbol with the whole capital.
    expect(
      withPortfolio(smaCrossover(), { ...EMPTY_PORTFOLIO, symbols: ['AAPL'] }).generalSetting.equityUsed,
    ).toBe(100);
    const scan = withPortfolio(smaCrossover(), { symbols: FIVE, mode: 'separate' });
    expect(scan.generalSetting.equityUsed).toBe(100);
    // From a scan to one account is becoming a shared portfolio.
    expect(withPortfolio(scan, { symbols: FIVE, mode: 'shared' }).generalSetting.equityUsed).toBe(20);
  });

  it('fills its slots on the bundled data, trading far more than all in per position', () => {
    const single = smaCrossover();
    const shared = withPortfolio(single, { ...EMPTY_PORTFOLIO, symbols: FIVE });
    const allIn = { ...shared, generalSetting: { ...shared.generalSetting, equityUsed: 100 } };
    const sized = tradesOf(shared);
    const crowded = tradesOf(allIn);
    // 2020-2024, five stocks: about 70 trades against about 24 when the first entry takes it all.
    expect(sized).toBeGreaterThan(50);
    expect(sized).toBeGreaterThan(2 * crowded);
  });
});
