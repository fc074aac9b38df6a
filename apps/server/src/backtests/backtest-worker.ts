import { parentPort } from 'node:worker_threads';
import { runBacktest, type BacktestEvent } from '@stratblocks/engine';
import type { JobMessage, WorkerMessage } from './protocol';

/** Runs backtests sent by the pool, one at a time, and streams their events back. */
const port = parentPort;
if (!port) throw new Error('backtest-worker.ts runs in a worker thread');

function send(message: WorkerMessage): void {
  port?.postMessage(message);
}

port.on('message', (job: JobMessage) => {
  try {
    const onEvent = (event: BacktestEvent) => {
      if (event.type === 'log') send({ id: job.id, type: 'log', line: event.line });
      else if (event.type === 'chart')
        send({ id: job.id, type: 'part', part: 'chart', json: JSON.stringify(event.chart) });
      else if (event.type === 'metrics') {
        send({ id: job.id, type: 'part', part: 'metrics', json: JSON.stringify(event.metrics) });
      } else send({ id: job.id, type: 'part', part: 'trades', json: JSON.stringify(event.trades) });
    };
    const outcome = runBacktest(job.strategy, job.bars, { onEvent });
    if (outcome.ok)
      send({ id: job.id, type: 'done', ok: true, resultsJson: JSON.stringify(outcome.results) });
    else send({ id: job.id, type: 'done', ok: false, diagnostics: outcome.diagnostics });
  } catch (error) {
    send({ id: job.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
