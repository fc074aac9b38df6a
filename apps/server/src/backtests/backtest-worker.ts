import { parentPort } from 'node:worker_threads';
import { runBacktest, type BacktestEvent } from '@stratblocks/engine';
import { unpackBars, type JobMessage, type WorkerMessage } from './protocol';
import { chartJson } from './results-json';

/** Runs backtests sent by the pool, one at a time, and streams their events back. */
const port = parentPort;
if (!port) throw new Error('backtest-worker.ts runs in a worker thread');

/** How long events may wait to be sent together; a run's end sends them at once. */
const BATCH_MS = 10;
let pending: WorkerMessage[] = [];
let pendingSince = 0;

function flush(id: number): void {
  if (pending.length === 0) return;
  const messages = pending;
  pending = [];
  port?.postMessage(messages.length === 1 ? messages[0] : { id, type: 'batch', messages });
}

function send(message: WorkerMessage): void {
  if (pending.length === 0) pendingSince = performance.now();
  pending.push(message);
  if (performance.now() - pendingSince >= BATCH_MS) flush(message.id);
}

port.on('message', (job: JobMessage) => {
  try {
    // Each part is serialised once, here, and sent once.
    const onEvent = (event: BacktestEvent) => {
      if (event.type === 'log') send({ id: job.id, type: 'log', line: event.line });
      else if (event.type === 'chart') {
        send({ id: job.id, type: 'part', part: 'chart', json: chartJson(event.chart) });
      } else if (event.type === 'metrics') {
        send({ id: job.id, type: 'part', part: 'metrics', json: JSON.stringify(event.metrics) });
      } else {
        send({ id: job.id, type: 'part', part: 'trades', json: JSON.stringify(event.trades) });
      }
    };
    const outcome = runBacktest(job.strategy, unpackBars(job.bars), { onEvent });
    // The pool joins the parts it received into the whole results (protocol.ts).
    if (outcome.ok) send({ id: job.id, type: 'done', ok: true });
    else send({ id: job.id, type: 'done', ok: false, diagnostics: outcome.diagnostics });
  } catch (error) {
    send({ id: job.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  flush(job.id);
});
