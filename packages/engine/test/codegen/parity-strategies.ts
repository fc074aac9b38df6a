import type {
  AssetClass,
  BlockPropertyInput,
  GeneralSettings,
  LogicNodeInput,
  RiskSettings,
  RowElementInput,
  StrategyInput,
} from '../../src/index';

/** A block of a row, with the properties the row sets. */
export function block(name: string, properties?: Record<string, BlockPropertyInput>): RowElementInput {
  return properties ? { name, properties } : { name };
}

const n = (value: number) => block('Number', { value });
/** A property linked to one of the strategy's inputs. */
const input = (name: string) => ({ input: name });

export function row(id: number, ...elements: RowElementInput[]): LogicNodeInput {
  return { id, elements };
}

export function or(left: LogicNodeInput, right: LogicNodeInput): LogicNodeInput {
  return { type: 'boolean-operator', name: 'Or', left, right };
}

export function and(left: LogicNodeInput, right: LogicNodeInput): LogicNodeInput {
  return { type: 'boolean-operator', name: 'And', left, right };
}

export interface ParityCase {
  name: string;
  /** Bundled CSV: data/market/<interval>/<file>.csv. */
  file: string;
  strategy: StrategyInput;
}

export interface CaseOptions {
  general: Partial<GeneralSettings> & Pick<GeneralSettings, 'tickerSymbol' | 'startDate' | 'endDate'>;
  risk?: Partial<RiskSettings>;
  long?: LogicNodeInput;
  short?: LogicNodeInput;
  exitLong?: LogicNodeInput;
  exitShort?: LogicNodeInput;
  entryRows?: StrategyInput['entryLogicRows'];
  exitRows?: StrategyInput['exitLogicRows'];
}

/** A parity case's strategy: 10,000 capital, 100% equity, 0.1% commission, 0.05% slippage, unless given. */
export function strategy(options: CaseOptions): StrategyInput {
  return {
    generalSetting: {
      strategyType: options.short || options.exitShort ? 'Long/Short' : 'Long Only',
      timeInterval: '1 Day',
      assetClass: 'US Stocks',
      initialCapital: 10000,
      equityUsed: 100,
      commission: 0.1,
      slippage: 0.05,
      ...options.general,
    },
    entryLogic: { long: options.long ?? null, short: options.short ?? null },
    exitLogic: { exit_long: options.exitLong ?? null, exit_short: options.exitShort ?? null },
    riskSetting: {
      maxOpenTrades: 5,
      fixedPositionSize: 1000,
      maxTradesPerDay: 10,
      maxDrawdown: 0,
      dailyLossLimit: 0,
      riskRewardRatio: 2,
      sizingMode: 'percent',
      ...options.risk,
    },
    ...(options.entryRows ? { entryLogicRows: options.entryRows } : {}),
    ...(options.exitRows ? { exitLogicRows: options.exitRows } : {}),
  };
}

/**
 * Strategies that together use every comparable and boolean block of the catalogue (most in their
 * default form, several with other properties and sources), every compare operator, And and Or
 * inside rows and between rows, every exit block, Long Only and Long/Short with reversals, each
 * risk rule, percent and fixed sizing, US stocks, crypto and forex, and the 1 Day, 1 Week, 1 Month
 * and 1 Hour intervals.
 */
