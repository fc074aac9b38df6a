/**
 * The embedded server's research pool on the canonical sweep (SPY daily 2005-2025, SMA cross, fast
 * 5..104 x slow 20..119 as inputs: 10,000 combinations), one thread against two: the wall time
 * from the job's start to its result (bars sent, spans run, joined and ranked) once the pool's threads
 * are loaded, and the first sweep of each pool (which loads them).
 *
 *   node --import tsx apps/server/bench/research-threads.ts [rounds]
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { RunRequestSchema } from '@stratblocks/contracts';
import { BundledMarketData } from '@stratblocks/market-data';
import { ResearchJobs } from '../src/research/research-jobs';

const strategy = RunRequestSchema.parse(
  JSON.parse(readFileSync(new URL('../../../examples/spy-sma-cross-inputs.json', import.meta.url), 'utf8')),
);
const bars = new BundledMarketData().range('SPY', '1d', '2005-01-01', '2025-12-31');
const parameters = [
  { path: 'fast', range: { start: 5, stop: 104, step: 1 } },
  { path: 'slow', range: { start: 20, stop: 119, step: 1 } },
];

/** CPU seconds of the process (every thread) during the last sweep: the work, whatever the load. */
let lastCpu = 0;

/** One pool per thread count, as a server keeps it: its threads stay loaded between jobs. */
const pools = new Map([1, 2].map((threads) => [threads, new ResearchJobs({ maxRunning: threads })]));

async function timeSweep(threads: number): Promise<number> {
  const jobs = pools.get(threads) as ResearchJobs;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const start = await jobs.start(1, { kind: 'sweep', strategy, bars, parameters, objective: 'sharpe' });
  if (!start.ok) throw new Error(`not started: ${start.reason}`);
  const job = start.job;
  while (job.status === 'running') await new Promise((resolve) => setTimeout(resolve, 5));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  lastCpu = (used.user + used.system) / 1e6;
  if (job.status !== 'done' || job.resultJson === null) throw new Error(job.error ?? job.status);
  const cells = (JSON.parse(job.resultJson) as { cells: unknown[] }).cells.length;
  if (cells !== 10_000) throw new Error(`${cells} cells`);
  return seconds;
}

const rounds = Number(process.argv[2] ?? 3);
const times: Record<number, number[]> = { 1: [], 2: [] };
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.log(`cores ${availableParallelism()}, load before: ${load()}`);
// A first sweep on each pool loads its threads (the first job of a server pays for that).
for (const threads of [1, 2])
  console.log(`first sweep, ${threads} thread(s): ${(await timeSweep(threads)).toFixed(2)} s`);
for (let round = 0; round < rounds; round += 1) {
  for (const threads of [1, 2]) {
    const seconds = await timeSweep(threads);
    times[threads]?.push(seconds);
    console.log(
      `round ${round + 1}, ${threads} thread${threads > 1 ? 's' : ''}: ${seconds.toFixed(2)} s (CPU ${lastCpu.toFixed(2)} s)`,
    );
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(
  `median: 1 thread ${median(times[1] ?? []).toFixed(2)} s, 2 threads ${median(times[2] ?? []).toFixed(2)} s; load after: ${load()}`,
);
for (const pool of pools.values()) await pool.close();
