import type { AssetClass, RiskSettings, RowInput, StrategyInput } from './types';

/**
 * The moving-average cross, the strategy every sample and many tests run: SMA(fast) crossing above
 * SMA(slow) to enter, crossing below to leave. Written here once.
 */
export function smaCrossRow(operator: 'Cross Above' | 'Cross Below', fast = 20, slow = 50): RowInput {
  return {
    elements: [
      { name: 'SMA', type: 'comparable', properties: { period: fast } },
      { name: operator, type: 'compare-operator' },
      { name: 'SMA', type: 'comparable', properties: { period: slow } },
    ],
  };
}

/**
 * One trade at a time, sized in percent of equity, with no drawdown or daily-loss rule: the risk
 * settings of the samples (and of the landing page's runs).
 */
export function singleTradeRisk(): RiskSettings {
  return {
    maxOpenTrades: 1,
    fixedPositionSize: 1000,
    maxTradesPerDay: 1,
    maxDrawdown: 0,
    dailyLossLimit: 0,
    riskRewardRatio: 2,
    sizingMode: 'percent',
  };
}

export interface SmaCrossMarket {
  symbol: string;
  assetClass: AssetClass;
  startDate: string;
  endDate: string;
  initialCapital: number;
  /** Per fill, in percent. */
  commission: number;
  slippage: number;
}

/**
 * SMA(20)/SMA(50) cross on daily bars, long only, all in, one trade at a time, no drawdown or
 * daily-loss rule.
 */
export function smaCrossStrategy(market: SmaCrossMarket, fast = 20, slow = 50): StrategyInput {
  return {
    generalSetting: {
      strategyType: 'Long Only',
      timeInterval: '1 Day',
      assetClass: market.assetClass,
      tickerSymbol: market.symbol,
      startDate: market.startDate,
      endDate: market.endDate,
      initialCapital: market.initialCapital,
      equityUsed: 100,
      commission: market.commission,
      slippage: market.slippage,
    },
    entryLogic: { long: smaCrossRow('Cross Above', fast, slow), short: null },
    exitLogic: { exit_long: smaCrossRow('Cross Below', fast, slow), exit_short: null },
    riskSetting: singleTradeRisk(),
  };
}

/**
 * The MA Crossover sample: BTC-USD daily 2020-2025, $10,000, 0.1% commission and 0.05% slippage per
 * fill. The landing page's preview runs it, the blog's backtest chart draws it, and the tests that
 * check both run it again.
 */
export function maCrossoverSample(): StrategyInput {
  return smaCrossStrategy({
    symbol: 'BTC-USD',
    assetClass: 'Cryptocurrency',
    startDate: '2020-01-01',
    endDate: '2025-12-31',
    initialCapital: 10_000,
    commission: 0.1,
    slippage: 0.05,
  });
}
