import { StrategyConfigSchema } from '@stratblocks/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StrategyConfiguration } from '../src/features/strategies/components/strategy-configuration';

function config(symbols: string[], mode: 'shared' | 'separate' | null) {
  return StrategyConfigSchema.parse({
    schemaVersion: 1,
    generalSetting: { tickerSymbol: symbols[0] },
    entryLogic: { long: null, short: null },
    exitLogic: {},
    riskSetting: {},
    entryLogicRows: [],
    exitLogicRows: [],
    ...(mode && { portfolio: { symbols, mode } }),
  });
}

afterEach(cleanup);

describe("a strategy page's general settings", () => {
  it('show every symbol of a portfolio, not only its first ticker', () => {
    render(<StrategyConfiguration config={config(['SPY', 'QQQ', 'IWM', 'DIA', 'TLT'], 'shared')} />);
    const chips = screen.getByRole('list', { name: 'Portfolio symbols' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['SPY', 'QQQ', 'IWM', 'DIA', 'TLT']);
    expect(screen.getByText('5 symbols · One account')).toBeTruthy();
    expect(screen.queryByText('Ticker')).toBeNull();
  });

  it('show the one ticker of a single-symbol strategy', () => {
    render(<StrategyConfiguration config={config(['AAPL'], null)} />);
    expect(screen.getByText('Ticker')).toBeTruthy();
    expect(screen.getByText('AAPL')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Portfolio symbols' })).toBeNull();
  });
});
