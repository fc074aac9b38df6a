/// <reference lib="webworker" />
import { runBacktest, sliceByDate } from '@stratblocks/engine';
import { loadDemoBars } from '../../../lib/demo-bars';
import type { RunRequest, RunResponse } from './types';
import { summarize } from './summarize';

/**
 * The landing page's engine: runs the real backtest engine off the main thread on the bundled
 * daily slices (lib/demo-bars.ts: each fetched and parsed once per page view).
 */
self.onmessage = async (event: MessageEvent<RunRequest>) => {
  const { id, symbol, strategy } = event.data;
  let answer: RunResponse;
  try {
    const general = strategy.generalSetting;
    const bars = sliceByDate(await loadDemoBars(symbol), general.startDate, general.endDate);
    const outcome = runBacktest(strategy, bars);
    answer = outcome.ok
      ? { id, ok: true, summary: summarize(outcome.results, bars) }
      : { id, ok: false, error: outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; ') };
  } catch (error) {
    answer = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
