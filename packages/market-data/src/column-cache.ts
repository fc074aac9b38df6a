import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BarInterval, BarSeries } from '@stratblocks/engine';

/**
 * A compact binary copy of a parsed CSV series, so that a process (the CLI, a server start) loads
 * the bundled bars without parsing text: the five price columns as raw float64 and the bar labels
 * as one fixed-width Latin-1 block. The file records the CSV's size and modification time; a copy
 * that does not match its CSV is ignored and rewritten. Reads and writes never fail a load.
 *
 * Layout (little-endian): "SBC1", version u32, csv size f64, csv mtime (ms) f64, bar count u32,
 * label width u32, interval and symbol (u32 length + UTF-8 each), padding to 8 bytes, then open,
 * high, low, close, volume (count x f64 each), then the labels (count x width bytes).
 */
const MAGIC = 0x31434253; // "SBC1"
const VERSION = 1;

interface CsvStamp {
  size: number;
  mtimeMs: number;
}

function stampOf(csvPath: string): CsvStamp | null {
  try {
    const stats = statSync(csvPath);
    return { size: stats.size, mtimeMs: stats.mtimeMs };
  } catch {
    return null;
  }
}

/** The series stored for this CSV, or null when there is none or it is stale or unreadable. */
export function readCachedSeries(cachePath: string, csvPath: string): BarSeries | null {
  const stamp = stampOf(csvPath);
  if (!stamp) return null;
  let file: Buffer;
  try {
    file = readFileSync(cachePath);
  } catch {
    return null;
  }
  try {
    if (file.length < 32 || file.readUInt32LE(0) !== MAGIC || file.readUInt32LE(4) !== VERSION) return null;
    if (file.readDoubleLE(8) !== stamp.size || file.readDoubleLE(16) !== stamp.mtimeMs) return null;
    const count = file.readUInt32LE(24);
    const width = file.readUInt32LE(28);
    let offset = 32;
    const intervalLength = file.readUInt32LE(offset);
    const interval = file.toString('utf8', offset + 4, offset + 4 + intervalLength) as BarInterval;
    offset += 4 + intervalLength;
    const symbolLength = file.readUInt32LE(offset);
    const symbol = file.toString('utf8', offset + 4, offset + 4 + symbolLength);
    offset += 4 + symbolLength;
    offset = (offset + 7) & ~7;
    if (file.length !== offset + count * 8 * 5 + count * width) return null;
    // One aligned copy of the numbers; each column is a view of it.
    const numbers = new Float64Array(count * 5);
    new Uint8Array(numbers.buffer).set(file.subarray(offset, offset + count * 8 * 5));
    offset += count * 8 * 5;
    const labels = file.toString('latin1', offset, offset + count * width);
    const times = new Array<string>(count);
    for (let index = 0; index < count; index += 1) {
      times[index] = labels.slice(index * width, (index + 1) * width);
    }
    return {
      symbol,
      interval,
      times,
      open: numbers.subarray(0, count),
      high: numbers.subarray(count, 2 * count),
      low: numbers.subarray(2 * count, 3 * count),
      close: numbers.subarray(3 * count, 4 * count),
      volume: numbers.subarray(4 * count, 5 * count),
    };
  } catch {
    return null;
  }
}

/** Stores a parsed series beside its CSV's stamp; quietly does nothing where it cannot write. */
export function writeCachedSeries(cachePath: string, csvPath: string, series: BarSeries): void {
  const stamp = stampOf(csvPath);
  const count = series.times.length;
  const width = series.times[0]?.length ?? 0;
  // Fixed-width labels only (every bundled series has them); anything else stays uncached.
  if (!stamp || count === 0 || series.times.some((time) => time.length !== width || !isLatin1(time))) return;
  const interval = Buffer.from(series.interval, 'utf8');
  const symbol = Buffer.from(series.symbol, 'utf8');
  let headerLength = 32 + 4 + interval.length + 4 + symbol.length;
  headerLength = (headerLength + 7) & ~7;
  const file = Buffer.alloc(headerLength + count * 8 * 5 + count * width);
  file.writeUInt32LE(MAGIC, 0);
  file.writeUInt32LE(VERSION, 4);
  file.writeDoubleLE(stamp.size, 8);
  file.writeDoubleLE(stamp.mtimeMs, 16);
  file.writeUInt32LE(count, 24);
  file.writeUInt32LE(width, 28);
  let offset = 32;
  file.writeUInt32LE(interval.length, offset);
  interval.copy(file, offset + 4);
  offset += 4 + interval.length;
  file.writeUInt32LE(symbol.length, offset);
  symbol.copy(file, offset + 4);
  offset = headerLength;
  for (const column of [series.open, series.high, series.low, series.close, series.volume]) {
    Buffer.from(column.buffer, column.byteOffset, column.byteLength).copy(file, offset);
    offset += count * 8;
  }
  file.write(series.times.join(''), offset, 'latin1');
  try {
    mkdirSync(dirname(cachePath), { recursive: true });
    // Written aside, then renamed: a concurrent reader sees the old file or the whole new one.
    const temporary = `${cachePath}.${process.pid}.tmp`;
    writeFileSync(temporary, file);
    renameSync(temporary, cachePath);
  } catch {
    // A read-only checkout still works: it parses the CSV each time.
  }
}

function isLatin1(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) > 0xff) return false;
  return true;
}
