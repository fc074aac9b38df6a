import {
  runWalkForward,
  SWEEP_OBJECTIVES,
  tunableParameters,
  type StrategyInput,
  type SweepResult,
  type WalkForwardResult,
} from '@stratblocks/engine';
import type { BundledMarketData } from '@stratblocks/market-data';
import { CliError } from '../cli-error';
import { loadResearchBars } from '../load-bars';
import type { Output } from '../output';
import { readRunConfig } from '../read-config';
import { defaultThreads, runSweepThreads } from '../sweep-threads';
import { fixed, parseObjective, parseParam, parseWhole } from './research-args';

export interface SweepFlags {
  config?: string;
  param?: string[];
  objective?: string;
  list: boolean;
  top?: string;
  /** Worker threads to share the grid (default: the machine's cores). */
  threads?: string;
  json: boolean;
}

/** The strategy's tunable parameters: path, current value and label, one per line. */
function listParameters(strategy: StrategyInput, output: Output, json: boolean): void {
  const parameters = tunableParameters(strategy);
  if (json) {
    output.out(JSON.stringify(parameters));
    return;
  }
  const width = Math.max(...parameters.map((parameter) => parameter.path.length));
  for (const parameter of parameters)
    output.out(`${parameter.path.padEnd(width)}  ${String(parameter.value).padStart(8)}  ${parameter.label}`);
}

/** `stratblocks sweep --config FILE --param NAME=START:STOP --param PATH=START:STOP:STEP ... [--objective sharpe] [--json]`. */
export function sweepCommand(flags: SweepFlags, data: BundledMarketData, output: Output): void {
  const request = readRunConfig(flags.config);
  if (flags.list) {
    listParameters(request, output, flags.json);
    return;
  }
  const parameters = (flags.param ?? []).map((text) => parseParam(text, request.inputs));
  if (parameters.length === 0)
    throw new CliError(
      'Give at least one --param NAME=START:STOP or PATH=START:STOP:STEP (see --list for the inputs and paths)',
      2,
    );
  const objective = parseObjective(flags.objective);
  const top = parseWhole('top', flags.top, 10, { min: 1 });
  const { strategy, bars, others } = loadResearchBars(data, request);
  const threads = parseWhole('threads', flags.threads, defaultThreads(), { min: 1, max: 256 });
  const outcome = runSweepThreads(strategy, bars, { parameters, objective, threads, others });
  if (!outcome.ok) throw new CliError(outcome.message);
  if (flags.json) {
    output.out(JSON.stringify(outcome.result));
    return;
  }
  output.out(sweepTable(outcome.result, top));
  for (const warning of outcome.result.warnings) output.err(`warning: ${warning}`);
}

function sweepTable(result: SweepResult, top: number): string {
  const names = result.parameters.map((parameter) => parameter.label);
  const lines = [
    `${result.cells.length} combination${result.cells.length === 1 ? '' : 's'} ranked by ${SWEEP_OBJECTIVES[result.objective].label}`,
    ...names.map((name, index) => `  p${index + 1} = ${name}`),
    '',
    [
      'rank',
      ...names.map((_, index) => `p${index + 1}`.padStart(8)),
      'objective'.padStart(10),
      'trades'.padStart(7),
      'return'.padStart(10),
      'max DD'.padStart(9),
    ].join(' '),
  ];
  result.ranking.slice(0, top).forEach((index, position) => {
    const cell = result.cells[index];
    if (!cell) return;
    lines.push(
      [
        String(position + 1).padStart(4),
        ...cell.values.map((value) => String(value).padStart(8)),
        fixed(cell.objective, 3).padStart(10),
        String(cell.trades).padStart(7),
        fixed(cell.metrics?.total_return, 2, '%').padStart(10),
        fixed(cell.metrics?.max_drawdown, 2, '%').padStart(9),
      ].join(' ') + (cell.error ? `  ${cell.error}` : ''),
    );
  });
  return lines.join('\n');
}

export interface WalkForwardFlags {
  config?: string;
  param?: string[];
  objective?: string;
  mode?: string;
  'in-sample'?: string;
  'out-of-sample'?: string;
  json: boolean;
}

/** `stratblocks walk-forward --config FILE --param ... --in-sample BARS --out-of-sample BARS [--mode rolling]`. */
export function walkForwardCommand(flags: WalkForwardFlags, data: BundledMarketData, output: Output): void {
  const request = readRunConfig(flags.config);
  const parameters = (flags.param ?? []).map((text) => parseParam(text, request.inputs));
  if (parameters.length === 0)
    throw new CliError(
      'Give at least one --param NAME=START:STOP or PATH=START:STOP:STEP (see sweep --list for the inputs and paths)',
      2,
    );
  const mode = flags.mode ?? 'rolling';
  if (mode !== 'rolling' && mode !== 'anchored')
    throw new CliError(`--mode must be rolling or anchored, not "${mode}"`, 2);
  if (flags['in-sample'] === undefined || flags['out-of-sample'] === undefined)
    throw new CliError('Give --in-sample BARS and --out-of-sample BARS (e.g. 504 and 126 on daily bars)', 2);
  const inSampleBars = parseWhole('in-sample', flags['in-sample'], 0, { min: 2 });
  const outOfSampleBars = parseWhole('out-of-sample', flags['out-of-sample'], 0, { min: 1 });
  const { strategy, bars, others } = loadResearchBars(data, request);
  const outcome = runWalkForward(strategy, bars, {
    others,
    mode,
    inSampleBars,
    outOfSampleBars,
    parameters,
    objective: parseObjective(flags.objective),
  });
  if (!outcome.ok) throw new CliError(outcome.message);
  if (flags.json) {
    output.out(JSON.stringify(outcome.result));
    return;
  }
  output.out(walkForwardSummary(outcome.result));
  for (const warning of outcome.result.warnings) output.err(`warning: ${warning}`);
}

function walkForwardSummary(result: WalkForwardResult): string {
  const lines = [
    `Walk-forward (${result.mode}), in-sample ${result.inSampleBars} bars, out-of-sample ${result.outOfSampleBars} bars, best by ${SWEEP_OBJECTIVES[result.objective].label}`,
    ...result.parameters.map((parameter, index) => `  p${index + 1} = ${parameter.label}`),
    '',
    'window  in-sample               out-of-sample           chosen            IS ann.   OOS ret.  trades',
  ];
  for (const window of result.windows) {
    lines.push(
      [
        String(window.index + 1).padStart(6),
        ` ${window.inSample.startDate.slice(0, 10)}..${window.inSample.endDate.slice(0, 10)}`,
        `${window.outOfSample.startDate.slice(0, 10)}..${window.outOfSample.endDate.slice(0, 10)}`,
        (window.chosen ? window.chosen.join(', ') : 'none').padEnd(16),
        fixed(window.inSampleMetrics?.annualized_return, 2, '%').padStart(9),
        fixed(window.outOfSampleReturn, 2, '%').padStart(9),
        String(window.outOfSampleTrades).padStart(7),
      ].join(' '),
    );
  }
  lines.push(
    '',
    `Out of sample: total return ${fixed(result.outOfSample.totalReturn, 2, '%')}, annualised ${fixed(result.outOfSample.annualizedReturn, 2, '%')}, max drawdown ${fixed(result.outOfSample.maxDrawdown, 2, '%')}, ${result.outOfSample.trades} trades`,
    `In sample (best combinations): annualised ${fixed(result.inSampleAnnualized, 2, '%')}`,
    `Walk-forward efficiency ${fixed(result.efficiency, 2)}`,
  );
  return lines.join('\n');
}
