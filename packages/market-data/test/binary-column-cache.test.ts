import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBarsCsv } from '@stratblocks/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { BundledMarketData, CACHE_FOLDER, DEFAULT_MARKET_DATA_DIR } from '../src/index';

/** A private copy of part of the dataset (SPY daily and hourly), so the cache files are ours. */
const folder = mkdtempSync(join(tmpdir(), 'stratblocks-column-cache-'));
const manifest = JSON.parse(readFileSync(join(DEFAULT_MARKET_DATA_DIR, 'manifest.json'), 'utf8')) as {
  series: Array<{ symbol: string; file: string }>;
};
const spy = manifest.series.filter((series) => series.symbol === 'SPY');
writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ ...manifest, series: spy }));
for (const series of spy) {
  mkdirSync(join(folder, series.file, '..'), { recursive: true });
  copyFileSync(join(DEFAULT_MARKET_DATA_DIR, series.file), join(folder, series.file));
}
const cacheFile = join(folder, CACHE_FOLDER, '1d', 'SPY.bin');
const csvFile = join(folder, '1d', 'SPY.csv');

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function parsedCsv(path: string, interval: '1d' | '1h') {
  const parsed = parseBarsCsv(readFileSync(path, 'utf8'), 'SPY');
  if (!parsed.ok) throw new Error(parsed.message);
  return { ...parsed.series, interval };
}

describe('the binary column cache of the bundled series', () => {
  it('is written on the first load and gives the CSV parse exactly on the next ones', () => {
    expect(existsSync(cacheFile)).toBe(false);
    new BundledMarketData(folder).bars('SPY', '1d');
    expect(existsSync(cacheFile)).toBe(true);
    for (const interval of ['1d', '1h'] as const) {
      new BundledMarketData(folder).bars('SPY', interval);
      const fromCache = new BundledMarketData(folder).bars('SPY', interval);
      const fromCsv = parsedCsv(join(folder, interval, 'SPY.csv'), interval);
      expect(fromCache.times).toEqual(fromCsv.times);
      expect(fromCache.interval).toBe(interval);
      expect(fromCache.symbol).toBe('SPY');
      for (const column of ['open', 'high', 'low', 'close', 'volume'] as const) {
        expect(Array.from(fromCache[column])).toEqual(Array.from(fromCsv[column]));
      }
    }
  });

  it('is ignored and rewritten when its CSV changes', () => {
    new BundledMarketData(folder).bars('SPY', '1d');
    const lines = readFileSync(csvFile, 'utf8').trimEnd().split('\n');
    // Drop the last bar and give the file another time: the cache no longer matches it.
    writeFileSync(csvFile, `${lines.slice(0, -1).join('\n')}\n`);
    utimesSync(csvFile, new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'));
    const reloaded = new BundledMarketData(folder).bars('SPY', '1d');
    expect(reloaded.times.length).toBe(lines.length - 2);
    expect(reloaded.times.at(-1)).toBe(parsedCsv(csvFile, '1d').times.at(-1));
    const again = new BundledMarketData(folder).bars('SPY', '1d');
    expect(again.times.length).toBe(lines.length - 2);
  });

  it('is ignored when it is corrupt', () => {
    writeFileSync(cacheFile, 'not a cache');
    const series = new BundledMarketData(folder).bars('SPY', '1d');
    expect(series.times.length).toBe(parsedCsv(csvFile, '1d').times.length);
  });
});
