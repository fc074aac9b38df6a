import type { BarInterval, BarSeries } from '@stratblocks/engine';

/**
 * Uploaded series are stored as chunks of consecutive bars in a compact binary form, so that storing
 * one is a few inserts and reading a window decodes only the chunks it touches (instead of a row per
 * bar, which cost about 0.4 s of event loop per 100,000 bars each way).
 *
 * One chunk, little-endian: bar count (u32), bytes of labels (u32), then open, high, low, close and
 * volume (count x f64 each, 8-byte aligned), then the bar labels as UTF-8 joined by "\n".
 */
export const CHUNK_BARS = 4_096;
const HEADER_BYTES = 8;
const COLUMNS = 5;

/** A chunk as stored: the dates it spans, its bar count and its bytes. */
export interface BarChunk {
  firstTime: string;
  lastTime: string;
  barCount: number;
  data: Uint8Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Cuts a series into chunks of CHUNK_BARS bars (the last one shorter). */
export function encodeBarChunks(series: BarSeries, chunkBars = CHUNK_BARS): BarChunk[] {
  const chunks: BarChunk[] = [];
  const count = series.times.length;
  for (let start = 0; start < count; start += chunkBars) {
    const end = Math.min(count, start + chunkBars);
    const size = end - start;
    const labels = encoder.encode(series.times.slice(start, end).join('\n'));
    const data = new Uint8Array(HEADER_BYTES + size * 8 * COLUMNS + labels.byteLength);
    const view = new DataView(data.buffer);
    view.setUint32(0, size, true);
    view.setUint32(4, labels.byteLength, true);
    const numbers = new Float64Array(data.buffer, HEADER_BYTES, size * COLUMNS);
    [series.open, series.high, series.low, series.close, series.volume].forEach((column, index) => {
      numbers.set(column.subarray(start, end), index * size);
    });
    data.set(labels, HEADER_BYTES + size * 8 * COLUMNS);
    chunks.push({
      firstTime: series.times[start] ?? '',
      lastTime: series.times[end - 1] ?? '',
      barCount: size,
      data,
    });
  }
  return chunks;
}

/** Joins stored chunks (in order) back into one series; throws on bytes that are not a chunk. */
export function decodeBarChunks(
  symbol: string,
  interval: BarInterval,
  chunks: ReadonlyArray<Uint8Array>,
): BarSeries {
  const sizes = chunks.map((data) => {
    if (data.byteLength < HEADER_BYTES) throw new Error('A stored bar chunk is cut short');
    return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true);
  });
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const columns = Array.from({ length: COLUMNS }, () => new Float64Array(total));
  const times: string[] = [];
  let offset = 0;
  chunks.forEach((data, chunk) => {
    const size = sizes[chunk] ?? 0;
    const labelBytes = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(4, true);
    const numberBytes = size * 8 * COLUMNS;
    if (data.byteLength !== HEADER_BYTES + numberBytes + labelBytes)
      throw new Error('A stored bar chunk is damaged');
    // One aligned copy of the numbers (a driver's buffer may start anywhere).
    const numbers = new Float64Array(size * COLUMNS);
    new Uint8Array(numbers.buffer).set(data.subarray(HEADER_BYTES, HEADER_BYTES + numberBytes));
    columns.forEach((column, index) => {
      column.set(numbers.subarray(index * size, (index + 1) * size), offset);
    });
    const labels = size === 0 ? [] : decoder.decode(data.subarray(HEADER_BYTES + numberBytes)).split('\n');
    if (labels.length !== size) throw new Error('A stored bar chunk is damaged');
    for (const label of labels) times.push(label);
    offset += size;
  });
  const [open, high, low, close, volume] = columns as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  return { symbol, interval, times, open, high, low, close, volume };
}
