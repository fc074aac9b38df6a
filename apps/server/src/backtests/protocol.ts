import type { BarSeries, Diagnostic, StrategyInput } from '@stratblocks/engine';

/** What the server sends a worker: one backtest. Bars travel as columns (copied, not shared). */
export interface JobMessage {
  id: number;
  strategy: StrategyInput;
  bars: BarSeries;
}

/**
 * What a worker sends back while a job runs: log lines as they happen, each result part as JSON
 * text (serialised in the worker, off the server's event loop), then the end of the job.
 */
export type WorkerMessage =
  | { id: number; type: 'log'; line: string }
  | { id: number; type: 'part'; part: 'chart' | 'metrics' | 'trades'; json: string }
  | { id: number; type: 'done'; ok: true; resultsJson: string }
  | { id: number; type: 'done'; ok: false; diagnostics: Diagnostic[] }
  | { id: number; type: 'failed'; message: string };
