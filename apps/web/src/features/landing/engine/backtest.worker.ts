/// <reference lib="webworker" />
import { parseBarsCsv, runBacktest, sliceByDate, type BarSeries } from '@stratblocks/engine';
import { demoDataUrl, type DemoSymbol, type RunRequest, type RunResponse } from './types';
import { summarize } from './summarize';

/**
 * The landing page's engine: runs the real backtest engine off the main thread on the bundled
 * daily slices, each fetched and parsed once per page view.
 */
const slices = new Map<DemoSymbol, Promise<BarSeries>>();

function slice(symbol: DemoSymbol): Promise<BarSeries> {
  let bars = slices.get(symbol);
  if (!bars) {
    bars = fetch(demoDataUrl(symbol)).then(async (response) => {
      if (!response.ok) throw new Error(`Could not load the ${symbol} data (HTTP ${response.status})`);
      const parsed = parseBarsCsv(await response.text(), symbol);
      if (!parsed.ok)
        throw new Error(`The ${symbol} data is unreadable at line ${parsed.line}: ${parsed.message}`);
      return parsed.series;
    });
    slices.set(symbol, bars);
    bars.catch(() => slices.delete(symbol));
  }
  return bars;
}

self.onmessage = async (event: MessageEvent<RunRequest>) => {
  const { id, symbol, strategy } = event.data;
  let answer: RunResponse;
  try {
    const general = strategy.generalSetting;
    const bars = sliceByDate(await slice(symbol), general.startDate, general.endDate);
    const outcome = runBacktest(strategy, bars);
    answer = outcome.ok
      ? { id, ok: true, summary: summarize(outcome.results, bars) }
      : { id, ok: false, error: outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; ') };
  } catch (error) {
    answer = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
