import { ColumnCache } from '../blocks/evaluate';
import { isIntraday, type BarSeries } from '../data/bars';
import { compileStrategy, type Program } from '../logic/compile';
import { hasErrors, type Diagnostic } from '../logic/diagnostics';
import { evaluateConditions } from '../logic/signals';
import type { Signals } from '../sim/run-loop';
import type { SymbolStatus } from '../sources/checks';
import { seriesLibrary, type OtherSeries, type SeriesLibrary } from '../sources/library';
import type { StrategyInput } from '../strategy/types';
import { resolveBars, resolveStrategy } from './resolve';

/**
 * Stage 2 of a run (docs/engine.md, "The run pipeline"): the strategy's rows become a program and
 * its four conditions become signal columns on the run's bars.
 */

/** Prepared run: the bars, the compiled program and its signals, before the simulation. */
export interface PreparedRun {
  bars: BarSeries;
  program: Program;
  signals: Signals;
  diagnostics: Diagnostic[];
}

export type CompileOutcome =
  { ok: true; run: PreparedRun; cache: ColumnCache } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Compiles the strategy and evaluates its conditions on the run's bars (resolveBars). Indicator
 * columns come from `cache` when it was made on these bars. Never throws on user input.
 */
export function compileRun(
  strategy: StrategyInput,
  bars: BarSeries,
  cache?: ColumnCache,
  /** Buffers for the four signals (entry long, entry short, exit long, exit short), e.g. a RunContext's. */
  signalBuffers?: readonly Uint8Array[],
  /** Other symbols' bars the blocks may read (docs/engine.md#11-other-symbols-and-timeframes). */
  others?: OtherSeries | SeriesLibrary,
): CompileOutcome {
  const general = strategy.generalSetting;
  const interval = general.timeInterval;
  const library = seriesLibrary(others ?? cache?.others);
  const window = { start: general.startDate, end: general.endDate };
  const symbolStatus = (symbol: string): SymbolStatus => {
    if (library?.find(symbol) === undefined)
      return symbol.toUpperCase() === bars.symbol.toUpperCase() ? 'ok' : 'unknown';
    return (library.windowBars(symbol, window)?.times.length ?? 0) > 0 ? 'ok' : 'empty';
  };
  const { program, diagnostics } = compileStrategy(strategy, {
    intraday: isIntraday(bars.interval),
    symbolStatus,
  });
  if (bars.times.length < 2) {
    diagnostics.push({
      severity: 'error',
      message: `The window has ${bars.times.length} ${interval} bar${bars.times.length === 1 ? '' : 's'}: a backtest needs at least 2`,
      slot: 'settings',
    });
  }
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const columns = cache && cache.bars === bars ? cache : new ColumnCache(bars);
  columns.useSources({ library, traded: bars, assetClass: general.assetClass, window });
  const [entryLong = null, entryShort = null, exitLong = null, exitShort = null] = evaluateConditions(
    [
      program.long?.condition ?? null,
      program.short?.condition ?? null,
      program.exitLong?.condition ?? null,
      program.exitShort?.condition ?? null,
    ],
    columns,
    signalBuffers,
  );
  return {
    ok: true,
    cache: columns,
    run: { bars, program, diagnostics, signals: { entryLong, entryShort, exitLong, exitShort } },
  };
}

/**
 * Stages 1 and 2 without a run: the strategy resolved, its bars from the bars of its window
 * (already cut to the window and at the stored interval the time interval needs), then compileRun.
 */
export function prepareRun(
  config: StrategyInput,
  windowBars: BarSeries,
  cache?: ColumnCache,
  signalBuffers?: readonly Uint8Array[],
  others?: OtherSeries | SeriesLibrary,
): CompileOutcome {
  const strategy = resolveStrategy(config);
  const resolved = resolveBars(strategy, windowBars);
  if (!resolved.ok) return resolved;
  return compileRun(strategy, resolved.bars, cache, signalBuffers, others);
}
