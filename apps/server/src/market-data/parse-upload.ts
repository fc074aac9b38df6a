import { parseBarsCsv } from '@stratblocks/engine';
import type { ChunkedSeries } from '../db/market-uploads';
import { encodeBarChunks } from './bar-chunks';

/** What reading an uploaded file gives: its bars in chunks, or the first problem (422). */
export type ParsedUpload = { ok: true; series: ChunkedSeries } | { ok: false; detail: string };

const NEWLINE = 10;

/** Bytes that leave a line blank (the CSV reader skips blank lines). */
function isBlank(byte: number): boolean {
  return byte === 32 || byte === 9 || byte === 13;
}

/**
 * Lines with something on them, counted on the bytes and given up past `stopAbove`: a file of
 * millions of rows is refused before any of them is parsed.
 */
export function countFilledLines(bytes: Uint8Array, stopAbove: number): number {
  let lines = 0;
  let filled = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? NEWLINE;
    if (byte === NEWLINE) {
      if (filled) lines += 1;
      if (lines > stopAbove) return lines;
      filled = false;
    } else if (!filled && !isBlank(byte)) filled = true;
  }
  return filled ? lines + 1 : lines;
}

/**
 * Reads an uploaded CSV file (UTF-8) into chunks of bars: at most `maxBars` rows under the header,
 * each checked by the engine's CSV reader (the first bad line named). Runs in the upload reader's
 * thread: a file of 50 MB takes seconds to read, never on the HTTP event loop.
 */
export function parseUpload(bytes: Uint8Array, symbol: string, maxBars: number): ParsedUpload {
  // The header line and at most maxBars rows.
  if (countFilledLines(bytes, maxBars + 1) > maxBars + 1) {
    const limit = maxBars.toLocaleString('en-US');
    return {
      ok: false,
      detail: `The file has more than ${limit} rows; an upload holds at most ${limit} bars: split it or drop old rows`,
    };
  }
  const parsed = parseBarsCsv(new TextDecoder().decode(bytes), symbol);
  if (!parsed.ok) return { ok: false, detail: `Line ${parsed.line}: ${parsed.message}` };
  const { series } = parsed;
  const count = series.times.length;
  return {
    ok: true,
    series: {
      interval: series.interval,
      first: series.times[0] ?? '',
      last: series.times[count - 1] ?? '',
      barCount: count,
      chunks: encodeBarChunks(series),
    },
  };
}
