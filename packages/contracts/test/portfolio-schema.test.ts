import { describe, expect, it } from 'vitest';
import {
  migrateStrategyConfig,
  PortfolioBreakdownSchema,
  RunRequestSchema,
  STREAM_MARKERS,
  StreamReader,
  formatStreamPart,
  withPortfolioTicker,
} from '../src/index';

describe('portfolio in the run body and strategy_config', () => {
  it('reads a portfolio with its defaults and sets the ticker to the first symbol', () => {
    const body = RunRequestSchema.parse({ portfolio: { symbols: ['QQQ', 'SPY', 'IWM'] } });
    expect(body.portfolio).toEqual({ symbols: ['QQQ', 'SPY', 'IWM'], mode: 'shared' });
    expect(body.generalSetting.tickerSymbol).toBe('SPY');
    expect(withPortfolioTicker(body).generalSetting.tickerSymbol).toBe('QQQ');
  });

  it.each([
    [{ symbols: ['SPY'] }, 'A portfolio holds 2 to 50 symbols'],
    [{ symbols: Array.from({ length: 51 }, (_, index) => `S${index}`) }, 'A portfolio holds 2 to 50 symbols'],
    [{ symbols: ['SPY', 'spy'] }, 'A portfolio lists each symbol once'],
    [{ symbols: ['SPY', 'QQQ'], mode: 'together' }, 'portfolio.mode'],
    [
      { symbols: ['SPY', 'QQQ'], rankBy: { element: { name: 'RSI' }, order: 'best' } },
      'portfolio.rankBy.order',
    ],
  ])('refuses %j', (portfolio, message) => {
    const parsed = RunRequestSchema.safeParse({ portfolio });
    expect(parsed.success).toBe(false);
    const text = parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    expect(text).toContain(message);
  });

  it('keeps a saved portfolio through migration, and leaves it absent where it was', () => {
    const saved = migrateStrategyConfig({
      schemaVersion: 1,
      portfolio: {
        symbols: ['XLK', 'XLF'],
        mode: 'separate',
        rankBy: { element: { name: 'Price Change %', properties: { period: 20 } }, order: 'lowest' },
      },
    });
    expect(saved.ok && saved.config.portfolio).toEqual({
      symbols: ['XLK', 'XLF'],
      mode: 'separate',
      rankBy: { element: { name: 'Price Change %', properties: { period: 20 } }, order: 'lowest' },
    });
    const old = migrateStrategyConfig({ generalSetting: { tickerSymbol: 'SPY' } });
    expect(old.ok && 'portfolio' in old.config).toBe(false);
  });
});

describe('the portfolio part of the stream', () => {
  it('travels between its own markers and reads back', () => {
    const breakdown = {
      mode: 'shared',
      symbols: [{ ticker: 'SPY', trades: 2, win_rate: 50, net_pnl: 12.5, contribution: 0.125, exposure: 40 }],
    };
    const reader = new StreamReader();
    reader.push(formatStreamPart('portfolio', JSON.stringify(breakdown)));
    expect(STREAM_MARKERS.portfolio.start).toBe('PORTFOLIO_DATA_START');
    expect(PortfolioBreakdownSchema.parse(JSON.parse(reader.state.parts.portfolio ?? 'null'))).toEqual(
      breakdown,
    );
  });
});