export const PARITY_CASES: ParityCase[] = [
  {
    name: 'moving averages, trailing stop',
    file: 'SPY',
    strategy: strategy({
      general: { tickerSymbol: 'SPY', startDate: '2016-01-01', endDate: '2023-12-31' },
      long: or(
        row(1, block('Close'), block('Cross Above'), block('SMA', { period: 50 })),
        row(
          2,
          block('EMA', { period: 12 }),
          block('Cross Above'),
          block('WMA', { period: 26, source: 'hl2' }),
          block('And'),
          block('VWMA', { period: 20 }),
          block('>='),
          block('DEMA', { period: 30 }),
        ),
      ),
      exitLong: or(
        row(
          1,
          block('Close'),
          block('Cross Below'),
          block('KAMA', { period: 10 }),
          block('Or'),
          block('HMA', { period: 20 }),
          block('Cross Below'),
          block('T3', { period: 5, vFactor: 0.7 }),
        ),
        row(
          2,
          block('ZLEMA', { period: 20, source: 'ohlc4' }),
          block('<'),
          block('SMMA', { period: 20 }),
          block('And'),
          block('TEMA', { period: 15 }),
          block('<='),
          block('TRIMA', { period: 20, source: 'hlc3' }),
          block('Or'),
          block('Trailing Stop %', { percentage: 6 }),
        ),
      ),
    }),
  },
  {
    name: 'trend indicators, long/short reversals, $ stops and targets',
    file: 'AAPL',
    strategy: strategy({
      general: { tickerSymbol: 'AAPL', startDate: '2018-01-01', endDate: '2023-12-31', commission: 0.05 },
      long: or(
        row(
          1,
          block('Linear Regression', { period: 14 }),
          block('>'),
          block('Time Series Forecast', { period: 14 }),
          block('And'),
          block('Linear Regression Slope', { period: 10 }),
          block('>'),
          n(0),
          block('And'),
          block('ADX', { period: 14 }),
          block('>'),
          n(20),
        ),
        row(
          2,
          block('Close'),
          block('Cross Above'),
          block('Parabolic SAR', { acceleration: 0.02, maximum: 0.2 }),
          block('And'),
          block('DMI', { period: 14, line: 'plus' }),
          block('>'),
          block('DMI', { period: 14, line: 'minus' }),
        ),
      ),
      short: or(
        row(3, block('Close'), block('Cross Below'), block('SuperTrend', { period: 10, multiplier: 3 })),
        row(
          4,
          block('Ichimoku Cloud', { line: 'tenkan' }),
          block('Cross Below'),
          block('Ichimoku Cloud', { line: 'kijun' }),
          block('And'),
          block('Close'),
          block('<'),
          block('Ichimoku Cloud', { line: 'senkou_a' }),
          block('And'),
          block('Close'),
          block('<'),
          block('Ichimoku Cloud', { line: 'senkou_b' }),
        ),
      ),
      exitLong: or(
        row(1, block('Aroon', { period: 14, line: 'down' }), block('='), n(100)),
        row(2, block('Stop Loss $', { amount: 400 }), block('Or'), block('Take Profit $', { amount: 900 })),
      ),
      exitShort: or(
        row(3, block('Aroon Oscillator', { period: 14 }), block('Cross Above'), n(50)),
        row(
          4,
          block('ADXR', { period: 14 }),
          block('<'),
          n(15),
          block('Or'),
          block('Stop Loss $', { amount: 300 }),
        ),
      ),
    }),
  },
  {
    name: 'momentum oscillators, pyramiding with 30% per trade',
    file: 'SPY',
    strategy: strategy({
      general: { tickerSymbol: 'SPY', startDate: '2014-01-01', endDate: '2020-12-31', equityUsed: 30 },
      risk: { maxOpenTrades: 3 },
      long: or(
        or(
          row(1, block('RSI', { period: 14 }), block('<'), n(35)),
          row(2, block('MACD', { line: 'macd' }), block('Cross Above'), block('MACD', { line: 'signal' })),
        ),
        or(
          row(
            3,
            block('Stochastic', { line: 'k' }),
            block('Cross Above'),
            block('Stochastic', { line: 'd' }),
            block('And'),
            block('Stochastic', { line: 'k' }),
            block('<'),
            n(25),
          ),
          row(
            4,
            block('Williams %R', { period: 14 }),
            block('<'),
            n(-92),
            block('Or'),
            block('CCI', { period: 20 }),
            block('<'),
            n(-160),
          ),
        ),
      ),
      exitLong: or(
        row(1, block('RSI', { period: 14, source: 'hlc3' }), block('>'), n(68)),
        row(
          2,
          block('MACD', { fast: 8, slow: 21, signal: 5, line: 'histogram' }),
          block('Cross Below'),
          n(0),
          block('And'),
          block('ROC', { period: 10 }),
          block('>'),
          n(2),
          block('Or'),
          block('Momentum', { period: 10 }),
          block('<'),
          n(-8),
          block('Or'),
          block('Take Profit %', { percentage: 4 }),
          block('Or'),
          block('Stop Loss %', { percentage: 3 }),
        ),
      ),
    }),
  },
  {
    name: 'more momentum on crypto, ATR exits and risk/reward',
    file: 'BTC-USD',
    strategy: strategy({
      general: {
        tickerSymbol: 'BTC-USD',
        assetClass: 'Cryptocurrency',
        startDate: '2019-01-01',
        endDate: '2023-12-31',
        commission: 0.2,
        slippage: 0.1,
      },
      long: or(
        row(
          1,
          block('TRIX', { period: 15 }),
          block('Cross Above'),
          n(0),
          block('Or'),
          block('Stochastic RSI', { line: 'k' }),
          block('Cross Above'),
          block('Stochastic RSI', { line: 'd' }),
          block('And'),
          block('Stochastic RSI', { line: 'd' }),
          block('<'),
          n(20),
        ),
        row(
          2,
          block('Ultimate Oscillator'),
          block('<'),
          n(35),
          block('Or'),
          block('PPO', { fast: 12, slow: 26 }),
          block('Cross Above'),
          n(0),
          block('Or'),
          block('TSI', { long: 25, short: 13 }),
          block('Cross Above'),
          n(0),
        ),
      ),
      short: row(
        3,
        block('APO', { fast: 10, slow: 30 }),
        block('Cross Below'),
        n(0),
        block('And'),
        block('CMO', { period: 14 }),
        block('<'),
        n(0),
        block('Or'),
        block('Balance of Power'),
        block('<'),
        n(-0.9),
        block('And'),
        block('Awesome Oscillator'),
        block('<'),
        n(0),
      ),
      exitLong: row(
        1,
        block('ATR Stop', { atrMultiplier: 2, period: 14 }),
        block('Or'),
        block('Risk/Reward Ratio', { ratio: 1.5 }),
        block('Or'),
        block('TSI', { long: 25, short: 13 }),
        block('Cross Below'),
        n(0),
      ),
      exitShort: row(
        2,
        block('Trailing Stop ATR', { atrMultiplier: 2.5, period: 10 }),
        block('Or'),
        block('Risk/Reward Ratio'),
        block('Or'),
        block('CMO', { period: 14 }),
        block('>'),
        n(40),
      ),
    }),
  },
  {
    name: 'volume indicators, fixed sizing, holding period and max drawdown exit',
    file: 'SPY',
    strategy: strategy({
      general: { tickerSymbol: 'SPY', startDate: '2015-01-01', endDate: '2021-12-31' },
      risk: { sizingMode: 'fixed', fixedPositionSize: 4000, maxOpenTrades: 2 },
      long: or(
        row(
          1,
          block('OBV', { line: 'value' }),
          block('Cross Above'),
          block('OBV', { period: 20, line: 'signal' }),
          block('And'),
          block('Volume'),
          block('>'),
          block('Volume SMA', { period: 20 }),
        ),
        or(
          row(
            2,
            block('AD', { line: 'value' }),
            block('Cross Above'),
            block('AD', { period: 10, line: 'signal' }),
            block('And'),
            block('Chaikin Oscillator'),
            block('>'),
            n(0),
          ),
          row(
            3,
            block('MFI', { period: 14 }),
            block('<'),
            n(25),
            block('Or'),
            block('CMF', { period: 20 }),
            block('>'),
            n(0.25),
            block('Or'),
            block('Volume Rate', { period: 14 }),
            block('>'),
            n(2.2),
          ),
        ),
      ),
      exitLong: or(
        row(
          1,
          block('Close'),
          block('Cross Below'),
          block('VWAP'),
          block('Or'),
          block('Force Index', { period: 13 }),
          block('<'),
          n(-1e9),
          block('Or'),
          block('Ease of Movement', { period: 14 }),
          block('<'),
          n(-2),
        ),
        row(
          2,
          block('Fixed Holding Period', { bars: 15 }),
          block('Or'),
          block('Max Drawdown', { percentage: 4 }),
        ),
      ),
    }),
  },
  {
    name: 'volatility indicators, long/short, support and resistance breaks',
    file: 'QQQ',
    strategy: strategy({
      general: { tickerSymbol: 'QQQ', startDate: '2017-01-01', endDate: '2022-12-31' },
      long: or(
        row(
          1,
          block('Close'),
          block('Cross Above'),
          block('Bollinger Bands', { line: 'lower' }),
          block('Or'),
          block('Bollinger %B', { period: 20, stdDev: 2 }),
          block('<'),
          n(0.05),
        ),
        row(
          2,
          block('Close'),
          block('Cross Above'),
          block('Keltner Channels', { line: 'upper' }),
          block('And'),
          block('ATR', { period: 14 }),
          block('>'),
          block('True Range'),
        ),
      ),
      short: or(
        row(
          3,
          block('Close'),
          block('Cross Below'),
          block('Donchian Channels', { period: 20, line: 'middle' }),
          block('And'),
          block('NATR', { period: 14 }),
          block('>'),
          n(1.5),
        ),
        row(
          4,
          block('Z-Score', { period: 20 }),
          block('>'),
          n(2),
          block('And'),
          block('Bollinger Bandwidth', { period: 20, stdDev: 2 }),
          block('>'),
          n(0.04),
        ),
      ),
      exitLong: or(
        row(
          1,
          block('Close'),
          block('>'),
          block('Bollinger Bands', { line: 'upper', stdDev: 2.5 }),
          block('Or'),
          block('Close'),
          block('<'),
          block('Keltner Channels', { line: 'lower', multiplier: 1.5 }),
        ),
        row(
          2,
          block('Support Break', { lookback: 10 }),
          block('Or'),
          block('Resistance Break', { lookback: 30 }),
        ),
      ),
      exitShort: or(
        row(
          3,
          block('Close'),
          block('Cross Above'),
          block('Donchian Channels', { period: 20, line: 'upper' }),
          block('Or'),
          block('Standard Deviation', { period: 10 }),
          block('>'),
          block('Keltner Channels', { line: 'middle' }),
        ),
        row(
          4,
          block('Resistance Break', { lookback: 15 }),
          block('Or'),
          block('Support Break', { lookback: 20 }),
        ),
      ),
    }),
  },
  {
    name: 'support and resistance levels on weekly bars',
    file: 'SPY',
    strategy: strategy({
      general: {
        tickerSymbol: 'SPY',
        startDate: '2006-01-01',
        endDate: '2024-12-31',
        timeInterval: '1 Week',
      },
      long: or(
        row(
          1,
          block('Close'),
          block('Cross Above'),
          block('Pivot Points', { line: 'r1' }),
          block('Or'),
          block('Low'),
          block('<'),
          block('Pivot Points', { period: 3, line: 's2' }),
        ),
        row(
          2,
          block('Close'),
          block('Cross Above'),
          block('Resistance Level', { lookback: 10 }),
          block('Or'),
          block('High'),
          block('='),
          block('Highest High', { period: 26 }),
        ),
      ),
      exitLong: or(
        or(
          row(
            1,
            block('Close'),
            block('Cross Below'),
            block('Fibonacci Retracement', { levels: '0.236, 0.5, 0.786', lookback: 26, line: 'level2' }),
            block('Or'),
            block('Low'),
            block('<'),
            block('Support Level', { lookback: 8 }),
          ),
          row(
            2,
            block('Low'),
            block('<='),
            block('Lowest Low', { period: 13 }),
            block('Or'),
            block('Close'),
            block('<'),
            block('Midpoint', { period: 20, source: 'low' }),
            block('Or'),
            block('Close'),
            block('<'),
            block('Pivot Points', { line: 's3' }),
            block('Or'),
            block('Close'),
            block('>'),
            block('Pivot Points', { line: 'r3' }),
          ),
        ),
        row(3, block('Pivot Points', { line: 'pivot' }), block('>'), block('Pivot Points', { line: 'r2' })),
      ),
    }),
  },
  {
    name: 'patterns and market data, end of week and profit target',
    file: 'SPY',
    strategy: strategy({
      general: { tickerSymbol: 'SPY', startDate: '2010-01-01', endDate: '2016-12-31', slippage: 0 },
      long: or(
        row(
          1,
          block('Engulfing'),
          block('Or'),
          block('Hammer'),
          block('Or'),
          block('Doji', { threshold: 0.05 }),
          block('And'),
          block('Close'),
          block('<'),
          block('Previous Close', { offset: 1 }),
        ),
        row(
          2,
          block('Gap %', { period: 1 }),
          block('<'),
          n(-1),
          block('Or'),
          block('Price Change %', { period: 3 }),
          block('<'),
          n(-3),
          block('Or'),
          block('Close'),
          block('='),
          block('Day High'),
          block('And'),
          block('Open'),
          block('>'),
          block('Close', { value: 2 }),
        ),
      ),
      exitLong: or(
        row(
          1,
          block('Shooting Star', { strict: true }),
          block('Or'),
          block('Engulfing', { strict: true }),
          block('And'),
          block('Low'),
          block('<'),
          block('Previous Low', { offset: 2 }),
          block('Or'),
          block('High'),
          block('>'),
          block('Previous High', { offset: 5 }),
          block('And'),
          block('Price Change $', { period: 1 }),
          block('>'),
          n(2),
        ),
        row(
          2,
          block('Gap $', { period: 1 }),
          block('>'),
          n(1.5),
          block('Or'),
          block('Close'),
          block('<'),
          block('Day Low'),
          block('Or'),
          block('Hammer', { strict: true }),
          block('Or'),
          block('Volume', { value: 1 }),
          block('>'),
          block('Volume', { value: 0 }),
          block('And'),
          block('Shooting Star'),
          block('Or'),
          block('End of Week', { day: 'Wednesday' }),
          block('Or'),
          block('Profit Target', { percentage: 2 }),
        ),
      ),
    }),
  },
  {
    name: 'market conditions, end of week on Friday',
    file: 'IWM',
    strategy: strategy({
      general: { tickerSymbol: 'IWM', startDate: '2012-01-01', endDate: '2019-12-31' },
      long: or(
        row(
          1,
          block('Trending Up', { period: 20 }),
          block('And'),
          block('Low Volatility', { threshold: 1.2 }),
        ),
        row(
          2,
          block('Sideways', { period: 10, threshold: 0.01 }),
          block('And'),
          block('High Volume', { period: 20, multiplier: 1.3 }),
          block('Or'),
          block('Volume Spike', { period: 5, multiplier: 1.8 }),
        ),
      ),
      exitLong: or(
        row(
          1,
          block('Trending Down', { period: 10 }),
          block('Or'),
          block('High Volatility', { atrPeriod: 10, threshold: 2 }),
          block('Or'),
          block('Low Volume', { period: 20, multiplier: 0.6 }),
        ),
        row(2, block('End of Week')),
      ),
    }),
  },
  {
    name: 'hourly session blocks, end of day, max trades per day and daily loss limit',
    file: 'SPY',
    strategy: strategy({
      general: {
        tickerSymbol: 'SPY',
        startDate: '2019-01-01',
        endDate: '2020-12-31',
        timeInterval: '1 Hour',
        commission: 0.02,
        slippage: 0.01,
      },
      risk: { maxTradesPerDay: 1, dailyLossLimit: 1, maxOpenTrades: 2 },
      long: or(
        row(
          1,
          block('Market Open'),
          block('And'),
          block('Close'),
          block('>'),
          block('Open'),
          block('Or'),
          block('First Hour', { start: '10:00', end: '11:00' }),
          block('And'),
          block('Close'),
          block('Cross Above'),
          block('VWAP'),
        ),
        row(
          2,
          block('Close'),
          block('='),
          block('Day High'),
          block('And'),
          block('RSI', { period: 7 }),
          block('<'),
          n(70),
        ),
      ),
      short: row(
        3,
        block('Last Hour'),
        block('And'),
        block('Close'),
        block('<'),
        block('Day Low', { timeframe: '1D' }),
        block('Or'),
        block('Close'),
        block('Cross Below'),
        block('VWAP'),
        block('And'),
        block('Market Close', { time: '15:00' }),
      ),
      exitLong: row(
        1,
        block('End of Day', { time: '15:30' }),
        block('Or'),
        block('Stop Loss %', { percentage: 0.5 }),
        block('Or'),
        block('Close'),
        block('Cross Below'),
        block('VWAP'),
      ),
      exitShort: row(2, block('End of Day'), block('Or'), block('Take Profit %', { percentage: 0.4 })),
    }),
  },
  {
    name: 'monthly bars',
    file: 'SPY',
    strategy: strategy({
      general: {
        tickerSymbol: 'SPY',
        startDate: '2005-01-01',
        endDate: '2024-12-31',
        timeInterval: '1 Month',
      },
      long: row(1, block('Close'), block('Cross Above'), block('SMA', { period: 10 })),
      exitLong: row(1, block('Close'), block('Cross Below'), block('EMA', { period: 10 })),
    }),
  },
  {
    name: 'max drawdown halt',
    file: 'TSLA',
    strategy: strategy({
      general: { tickerSymbol: 'TSLA', startDate: '2019-01-01', endDate: '2022-12-31' },
      risk: { maxDrawdown: 25 },
      long: row(1, block('RSI', { period: 5 }), block('<'), n(30)),
      exitLong: row(1, block('RSI', { period: 5 }), block('>'), n(70)),
    }),
  },
  {
    name: 'forex without volume',
    file: 'EURUSD',
    strategy: strategy({
      general: {
        tickerSymbol: 'EURUSD',
        assetClass: 'Forex',
        startDate: '2012-01-01',
        endDate: '2019-12-31',
        commission: 0.01,
        slippage: 0.005,
      },
      long: row(
        1,
        block('MFI'),
        block('>'),
        n(-1),
        block('And'),
        block('CMF'),
        block('<'),
        n(0),
        block('Or'),
        block('Close'),
        block('Cross Above'),
        block('VWMA', { period: 30 }),
      ),
      short: row(
        2,
        block('Close'),
        block('Cross Below'),
        block('VWAP'),
        block('And'),
        block('OBV'),
        block('<='),
        n(0),
      ),
      exitLong: row(1, block('Close'), block('Cross Below'), block('VWMA', { period: 30 })),
      exitShort: row(2, block('Close'), block('Cross Above'), block('EMA', { period: 30 })),
    }),
  },
  {
    name: 'edge properties: period 1, swapped periods, other sources',
    file: 'GLD',
    strategy: strategy({
      general: { tickerSymbol: 'GLD', startDate: '2013-01-01', endDate: '2018-12-31', slippage: 0.2 },
      long: or(
        row(
          1,
          block('EMA', { period: 1 }),
          block('>'),
          block('SMA', { period: 5, source: 'open' }),
          block('Or'),
          block('Linear Regression', { period: 1 }),
          block('<'),
          block('Linear Regression Slope', { period: 1 }),
          block('And'),
          block('DMI', { period: 1, line: 'plus' }),
          block('>'),
          block('ADX', { period: 1 }),
          block('Or'),
          block('MACD', { fast: 26, slow: 12, signal: 1, line: 'histogram' }),
          block('<'),
          block('PPO', { fast: 30, slow: 10, source: 'high' }),
        ),
        row(
          2,
          block('Ultimate Oscillator', { period1: 28, period2: 7, period3: 14 }),
          block('<'),
          n(40),
          block('And'),
          block('Chaikin Oscillator', { fast: 10, slow: 3 }),
          block('>'),
          block('Volume SMA', { period: 1 }),
          block('Or'),
          block('Bollinger Bands', { period: 1, line: 'upper' }),
          block('Cross Above'),
          block('T3', { period: 3, vFactor: 0, source: 'hl2' }),
          block('And'),
          block('Doji', { threshold: 0 }),
        ),
      ),
      exitLong: or(
        row(
          1,
          block('Standard Deviation', { period: 1 }),
          block('<'),
          block('Z-Score', { period: 5, source: 'volume' }),
          block('And'),
          block('RSI', { period: 2, source: 'low' }),
          block('>'),
          n(90),
          block('Or'),
          block('KAMA', { period: 1 }),
          block('<'),
          block('HMA', { period: 2 }),
          block('And'),
          block('Stochastic', { kPeriod: 5, dPeriod: 1, line: 'd' }),
          block('>'),
          n(80),
        ),
        row(
          2,
          block('Highest High', { period: 1 }),
          block('<'),
          block('Aroon', { period: 1, line: 'up' }),
          block('And'),
          block('Midpoint', { period: 1 }),
          block('>'),
          block('ADXR', { period: 2 }),
          block('Or'),
          block('Fixed Holding Period', { bars: 10 }),
          block('Or'),
          block('Fixed Holding Period', { bars: 7 }),
          block('Or'),
          block('Take Profit %', { percentage: 3 }),
          block('Or'),
          block('Profit Target', { percentage: 2.5 }),
          block('Or'),
          block('Stop Loss %', { percentage: 2 }),
          block('Or'),
          block('Stop Loss $', { amount: 150 }),
          block('Or'),
          block('Trailing Stop %', { percentage: 2.5 }),
          block('Or'),
          block('Max Drawdown', { percentage: 1.5 }),
        ),
      ),
    }),
  },
  {
    name: 'stop and reverse with rows by reference and a daily loss limit',
    file: 'ETH-USD',
    strategy: strategy({
      general: {
        tickerSymbol: 'ETH-USD',
        assetClass: 'Cryptocurrency',
        startDate: '2018-06-01',
        endDate: '2023-06-30',
        equityUsed: 95,
      },
      risk: { dailyLossLimit: 3 },
      long: { id: 1, label: 'Logic 1' },
      short: { id: 2, label: 'Logic 2' },
      exitLong: { id: 2, label: 'Logic 2' },
      exitShort: { id: 1, label: 'Logic 1' },
      entryRows: [
        {
          id: 1,
          elements: [block('EMA', { period: 10 }), block('Cross Above'), block('EMA', { period: 30 })],
        },
        {
          id: 2,
          elements: [block('EMA', { period: 10 }), block('Cross Below'), block('EMA', { period: 30 })],
        },
      ],
      exitRows: [
        {
          id: 1,
          elements: [block('EMA', { period: 10 }), block('Cross Above'), block('EMA', { period: 30 })],
        },
        {
          id: 2,
          elements: [block('EMA', { period: 10 }), block('Cross Below'), block('EMA', { period: 30 })],
        },
      ],
    }),
  },
  {
    name: 'inputs shared by the entry and the exit, a linked stop',
    file: 'SPY',
    strategy: {
      ...strategy({
        general: { tickerSymbol: 'SPY', startDate: '2010-01-01', endDate: '2020-12-31' },
        long: row(
          1,
          block('SMA', { period: input('fast') }),
          block('Cross Above'),
          block('EMA', { period: input('slow') }),
        ),
        exitLong: row(
          2,
          block('SMA', { period: input('fast') }),
          block('Cross Below'),
          block('EMA', { period: input('slow') }),
          block('Or'),
          block('Stop Loss %', { percentage: input('stop') }),
        ),
      }),
      inputs: [
        { name: 'fast', value: 15, min: 5, max: 50, step: 5 },
        { name: 'slow', value: 45 },
        { name: 'stop', value: 7.5 },
      ],
    },
  },
];

