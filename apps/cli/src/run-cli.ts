import { parseArgs } from 'node:util';
import { BundledMarketData, MarketDataError } from '@stratblocks/market-data';
import { CliError } from './cli-error';
import { backtestCommand } from './commands/backtest';
import { checkCommand } from './commands/check';
import { dataCommand } from './commands/data';
import { describeCommand } from './commands/describe';
import { exportPythonCommand } from './commands/export-python';
import { indicatorCommand } from './commands/indicator';
import { monteCarloCommand } from './commands/monte-carlo';
import { parseCommand } from './commands/parse';
import { sweepCommand, walkForwardCommand } from './commands/sweep';
import type { Output } from './output';

const USAGE = `Usage:
  stratblocks backtest --config FILE [--json]
  stratblocks check --config FILE [--json]
  stratblocks indicator --symbol SYMBOL --start YYYY-MM-DD --end YYYY-MM-DD --block JSON [--interval 1d] [--timeframe 1W] [--json]
  stratblocks export-python --config FILE
  stratblocks data list [--json]
  stratblocks sweep --config FILE --param NAME=START:STOP[:STEP]|PATH=START:STOP:STEP|PATH=V1,V2 [...] [--objective sharpe] [--top 10] [--threads N] [--json]
  stratblocks sweep --config FILE --list [--json]
  stratblocks walk-forward --config FILE --param ... --in-sample BARS --out-of-sample BARS [--mode rolling|anchored] [--objective sharpe] [--json]
  stratblocks monte-carlo --config FILE [--method reshuffle|bootstrap] [--runs 1000] [--seed 1] [--drawdown 20] [--json]
  stratblocks parse [--config FILE] TEXT [TEXT...]   rules in plain English -> {"entryLogic", "exitLogic"} as JSON
  stratblocks describe --config FILE                 the strategy's rules in plain English, one line per side`;

/** Runs one command line; returns the exit code. Never throws on user input. */
export function runCli(argv: string[], output: Output, data?: BundledMarketData): number {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        config: { type: 'string' },
        symbol: { type: 'string' },
        start: { type: 'string' },
        end: { type: 'string' },
        block: { type: 'string' },
        interval: { type: 'string' },
        timeframe: { type: 'string' },
        param: { type: 'string', multiple: true },
        objective: { type: 'string' },
        list: { type: 'boolean', default: false },
        top: { type: 'string' },
        threads: { type: 'string' },
        mode: { type: 'string' },
        'in-sample': { type: 'string' },
        'out-of-sample': { type: 'string' },
        method: { type: 'string' },
        runs: { type: 'string' },
        seed: { type: 'string' },
        drawdown: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || !command) {
      output.out(USAGE);
      return values.help ? 0 : 2;
    }
    // The plain-English commands read no bars.
    if (command === 'parse') {
      parseCommand(rest, values.config ? { config: values.config } : {}, output);
      return 0;
    }
    if (command === 'describe') {
      describeCommand(values.config ? { config: values.config } : {}, output);
      return 0;
    }
    const marketData = data ?? new BundledMarketData();
    switch (command) {
      case 'data':
        dataCommand(rest, { json: values.json }, marketData, output);
        return 0;
      case 'backtest':
        backtestCommand(
          { json: values.json, ...(values.config ? { config: values.config } : {}) },
          marketData,
          output,
        );
        return 0;
      case 'check':
        checkCommand(
          { json: values.json, ...(values.config ? { config: values.config } : {}) },
          marketData,
          output,
        );
        return 0;
      case 'indicator':
        indicatorCommand({ ...values, json: values.json }, marketData, output);
        return 0;
      case 'export-python':
        exportPythonCommand(values.config ? { config: values.config } : {}, output);
        return 0;
      case 'sweep':
        sweepCommand(values, marketData, output);
        return 0;
      case 'walk-forward':
        walkForwardCommand(values, marketData, output);
        return 0;
      case 'monte-carlo':
        monteCarloCommand(values, marketData, output);
        return 0;
      default:
        throw new CliError(`Unknown command "${command}". ${USAGE.split('\n')[0] ?? ''}`, 2);
    }
  } catch (error) {
    output.err(`stratblocks: ${oneLine(error)}`);
    if (error instanceof CliError) return error.exitCode;
    if (error instanceof MarketDataError) return 1;
    if (error instanceof TypeError && 'code' in error) return 2;
    return 1;
  }
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
