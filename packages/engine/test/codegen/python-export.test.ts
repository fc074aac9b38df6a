import { describe, expect, it } from 'vitest';
import {
  BLOCKS,
  defaultProperties,
  generatePython,
  runBacktest,
  type LogicNodeInput,
  type StrategyInput,
} from '../../src/index';
import { PYTHON_OPERATORS } from '../../src/codegen/generate';
import { PYTHON_EXITS } from '../../src/codegen/python/exits';
import { PYTHON_BLOCKS, PYTHON_FUNCTIONS, pythonFunction } from '../../src/codegen/python/registry';
import { PARITY_CASES, block, row } from './parity-strategies';
import { engineBars, marketFile } from './python-harness';
import { regimeFilter } from './portfolio-regime';

/** Blocks of the catalogue the Python export cannot produce yet (the goal, and the state: none). */
function blocksWithoutPython(): string[] {
  return BLOCKS.filter((definition) => {
    switch (definition.type) {
      case 'comparable':
      case 'boolean':
        return !(definition.name in PYTHON_BLOCKS);
      case 'exit':
        return !(definition.name in PYTHON_EXITS);
      case 'compare-operator':
        return !(definition.name in PYTHON_OPERATORS);
      case 'boolean-operator':
        // And and Or become numpy's & and | between conditions.
        return !['And', 'Or'].includes(definition.name);
    }
  }).map((definition) => definition.name);
}

const CALL = /(?<![\w.])([a-z_][a-z0-9_]*)\(/g;

/** Library functions a piece of Python calls. */
function calledFunctions(code: string, self?: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(CALL)) {
    const name = match[1] ?? '';
    if (name !== self && pythonFunction(name)) names.add(name);
  }
  return [...names].sort();
}

function rsiStrategy(overrides: Partial<StrategyInput> = {}): StrategyInput {
  return {
    generalSetting: {
      strategyType: 'Long Only',
      timeInterval: '1 Day',
      assetClass: 'US Stocks',
      tickerSymbol: 'SPY',
      startDate: '2020-01-01',
      endDate: '2024-12-31',
      initialCapital: 10000,
      equityUsed: 100,
      commission: 0.1,
      slippage: 0,
    },
    entryLogic: {
      long: row(1, block('RSI', { period: 14 }), block('<'), block('Number', { value: 30 })),
      short: null,
    },
    exitLogic: {
      exit_long: row(
        1,
        block('RSI', { period: 14 }),
        block('>'),
        block('Number', { value: 70 }),
        block('Or'),
        block('Stop Loss %', { percentage: 5 }),
      ),
      exit_short: null,
    },
    riskSetting: {
      maxOpenTrades: 1,
      fixedPositionSize: 1000,
      maxTradesPerDay: 10,
      maxDrawdown: 0,
      dailyLossLimit: 0,
      riskRewardRatio: 2,
    },
    ...overrides,
  };
}

describe('Python export coverage', () => {
  it('has a Python implementation for every block of the catalogue', () => {
    const missing = blocksWithoutPython();
    console.log(`Blocks without a Python implementation: ${missing.length}/${BLOCKS.length}`);
    expect(missing).toEqual([]);
  });

  it('declares, for every script function, the functions it calls', () => {
    for (const fn of PYTHON_FUNCTIONS) {
      expect({ name: fn.name, calls: calledFunctions(fn.code, fn.name) }).toEqual({
        name: fn.name,
        calls: [...fn.deps].sort(),
      });
      expect(fn.code.startsWith(`def ${fn.name}(`)).toBe(true);
    }
  });

  it('declares, for every block, the functions its call uses', () => {
    for (const [name, python] of Object.entries(PYTHON_BLOCKS)) {
      const definition = BLOCKS.find((candidate) => candidate.name === name);
      if (!definition) throw new Error(`${name} is not in the catalogue`);
      const call = python.call(defaultProperties(definition));
      for (const used of calledFunctions(call))
        expect({ name, used, declared: (python.uses as readonly string[]).includes(used) }).toEqual({
          name,
          used,
          declared: true,
        });
      for (const used of python.uses) expect(pythonFunction(used)?.name).toBe(used);
    }
  });
});