/** A parity case reading other symbols (each with its asset class) or a longer timeframe. */
export interface SourceParityCase extends ParityCase {
  others: Record<string, AssetClass>;
}

/**
 * Strategies reading another symbol or a longer timeframe (docs/engine.md#11-other-symbols-and-timeframes):
 * their scripts read the folder data/market/1d.
 */
export const SOURCE_PARITY_CASES: SourceParityCase[] = [
  {
    name: 'weekly SMA line crossed by the daily close',
    file: 'SPY',
    others: {},
    strategy: strategy({
      general: { tickerSymbol: 'SPY', startDate: '2015-01-01', endDate: '2021-12-31' },
      long: row(1, block('Close'), block('Cross Above'), block('SMA', { period: 10, timeframe: '1W' })),
      exitLong: row(2, block('Close'), block('Cross Below'), block('SMA', { period: 10, timeframe: '1W' })),
    }),
  },
  {
    name: 'QQQ while SPY is above its 200-day SMA, monthly RSI',
    file: 'QQQ',
    others: { SPY: 'US Stocks' },
    strategy: strategy({
      general: { tickerSymbol: 'QQQ', startDate: '2012-01-01', endDate: '2022-12-31' },
      long: and(
        row(1, block('Close', { symbol: 'SPY' }), block('>'), block('SMA', { period: 200, symbol: 'SPY' })),
        row(2, block('RSI', { period: 3 }), block('<'), n(30)),
      ),
      exitLong: or(
        row(
          3,
          block('Close', { symbol: 'SPY' }),
          block('Cross Below'),
          block('SMA', { period: 200, symbol: 'SPY' }),
        ),
        row(4, block('RSI', { period: 3, timeframe: '1M' }), block('>'), n(70)),
      ),
    }),
  },
  {
    name: 'SPY on the weekly trend of BTC-USD and the EURUSD close',
    file: 'SPY',
    others: { 'BTC-USD': 'Cryptocurrency', EURUSD: 'Forex' },
    strategy: strategy({
      general: { tickerSymbol: 'SPY', startDate: '2016-01-01', endDate: '2022-12-31' },
      long: and(
        row(
          1,
          block('Close', { symbol: 'BTC-USD' }),
          block('>'),
          block('EMA', { period: 4, symbol: 'BTC-USD', timeframe: '1W' }),
        ),
        row(
          2,
          block('Close', { symbol: 'EURUSD' }),
          block('>'),
          block('SMA', { period: 20, symbol: 'EURUSD' }),
        ),
      ),
      exitLong: row(
        3,
        block('Close', { symbol: 'BTC-USD' }),
        block('Cross Below'),
        block('EMA', { period: 4, symbol: 'BTC-USD', timeframe: '1W' }),
      ),
    }),
  },
];
