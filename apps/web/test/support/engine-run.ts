import { readFileSync } from 'node:fs';
import {
  formatStreamLine,
  formatStreamPart,
  RunRequestSchema,
  type BacktestResults,
  type RunRequest,
  type RunRequestInput,
} from '@stratblocks/contracts';
import { join } from 'node:path';
import { parseBarsCsv, runBacktest, sliceByDate, sourceInterval, type BarSeries } from '@stratblocks/engine';

/**
 * Real backtests for the web tests: the engine on the bundled market data, as the server runs
 * them. Tests run in Node and read the data files themselves (market-data's loader resolves its
 * folder with a URL that jsdom's URL class does not turn into a path).
 */

const MARKET_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'data', 'market');
const loaded = new Map<string, BarSeries>();

/** The bundled bars of a symbol at a stored interval, between two dates. */
export function bundledBars(symbol: string, interval: '1d' | '1h', start: string, end: string): BarSeries {
  const key = `${interval}/${symbol}`;
  let series = loaded.get(key);
  if (!series) {
    const parsed = parseBarsCsv(readFileSync(join(MARKET_DIR, `${key}.csv`), 'utf8'), symbol);
    if (!parsed.ok) throw new Error(`${key}.csv does not parse: ${parsed.message}`);
    series = { ...parsed.series, interval };
    loaded.set(key, series);
  }
  return sliceByDate(series, start, end);
}

/** The example strategy of the repository: SMA 20/50 cross with RSI, stop 5 %, target 10 %, on SPY 2020-2024. */
export function exampleRequest(): RunRequest {
  const text = readFileSync(
    join(import.meta.dirname, '..', '..', '..', '..', 'examples', 'sma-cross-rsi.json'),
    'utf8',
  );
  return RunRequestSchema.parse(JSON.parse(text));
}

/** A Long/Short variant: long on the cross up, short on the cross down, stop and target both ways. */
export function longShortRequest(): RunRequest {
  const example = exampleRequest();
  const cross = (operator: string) => ({
    elements: [
      { name: 'SMA', type: 'comparable', properties: { period: 10 } },
      { name: operator, type: 'compare-operator' },
      { name: 'SMA', type: 'comparable', properties: { period: 30 } },
    ],
  });
  const exits = {
    elements: [
      { name: 'Stop Loss %', type: 'exit', properties: { percentage: 2 } },
      { name: 'Or', type: 'boolean-operator' },
      { name: 'Take Profit %', type: 'exit', properties: { percentage: 3 } },
    ],
  };
  const input: RunRequestInput = {
    ...example,
    generalSetting: { ...example.generalSetting, strategyType: 'Long/Short' },
    entryLogic: { long: cross('Cross Above'), short: cross('Cross Below') },
    exitLogic: { exit_long: exits, exit_short: exits },
  };
  return RunRequestSchema.parse(input);
}

export interface EngineRun {
  request: RunRequest;
  results: BacktestResults;
  logs: string[];
  /** The event stream the server writes for this run (docs/product.md#states-and-transitions), as one text. */
  streamText: string;
}

/** Runs a request on the bundled bars, keeping its logs and the stream text of its events. */
export function engineRun(request: RunRequest = exampleRequest()): EngineRun {
  const settings = request.generalSetting;
  const bars = bundledBars(
    settings.tickerSymbol,
    sourceInterval(settings.timeInterval),
    settings.startDate,
    settings.endDate,
  );
  const logs: string[] = [];
  let streamText = '';
  const outcome = runBacktest(request, bars, {
    onEvent: (event) => {
      if (event.type === 'log') {
        logs.push(event.line);
        streamText += formatStreamLine(event.line);
      } else if (event.type === 'chart') streamText += formatStreamPart('chart', JSON.stringify(event.chart));
      else if (event.type === 'metrics')
        streamText += formatStreamPart('metrics', JSON.stringify(event.metrics));
      else streamText += formatStreamPart('trades', JSON.stringify(event.trades));
    },
  });
  if (!outcome.ok)
    throw new Error(`The test strategy does not run: ${outcome.diagnostics[0]?.message ?? ''}`);
  return { request, results: outcome.results, logs, streamText };
}