describe('generatePython', () => {
  it('writes a readable script: header, one function per indicator used, named conditions', () => {
    const { code, diagnostics, unsupported } = generatePython(rsiStrategy(), {
      name: 'RSI dip',
      description: 'Buys oversold dips.',
    });
    expect(unsupported).toEqual([]);
    expect(diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    expect(code.startsWith('#!/usr/bin/env python3\n# RSI dip\n# Buys oversold dips.\n')).toBe(true);
    expect(code).toContain('# Run:     python3 strategy.py data.csv');
    expect(code).toContain('# Entry long:   Logic 1: RSI(period=14) < 30');
    expect(code).toContain('import numpy as np\nimport pandas as pd');
    expect(code).toContain('def rsi(values, period):');
    expect(code).toContain(
      '    # Entry long, Logic 1: RSI(period=14) < 30\n    entry_logic_1 = rsi_14 < number_30',
    );
    expect(code).toContain('("Stop Loss %", 5 / 100)');
    expect(code).toContain('COMMISSION_RATE = 0.1 / 100');
    expect(code.trimEnd().endsWith('if __name__ == "__main__":\n    main()')).toBe(true);
  });

  it('keeps every comment on one line, whatever the strategy is called', () => {
    const { code } = generatePython(rsiStrategy(), { name: 'Two\nlines', description: 'First\r\nsecond' });
    expect(code.startsWith('#!/usr/bin/env python3\n# Two lines\n# First\n# second\n#\n')).toBe(true);
  });

  it('leaves out the code the strategy does not need', () => {
    const { code } = generatePython(rsiStrategy());
    for (const unused of [
      'def sma(',
      'def macd(',
      'def atr(',
      'def resample(',
      'def session_info(',
      'def end_of_week_flags(',
      'def offer_target(',
      'def observe(',
      'MAX_DRAWDOWN',
      'DAILY_LOSS_LIMIT',
      'FIXED_POSITION_SIZE',
      'entry_short[k]',
      'trail_percents',
      'holding_bars',
    ]) {
      expect({ unused, present: code.includes(unused) }).toEqual({ unused, present: false });
    }
  });

  it('includes the rules the strategy uses', () => {
    const { code } = generatePython(
      rsiStrategy({
        generalSetting: {
          ...rsiStrategy().generalSetting,
          timeInterval: '1 Week',
          assetClass: 'Cryptocurrency',
        },
        riskSetting: {
          ...rsiStrategy().riskSetting,
          maxDrawdown: 20,
          dailyLossLimit: 5,
          sizingMode: 'fixed',
        },
        exitLogic: {
          exit_long: row(1, block('Trailing Stop %'), block('Or'), block('End of Week')),
          exit_short: null,
        },
      }),
    );
    for (const used of [
      'MAX_DRAWDOWN = 20 / 100',
      'DAILY_LOSS_LIMIT = 5 / 100',
      'FIXED_POSITION_SIZE = 1000.0',
      'PERIODS_PER_YEAR = 52',
      'bars = resample(bars, week_ending_friday)',
      'def end_of_week_flags(',
      'def observe(',
      'return 0 if notional < 0.01 else notional / fill',
      '"trail_percents": [',
      '"end_of_week": end_of_week_flags(bars["times"], "Friday"),',
    ]) {
      expect({ used, present: code.includes(used) }).toEqual({ used, present: true });
    }
  });

  it('gives no code but the diagnostics for a strategy with errors', () => {
    const broken = rsiStrategy({
      entryLogic: { long: row(1, block('RSI'), block('<')), short: null },
    });
    const result = generatePython(broken);
    expect(result.code).toBe('');
    expect(result.diagnostics.some((diagnostic) => diagnostic.severity === 'error')).toBe(true);
    const intraday = generatePython(
      rsiStrategy({ entryLogic: { long: row(1, block('Market Open')), short: null } }),
    );
    expect(intraday.code).toBe('');
    expect(intraday.diagnostics[0]?.message).toContain('Market Open needs intraday bars');
  });

  it('never throws on malformed input', () => {
    const garbage = [
      {},
      { generalSetting: null },
      {
        ...rsiStrategy(),
        entryLogic: { long: { type: 'boolean-operator', name: 'And', left: 1, right: 2 } },
      },
    ] as unknown as StrategyInput[];
    for (const input of garbage) {
      const result = generatePython(input);
      expect(result.code).toBe('');
      expect(result.diagnostics.length).toBeGreaterThan(0);
    }
  });

  it('exports portfolios whose blocks read another symbol or timeframe, each loading the other symbols once', () => {
    for (const mode of ['shared', 'separate'] as const) {
      // SPY is listed first (the strategy's ticker) and read by every symbol: it stays another symbol.
      const { code, diagnostics } = generatePython(regimeFilter(['SPY', 'QQQ', 'IWM'], mode), {
        assetClasses: { SPY: 'US Stocks' },
      });
      expect(diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
      expect(code).toContain('OTHER_SYMBOLS = ["SPY"]');
      expect(code).toContain('ASSET_CLASSES = {"SPY": "US Stocks"}');
      expect(code).toContain('sourced(bars, "SPY", None, lambda bars: sma(bars["close"], 200))');
      expect(code).toContain('sourced(bars, None, "1W", lambda bars: sma(bars["close"], 10))');
      const main = code.slice(code.indexOf('def main():'));
      expect(main.match(/OTHER_BARS\[other\] = window_bars\(load_bars\(/g)).toHaveLength(1);
      expect(main.indexOf('for other in OTHER_SYMBOLS:')).toBeLessThan(
        main.indexOf('for symbol in SYMBOLS:'),
      );
    }
    // A single symbol naming its own ticker reads its own bars: nothing else to load.
    const single = generatePython({ ...regimeFilter(['SPY'], 'shared'), portfolio: undefined });
    expect(single.code).not.toContain('OTHER_SYMBOLS');
    expect(single.code).toContain('sma_200_spy = as_column(sma(bars["close"], 200))');
  });

  it('names one variable per distinct row and per distinct indicator', () => {
    const shared = row(1, block('EMA', { period: 10 }), block('Cross Above'), block('EMA', { period: 30 }));
    const { code } = generatePython(
      rsiStrategy({
        entryLogic: { long: shared, short: null },
        exitLogic: {
          exit_long: { type: 'boolean-operator', name: 'Or', left: shared, right: shared } as LogicNodeInput,
          exit_short: null,
        },
      }),
    );
    expect(code.match(/ema_10 = as_column/g)).toHaveLength(1);
    expect(code).toContain('"exit_long": exit_logic_1 | exit_logic_1,');
  });
});

describe('the parity strategies', () => {
  const used = new Set<string>();
  const visit = (node: LogicNodeInput | undefined) => {
    if (!node) return;
    if ('left' in node) {
      used.add(node.name);
      visit(node.left);
      visit(node.right);
    } else if ('elements' in node) {
      for (const element of node.elements) if ('name' in element) used.add(element.name);
    }
  };
  for (const { strategy } of PARITY_CASES) {
    visit(strategy.entryLogic.long);
    visit(strategy.entryLogic.short);
    visit(strategy.exitLogic.exit_long);
    visit(strategy.exitLogic.exit_short);
    for (const stored of [...(strategy.entryLogicRows ?? []), ...(strategy.exitLogicRows ?? [])])
      visit(stored);
  }

  it('use every block of the catalogue', () => {
    expect(BLOCKS.map((definition) => definition.name).filter((name) => !used.has(name))).toEqual([]);
  });

  it('cover every interval, asset class, sizing mode and strategy type', () => {
    const settings = PARITY_CASES.map(({ strategy }) => ({
      ...strategy.generalSetting,
      sizingMode: strategy.riskSetting.sizingMode ?? 'percent',
    }));
    expect(new Set(settings.map((setting) => setting.timeInterval))).toEqual(
      new Set(['1 Day', '1 Week', '1 Month', '1 Hour']),
    );
    expect(new Set(settings.map((setting) => setting.assetClass))).toEqual(
      new Set(['US Stocks', 'Cryptocurrency', 'Forex']),
    );
    expect(new Set(settings.map((setting) => setting.sizingMode))).toEqual(new Set(['percent', 'fixed']));
    expect(new Set(settings.map((setting) => setting.strategyType))).toEqual(
      new Set(['Long Only', 'Long/Short']),
    );
  });

  it('exercise every risk rule, shorts, reversals and ambiguous bars in the engine', () => {
    const logs: string[] = [];
    const trades: Array<{ type: string; ambiguous: boolean; exit_reason: string }> = [];
    for (const { strategy, file } of PARITY_CASES) {
      const interval = strategy.generalSetting.timeInterval === '1 Hour' ? '1h' : '1d';
      const outcome = runBacktest(strategy, engineBars(marketFile(interval, file), strategy), {
        onEvent: (event) => {
          if (event.type === 'log') logs.push(event.line);
        },
      });
      if (!outcome.ok)
        throw new Error(outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; '));
      expect(outcome.results.closed_trades.length).toBeGreaterThan(0);
      trades.push(...outcome.results.closed_trades);
    }
    for (const line of [
      '(max open trades)',
      '(max trades per day)',
      'Daily loss limit of',
      'Max drawdown of',
    ]) {
      expect({ line, seen: logs.some((log) => log.includes(line)) }).toEqual({ line, seen: true });
    }
    expect(trades.some((trade) => trade.type === 'short')).toBe(true);
    expect(trades.some((trade) => trade.ambiguous)).toBe(true);
    expect(new Set(trades.map((trade) => trade.exit_reason))).toEqual(
      new Set([
        'signal',
        'stop_loss',
        'take_profit',
        'trailing_stop',
        'time_exit',
        'end_of_day',
        'end_of_week',
        'max_drawdown_halt',
        'end_of_data',
      ]),
    );
  });
});
