/**
 * Portfolio stream bench (`npm run bench -w @stratblocks/server`): a shared portfolio of 50 US
 * symbols x 2005-2025 daily bars streamed by a real embedded server on a loopback port, one stream
 * at a time after a warm-up one; prints the time to the first streamed line and to the last byte,
 * the stream's size and the process's peak RSS (server, its worker threads and this client).
 */
import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startEmbedded } from './embedded-server';

const STREAMS = Number(process.env['STREAMS'] ?? 15);
const DIR = fileURLToPath(new URL('../../../data/market/1d/', import.meta.url));
/** Not US stocks or ETFs: crypto, forex pairs, indices, volatility. */
const OTHER_CLASSES = /-USD$|^(EUR|GBP|USD|AUD|NZD)[A-Z]{3}$|^(GSPC|IXIC|DJI|VIX)$/;

/** The 50 US symbols with the largest daily files (the longest histories), alphabetical. */
function fiftySymbols(): string[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.csv') && !OTHER_CLASSES.test(file.slice(0, -4)))
    .map((file) => ({ symbol: file.slice(0, -4), size: statSync(`${DIR}${file}`).size }))
    .sort((a, b) => b.size - a.size || a.symbol.localeCompare(b.symbol))
    .slice(0, 50)
    .map(({ symbol }) => symbol)
    .sort();
}

const element = (name: string, properties?: Record<string, number>) =>
  properties ? { name, properties } : { name };

const symbols = fiftySymbols();
/** A momentum rotation over the 50: SMA(20) > SMA(50) and RSI < 70 in, ranked by 20-day change. */
const body = JSON.stringify({
  generalSetting: {
    strategyType: 'Long Only',
    timeInterval: '1 Day',
    assetClass: 'US Stocks',
    tickerSymbol: symbols[0],
    startDate: '2005-01-01',
    endDate: '2025-12-31',
    initialCapital: 100000,
    equityUsed: 20,
    commission: 0.1,
    slippage: 0.05,
  },
  entryLogic: {
    long: {
      elements: [
        element('SMA', { period: 20 }),
        element('>'),
        element('SMA', { period: 50 }),
        element('And'),
        element('RSI', { period: 14 }),
        element('<'),
        element('Number', { value: 70 }),
      ],
    },
    short: null,
  },
  exitLogic: {
    exit_long: {
      elements: [
        element('SMA', { period: 20 }),
        element('Cross Below'),
        element('SMA', { period: 50 }),
        element('Or'),
        element('Stop Loss %', { percentage: 8 }),
      ],
    },
    exit_short: null,
  },
  riskSetting: {
    maxOpenTrades: 5,
    fixedPositionSize: 1000,
    maxTradesPerDay: 10,
    maxDrawdown: 100,
    dailyLossLimit: 100,
    riskRewardRatio: 2,
  },
  portfolio: {
    symbols,
    mode: 'shared',
    rankBy: { element: { name: 'Price Change %', properties: { period: 20 } }, order: 'highest' },
  },
});

interface StreamTiming {
  status: number;
  firstLineMs: number;
  lastByteMs: number;
  bytes: number;
}

/** One streamed portfolio backtest: when its first line and its last byte arrived. */
function streamOnce(base: string): Promise<StreamTiming> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}/api/backtest/stream`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let firstLineMs = Number.NaN;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (Number.isNaN(firstLineMs) && chunk.includes(10)) firstLineMs = performance.now() - start;
        });
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            firstLineMs,
            lastByteMs: performance.now() - start,
            bytes,
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

const server = await startEmbedded();
try {
  // The first stream starts the worker pool and loads the 50 symbols' bars: reported on its own.
  const first = await streamOnce(server.base);
  if (first.status !== 200) throw new Error(`The portfolio stream answered ${first.status}`);
  const timings: StreamTiming[] = [];
  for (let index = 0; index < STREAMS; index += 1) timings.push(await streamOnce(server.base));
  if (timings.some((timing) => timing.status !== 200)) throw new Error('A portfolio stream failed');
  const firstLines = timings.map((timing) => timing.firstLineMs);
  const lastBytes = timings.map((timing) => timing.lastByteMs);
  console.log(
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`,
  );
  console.log(
    `Portfolio stream (shared, ${symbols.length} US symbols x 2005-2025 daily, a ranked 5-holding rotation), one at a time, ${STREAMS} after a first one: first line median ${percentile(firstLines, 0.5).toFixed(1)} ms (p90 ${percentile(firstLines, 0.9).toFixed(1)} ms; the first stream ${first.firstLineMs.toFixed(1)} ms), last byte median ${percentile(lastBytes, 0.5).toFixed(1)} ms (p90 ${percentile(lastBytes, 0.9).toFixed(1)} ms), ${(first.bytes / 1024 / 1024).toFixed(1)} MiB a stream`,
  );
  console.log(
    `Peak RSS of this process (server, its worker threads, the client): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB; load average at the end ${loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  await server.stop();
}
