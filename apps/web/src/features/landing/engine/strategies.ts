import {
  maCrossoverSample,
  singleTradeRisk,
  type AssetClass,
  type BlockElementInput,
  type StrategyInput,
} from '@stratblocks/engine';
import type { DemoSymbol } from './types';

/** The window every landing run covers: the whole bundled slice. */
export const DEMO_START = '2020-01-01';
export const DEMO_END = '2025-12-31';

/** Costs the landing runs charge, per fill: the builder's defaults for a realistic run. */
export const DEMO_COMMISSION_PERCENT = 0.1;
export const DEMO_SLIPPAGE_PERCENT = 0.05;

export function assetClassOf(symbol: DemoSymbol): AssetClass {
  return symbol === 'AAPL' ? 'US Stocks' : 'Cryptocurrency';
}

const block = (name: string, type: BlockElementInput['type'], properties?: BlockElementInput['properties']) =>
  ({ name, type, ...(properties ? { properties } : {}) }) satisfies BlockElementInput;

/** A long-only daily strategy on a slice, all in, one trade at a time. */
export function demoStrategy(options: {
  symbol: DemoSymbol;
  capital: number;
  entry: BlockElementInput[];
  exit: BlockElementInput[];
}): StrategyInput {
  return {
    generalSetting: {
      strategyType: 'Long Only',
      timeInterval: '1 Day',
      assetClass: assetClassOf(options.symbol),
      tickerSymbol: options.symbol,
      startDate: DEMO_START,
      endDate: DEMO_END,
      initialCapital: options.capital,
      equityUsed: 100,
      commission: DEMO_COMMISSION_PERCENT,
      slippage: DEMO_SLIPPAGE_PERCENT,
    },
    entryLogic: { long: { elements: options.entry }, short: null },
    exitLogic: { exit_long: options.exit.length ? { elements: options.exit } : null, exit_short: null },
    riskSetting: singleTradeRisk(),
  };
}

export type PreviewStrategyId = 'ma-crossover' | 'rsi-reversal';

export interface PreviewStrategy {
  id: PreviewStrategyId;
  name: string;
  symbol: DemoSymbol;
  timeframe: string;
  period: string;
  /** The rules in words, shown under the card so a visitor sees exactly what ran. */
  rules: { entry: string; exit: string };
  strategy: StrategyInput;
}

const PREVIEW_CAPITAL = 10_000;

/** The hero's two sample strategies, both on BTC-USD daily bars of 2020 to 2025. */
export const PREVIEW_STRATEGIES: readonly PreviewStrategy[] = [
  {
    id: 'ma-crossover',
    name: 'MA Crossover',
    symbol: 'BTC-USD',
    timeframe: '1D',
    period: '2020-2025',
    rules: { entry: 'SMA(20) crosses above SMA(50)', exit: 'SMA(20) crosses below SMA(50)' },
    // The engine's MA Crossover sample: the same strategy the blog draws and the tests check.
    strategy: maCrossoverSample(),
  },
  {
    id: 'rsi-reversal',
    name: 'RSI Reversal',
    symbol: 'BTC-USD',
    timeframe: '1D',
    period: '2020-2025',
    rules: {
      entry: 'RSI(14) crosses back above 30',
      exit: 'RSI(14) crosses above 70',
    },
    strategy: demoStrategy({
      symbol: 'BTC-USD',
      capital: PREVIEW_CAPITAL,
      entry: [
        block('RSI', 'comparable', { period: 14 }),
        block('Cross Above', 'compare-operator'),
        block('Number', 'comparable', { value: 30 }),
      ],
      exit: [
        block('RSI', 'comparable', { period: 14 }),
        block('Cross Above', 'compare-operator'),
        block('Number', 'comparable', { value: 70 }),
      ],
    }),
  },
];
