import { describe, expect, it } from 'vitest';
import { RunContext, type LogicNodeInput, type StrategyInput } from '../../src/index';
import { prepareRun } from '../../src/pipeline/compile';
import { simulationInput } from '../../src/pipeline/prepare';
import { resolveSettings, resolveStrategy } from '../../src/pipeline/resolve';
import type { SimulationEvent } from '../../src/sim/events';
import { simulate } from '../../src/sim/run-loop';
import type { SimulationResult } from '../../src/sim/types';
import { block, PARITY_CASES, row, strategy, type CaseOptions } from '../codegen/parity-strategies';
import { engineBars, marketFile } from '../codegen/python-harness';

/**
 * The quiet-bar loops (sim/quiet-bars.ts) mark runs of bars where the full step would only mark
 * equity: flat, with signal-only trades, with fixed stops and targets that no bar reaches, and with
 * entry signals that can only be skipped. Whatever they mark must be what the plain bar-by-bar
 * model gives: each run here is simulated twice, once with every bar through the full step.
 */

interface Case {
  name: string;
  file: string;
  strategy: StrategyInput;
}

/** A case on 2005-2025 daily bars with 100,000 of capital and 20% of equity a trade (slots fill). */
function strategyOf(
  ticker: string,
  risk: CaseOptions['risk'],
  long: LogicNodeInput,
  exitLong: LogicNodeInput,
  short?: LogicNodeInput,
  exitShort?: LogicNodeInput,
): StrategyInput {
  return strategy({
    general: {
      tickerSymbol: ticker,
      startDate: '2005-01-01',
      endDate: '2025-12-31',
      initialCapital: 100000,
      equityUsed: 20,
    },
    ...(risk ? { risk } : {}),
    long,
    exitLong,
    ...(short ? { short } : {}),
    ...(exitShort ? { exitShort } : {}),
  });
}

/** An entry that holds while a trend lasts (a state, not a crossing): slots fill, then signals are skipped. */
const inTrend = row(
  1,
  block('SMA', { period: 20 }),
  block('>'),
  block('SMA', { period: 50 }),
  block('And'),
  block('RSI', { period: 14 }),
  block('<'),
  block('Number', { value: 70 }),
);
const inDownTrend = row(1, block('SMA', { period: 20 }), block('<'), block('SMA', { period: 50 }));
const trendEnds = (stop: string, properties: Record<string, number>) =>
  row(
    1,
    block('SMA', { period: 20 }),
    block('Cross Below'),
    block('SMA', { period: 50 }),
    block('Or'),
    block(stop, properties),
  );

const EXTRA_CASES: Case[] = [
  {
    name: 'pyramiding to five trades with a fixed stop, trend entries skipped while full',
    file: 'AAPL',
    strategy: strategyOf('AAPL', {}, inTrend, trendEnds('Stop Loss %', { percentage: 8 })),
  },
  {
    name: 'one trade with a stop and a target, drawdown and daily loss rules',
    file: 'QQQ',
    strategy: strategyOf(
      'QQQ',
      { maxOpenTrades: 1, maxDrawdown: 25, dailyLossLimit: 3 },
      inTrend,
      row(
        1,
        block('Stop Loss %', { percentage: 5 }),
        block('Or'),
        block('Take Profit %', { percentage: 12 }),
      ),
    ),
  },
  {
    name: 'one trade with a dollar stop and a risk/reward target, no risk rules',
    file: 'MSFT',
    strategy: strategyOf(
      'MSFT',
      { maxOpenTrades: 1, sizingMode: 'fixed', fixedPositionSize: 20000 },
      inTrend,
      row(1, block('Stop Loss $', { amount: 900 }), block('Or'), block('Risk/Reward Ratio', { ratio: 2 })),
    ),
  },
  {
    name: 'long and short sides with stops and targets, opposite signals skipped',
    file: 'SPY',
    strategy: strategyOf(
      'SPY',
      { maxOpenTrades: 3, maxDrawdown: 40 },
      inTrend,
      trendEnds('Stop Loss %', { percentage: 4 }),
      inDownTrend,
      row(
        1,
        block('SMA', { period: 20 }),
        block('Cross Above'),
        block('SMA', { period: 50 }),
        block('Or'),
        block('Take Profit %', { percentage: 6 }),
        block('Or'),
        block('Stop Loss %', { percentage: 3 }),
      ),
    ),
  },
];

function simulated(testCase: Case, options: { full: boolean; listen: boolean }) {
  const interval = testCase.strategy.generalSetting.timeInterval === '1 Hour' ? '1h' : '1d';
  const bars = engineBars(marketFile(interval, testCase.file), testCase.strategy);
  const prepared = prepareRun(testCase.strategy, bars);
  if (!prepared.ok) throw new Error(prepared.diagnostics.map((each) => each.message).join('; '));
  const settings = resolveSettings(resolveStrategy(testCase.strategy));
  const events: SimulationEvent[] = [];
  const result = simulate({
    ...simulationInput(prepared.run, settings, new RunContext()),
    everyBarInFull: options.full,
    ...(options.listen ? { events: (event: SimulationEvent) => events.push(event) } : {}),
  });
  return { result, events };
}

/** What a run leaves (the quiet stretches are a record of how bars were marked, not a result). */
function outcome(result: SimulationResult) {
  return {
    equity: Array.from(result.equity),
    trades: result.trades,
    exposedBars: result.exposedBars,
    haltedAt: result.haltedAt,
    riskEvents: result.riskEvents,
    skippedEntries: result.skippedEntries,
  };
}

describe('the quiet-bar loops', () => {
  for (const testCase of [...EXTRA_CASES, ...PARITY_CASES]) {
    it(`give the bar-by-bar results: ${testCase.name}`, () => {
      const plain = simulated(testCase, { full: true, listen: true });
      const quick = simulated(testCase, { full: false, listen: false });
      const heard = simulated(testCase, { full: false, listen: true });
      expect(outcome(quick.result)).toEqual(outcome(plain.result));
      expect(outcome(heard.result)).toEqual(outcome(plain.result));
      // With a listener every event is reported, as bar by bar.
      expect(heard.events).toEqual(plain.events);
    });
  }

  it('are reached by the cases: held trades with fixed stops, entries skipped while full', () => {
    // The first case holds five trades with an 8% stop for long runs of bars while its entry holds.
    const testCase = EXTRA_CASES[0] as Case;
    const { result } = simulated(testCase, { full: false, listen: false });
    expect(result.trades.length).toBeGreaterThan(50);
    expect(result.skippedEntries).toBeGreaterThan(1000);
    expect(result.trades.some((trade) => trade.exitReason === 'stop_loss')).toBe(true);
  });
});
