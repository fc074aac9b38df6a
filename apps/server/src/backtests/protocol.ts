import { formatStreamLine, formatStreamPart, STREAM_MARKERS, type StreamPart } from '@stratblocks/contracts';
import type { CheckDigest, DigestRequest } from './check-digest';
import type { AssetClass, BarSeries, Diagnostic, OtherSeries, StrategyInput } from '@stratblocks/engine';

/**
 * Bars as they cross to a worker: the labels as one text (one string to copy instead of one per
 * bar, which made posting a job cost more than running it) and the columns as typed arrays.
 */
export interface PackedBars {
  symbol: string;
  interval: BarSeries['interval'];
  /** The bar labels joined with newlines (labels never contain one). */
  times: string;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export function packBars(bars: BarSeries): PackedBars {
  return { ...bars, times: bars.times.join('\n') };
}

export function unpackBars(bars: PackedBars): BarSeries {
  return { ...bars, times: bars.close.length === 0 ? [] : bars.times.split('\n') };
}

/** Other symbols' bars as they cross to a worker (docs/engine.md#11-other-symbols-and-timeframes). */
export type PackedOthers = Record<string, { bars: PackedBars; assetClass: AssetClass }>;

export function packOthers(others: OtherSeries): PackedOthers {
  const packed: PackedOthers = {};
  for (const [symbol, entry] of Object.entries(others))
    packed[symbol] = { bars: packBars(entry.bars), assetClass: entry.assetClass };
  return packed;
}

export function unpackOthers(packed: PackedOthers): OtherSeries {
  const others: Record<string, OtherSeries[string]> = {};
  for (const [symbol, entry] of Object.entries(packed))
    others[symbol] = { bars: unpackBars(entry.bars), assetClass: entry.assetClass };
  return others;
}

/** What the server sends a worker: one backtest. Bars travel as columns (copied, not shared). */
export interface JobMessage {
  id: number;
  strategy: StrategyInput;
  /** One series, or a portfolio's series in the order its symbols are listed. */
  bars: PackedBars | PackedBars[];
  /** The other symbols the strategy's blocks read; absent when it reads none. */
  others?: PackedOthers;
  /**
   * A watch check's run: the worker answers only this digest of the results (check-digest.ts),
   * with no log lines or parts on the way.
   */
  digest?: DigestRequest;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A result part as the stream sends it (its marker lines around its JSON line), as UTF-8 bytes
 * in a buffer of its own: made in the worker and moved, not copied, to the server's thread, which
 * writes it to the client as is (no copy of the text across threads, no encoding on the event loop).
 */
export function partBlock(part: StreamPart, json: string): Uint8Array {
  return encoder.encode(formatStreamPart(part, json));
}

/** The JSON text inside a part's block (partBlock's inverse). */
export function jsonOfPartBlock(part: StreamPart, block: Uint8Array): string {
  const { start, end } = STREAM_MARKERS[part];
  // Markers and the line prefix are ASCII: their lengths in bytes are their lengths in characters.
  const before = formatStreamLine(start).length + 'data: '.length;
  const after = '\n\n'.length + formatStreamLine(end).length;
  return decoder.decode(block.subarray(before, block.length - after));
}

/**
 * What a worker sends back while a job runs: log lines as they happen, each result part as its
 * stream block (serialised and encoded in the worker, off the server's event loop), then the end
 * of the job.
 */
export type WorkerMessage =
  | { id: number; type: 'log'; line: string }
  | { id: number; type: 'part'; part: StreamPart; block: Uint8Array }
  /**
   * Without resultsJson, the results are the chart, metrics and trades parts sent before it (the
   * engine's worker does so: the whole text would cross the thread boundary twice otherwise).
   */
  | { id: number; type: 'done'; ok: true; resultsJson?: string }
  /** A digest run's end (JobMessage.digest). */
  | { id: number; type: 'done'; ok: true; digest: CheckDigest }
  | { id: number; type: 'done'; ok: false; diagnostics: Diagnostic[] }
  | { id: number; type: 'failed'; message: string }
  /**
   * Several of the above in order, in one message: a run's events are sent in batches (every few
   * milliseconds and at its end) because a message per log line made the two threads contend for
   * the port far more than the run itself costs.
   */
  | { id: number; type: 'batch'; messages: WorkerMessage[] };
