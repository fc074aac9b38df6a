import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StrategyConfigSchema } from '@stratblocks/contracts';
import {
  emptyDocument,
  fromStrategyConfig,
  toRunRequest,
  toStrategyConfig,
} from '../src/features/builder/model/document';
import { addSymbols, parseSymbolList, READY_MADE_LISTS } from '../src/features/builder/model/portfolio';

const DAILY_DATA = resolve(__dirname, '../../../data/market/1d');

describe('builder portfolio model', () => {
  it('reads a pasted list separated by commas, spaces and new lines', () => {
    expect(parseSymbolList('xlk, XLF\nxle  xlv,\n')).toEqual(['XLK', 'XLF', 'XLE', 'XLV']);
  });

  it('adds each symbol once and at most 50, counting what is left out', () => {
    expect(addSymbols(['XLK'], ['xlk', 'XLF', 'XLF'])).toEqual({ symbols: ['XLK', 'XLF'], dropped: 0 });
    const many = Array.from({ length: 55 }, (_, index) => `S${index}`);
    const outcome = addSymbols([], many);
    expect(outcome.symbols).toHaveLength(50);
    expect(outcome.dropped).toBe(5);
  });

  it('keeps a strategy single-symbol with fewer than 2 symbols', () => {
    const document = { ...emptyDocument(), portfolio: { symbols: ['XLK'], mode: 'shared' as const } };
    expect(toStrategyConfig(document)).not.toHaveProperty('portfolio');
    expect(toRunRequest(document)).not.toHaveProperty('portfolio');
  });

  it('saves, loads and runs the portfolio with the first symbol as the ticker', () => {
    const portfolio = {
      symbols: ['XLK', 'XLF', 'XLE'],
      mode: 'shared' as const,
      rankBy: {
        element: { name: 'RSI', type: 'comparable' as const, properties: { period: 14 } },
        order: 'lowest' as const,
      },
    };
    const config = toStrategyConfig({ ...emptyDocument(), portfolio });
    expect(StrategyConfigSchema.parse(config).portfolio).toEqual(portfolio);
    expect(config.generalSetting.tickerSymbol).toBe('XLK');
    expect(fromStrategyConfig('Rotation', config).portfolio).toEqual(portfolio);
    expect(toRunRequest({ ...emptyDocument(), portfolio }).portfolio).toEqual(portfolio);
  });

  it('offers ready-made lists of symbols the bundled daily data has', () => {
    for (const list of READY_MADE_LISTS) {
      for (const symbol of list.symbols)
        expect(existsSync(resolve(DAILY_DATA, `${symbol}.csv`)), symbol).toBe(true);
    }
  });
});
