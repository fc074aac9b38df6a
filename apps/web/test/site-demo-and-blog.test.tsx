import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_POST_IDS } from '@stratblocks/contracts';
import { parseBarsCsv, runBacktest, sliceByDate } from '@stratblocks/engine';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POSTS, readTimeMinutes, wordCount } from '../src/features/blog/posts';
import { RichText } from '../src/features/blog/components/rich-text';
import {
  conditionBlocks,
  conditionDefinition,
  CONDITIONS,
  joinWithOr,
  validateDemo,
  type DroppedCondition,
} from '../src/features/landing/demo/conditions';
import { DEMO_TIMEFRAME, demoReducer, initialDemoState } from '../src/features/landing/demo/use-demo';
import { recentWinningTrades } from '../src/features/landing/hero/preview-figures';
import { demoStrategy } from '../src/features/landing/engine/strategies';
import type { RunTrade } from '../src/features/landing/engine/types';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const dropped = (id: number, kind: DroppedCondition['kind'], values: string[]): DroppedCondition => ({
  id,
  kind,
  values,
});

describe('the landing demo', () => {
  it('checks its four rules in the spec order, each with the warning sign', () => {
    expect(validateDemo([])).toBe('⚠️ Please add at least one condition to your strategy!');
    expect(validateDemo([dropped(1, 'stop-loss', ['2'])])).toBe(
      '⚠️ Your strategy needs at least one entry condition (green)!',
    );
    expect(validateDemo([dropped(1, 'rsi-signal', ['', ''])])).toBe(
      '⚠️ Your strategy needs at least one exit condition (red)!',
    );
    expect(validateDemo([dropped(1, 'price-breakout', ['20', '5']), dropped(2, 'take-profit', [' '])])).toBe(
      '⚠️ Please fill all fields for "Take Profit"',
    );
    expect(
      validateDemo([dropped(1, 'ma-crossover', ['20', '50']), dropped(2, 'take-profit', ['5'])]),
    ).toBeNull();
  });

  it('drops a condition with its default values, described in a sentence that reads naturally', () => {
    const state = demoReducer(demoReducer(initialDemoState, { type: 'add', kind: 'ma-crossover' }), {
      type: 'add',
      kind: 'take-profit',
    });
    expect(state.conditions.map((condition) => condition.values)).toEqual([['20', '50'], ['10']]);
    expect(validateDemo(state.conditions)).toBeNull();
    const sentence = (kind: DroppedCondition['kind'], values: string[]) =>
      conditionDefinition(kind).describe(values);
    expect(sentence('take-profit', ['10'])).toBe('Sell when the price is 10% above the entry price.');
    expect(sentence('stop-loss', ['5'])).toBe('Sell when the price is 5% below the entry price.');
    expect(sentence('ma-crossover', ['20', '50'])).toBe(
      'Buy when the 20-day simple moving average crosses above the 50-day one.',
    );
    expect(sentence('rsi-signal', ['14', '30'])).toBe('Buy while the 14-day RSI is below 30 (oversold).');
    expect(sentence('price-breakout', ['1', '5'])).toBe(
      'Buy when the close is up more than 5% over the last day.',
    );
    expect(sentence('take-profit', [''])).toBe('Sell when the price is …% above the entry price.');
    for (const condition of CONDITIONS)
      expect(condition.describe(condition.fields.map((field) => field.defaultValue))).not.toMatch(
        /Percentage|Period|Threshold|Fast MA|Slow MA/,
      );
  });

  it('offers only the daily bars it runs', () => {
    expect(DEMO_TIMEFRAME).toBe('1D');
    expect(Object.keys(initialDemoState)).not.toContain('timeframe');
  });

  it('turns every condition into blocks the engine runs on the bundled slice without a diagnostic', () => {
    const entries = [
      dropped(1, 'ma-crossover', ['20', '50']),
      dropped(2, 'rsi-signal', ['14', '30']),
      dropped(3, 'price-breakout', ['20', '10']),
    ];
    const exits = [dropped(4, 'take-profit', ['5']), dropped(5, 'stop-loss', ['2'])];
    const strategy = demoStrategy({
      symbol: 'AAPL',
      capital: 10_000,
      entry: joinWithOr(entries.map(conditionBlocks)),
      exit: joinWithOr(exits.map(conditionBlocks)),
    });
    const parsed = parseBarsCsv(
      readFileSync(join(ROOT, 'apps/web/public/demo-data/AAPL.csv'), 'utf8'),
      'AAPL',
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const outcome = runBacktest(strategy, sliceByDate(parsed.series, '2020-01-01', '2025-12-31'));
    expect(outcome.ok && outcome.diagnostics).toEqual([]);
    if (outcome.ok) expect(outcome.results.closed_trades.length).toBeGreaterThan(10);
  });

  it('ships slices that are the bundled daily rows of 2020 to 2025, unchanged', () => {
    for (const [slice, source] of [
      ['BTC-USD', 'BTC-USD'],
      ['ETH-USD', 'ETH-USD'],
      ['AAPL', 'AAPL'],
    ]) {
      const shipped = readFileSync(join(ROOT, `apps/web/public/demo-data/${slice}.csv`), 'utf8')
        .trim()
        .split('\n');
      const bundled = readFileSync(join(ROOT, `data/market/1d/${source}.csv`), 'utf8')
        .trim()
        .split(/\r?\n/);
      const expected = [bundled[0], ...bundled.slice(1).filter((row) => row >= '2020-01-01' && row < '2026')];
      expect(shipped).toEqual(expected);
    }
  });

  it('lists at most 6 winning trades, newest first', () => {
    const trade = (exitDate: string, pnlPercent: number): RunTrade => ({
      entryDate: '2020-01-01',
      exitDate,
      type: 'long',
      entryPrice: 1,
      exitPrice: 1,
      pnlPercent,
    });
    const trades = [
      '2021-01-05',
      '2022-03-01',
      '2020-06-01',
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
      '2025-06-01',
      '2025-07-01',
    ].map((date, index) => trade(date, index === 7 ? -3 : 1 + index));
    expect(recentWinningTrades(trades).map((item) => item.exitDate)).toEqual([
      '2025-06-01',
      '2025-01-01',
      '2024-01-01',
      '2023-01-01',
      '2022-03-01',
      '2021-01-05',
    ]);
  });
});

describe('the blog', () => {
  it('has one article per id of the sitemap list, each of at least 1,500 words, read in 8, 10 and 12 minutes', () => {
    expect(POSTS.map((post) => post.id)).toEqual([...BLOG_POST_IDS]);
    for (const post of POSTS) expect(wordCount(post)).toBeGreaterThanOrEqual(1500);
    expect(POSTS.map(readTimeMinutes)).toEqual([8, 10, 12]);
  });

  it('renders **bold** as <strong> and never as markup from the text', () => {
    const { container } = render(<RichText text={'Plain **bold <img src=x onerror=alert(1)>** tail'} />);
    expect(container.querySelector('strong')?.textContent).toBe('bold <img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });
});
