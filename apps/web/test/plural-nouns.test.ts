import type { RiskEvent } from '@stratblocks/contracts';
import { describe, expect, it } from 'vitest';
import { riskSentence } from '../src/features/backtests/charts/risk-legend';
import { symbolsLine } from '../src/features/watches/components/watch-card';
import { countOf, pluralNoun } from '../src/lib/plural';

describe('a count and its noun', () => {
  it('is singular for exactly one and plural otherwise', () => {
    expect(countOf(0, 'trade')).toBe('0 trades');
    expect(countOf(1, 'trade')).toBe('1 trade');
    expect(countOf(2, 'trade')).toBe('2 trades');
    expect(countOf(12_345, 'bar')).toBe('12,345 bars');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'strategy', 'strategies')).toBe('1 strategy');
    expect(countOf(3, 'strategy', 'strategies')).toBe('3 strategies');
  });

  it('reads a missing count as plural', () => {
    expect(countOf(null, 'symbol')).toBe('N/A symbols');
    expect(pluralNoun(undefined, 'trader')).toBe('traders');
    expect(pluralNoun(1, 'trader')).toBe('trader');
  });
});

describe('counts shown with a noun use it', () => {
  it('a watched portfolio of one symbol, a loss limit on one day', () => {
    expect(symbolsLine({ symbols: ['SPY'], portfolio_mode: 'shared' })).toBe('1 symbol (one account): SPY');
    expect(symbolsLine({ symbols: ['SPY', 'QQQ'], portfolio_mode: 'separate' })).toBe(
      '2 symbols (each on its own): SPY, QQQ',
    );
    const limited = { kind: 'daily_loss_limit', date: '2024-03-04' } as RiskEvent;
    expect(riskSentence([limited])).toBe('; daily loss limit reached on 1 day');
  });
});
