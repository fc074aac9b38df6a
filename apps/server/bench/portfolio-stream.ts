/**
 * Portfolio stream bench (`npm run bench -w @stratblocks/server`): a shared portfolio of 50 US
 * symbols x 2005-2025 daily bars streamed by a real embedded server on a loopback port, one stream
 * at a time after a warm-up one; prints the time to the first streamed line and to the last byte,
 * the stream's size and the process's peak RSS (server, its worker threads and this client).
 */
import { request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { loadFifty, rotation } from '../../../packages/engine/bench/portfolio';
import { startEmbedded } from './embedded-server';

const STREAMS = Number(process.env['STREAMS'] ?? 15);
// The engine bench's portfolio (packages/engine/bench/portfolio.ts): the 50 US symbols with the
// most bars over 2005-2025 and its ranked 5-holding momentum rotation, in one account.
const symbols = loadFifty().map((series) => series.symbol);
const body = JSON.stringify(rotation(symbols, 'shared'));

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
