import { parentPort } from 'node:worker_threads';
import { runBacktest, runPortfolio, type BacktestEvent, type PortfolioEvent } from '@stratblocks/engine';
import {
  partBlock,
  unpackBars,
  unpackOthers,
  type JobMessage,
  type PackedBars,
  type WorkerMessage,
} from './protocol';
import { chartJson } from './results-json';
import { barsBySymbol, portfolioOf } from './run-bars';

/** Runs backtests sent by the pool, one at a time, and streams their events back. */
const port = parentPort;
if (!port) throw new Error('backtest-worker.ts runs in a worker thread');

/** How long events may wait to be sent together; a run's end sends them at once. */
const BATCH_MS = 10;
let pending: WorkerMessage[] = [];
/** The buffers of the pending part blocks: moved to the server's thread with the message. */
let moving: ArrayBuffer[] = [];
let pendingSince = 0;

function flush(id: number): void {
  if (pending.length === 0) return;
  const messages = pending;
  const transfer = moving;
  pending = [];
  moving = [];
  port?.postMessage(messages.length === 1 ? messages[0] : { id, type: 'batch', messages }, transfer);
}

function send(message: WorkerMessage): void {
  if (pending.length === 0) pendingSince = performance.now();
  pending.push(message);
  if (message.type === 'part') moving.push(message.block.buffer as ArrayBuffer);
  if (performance.now() - pendingSince >= BATCH_MS) flush(message.id);
}

port.on('message', (job: JobMessage) => {
  try {
    // Each part is serialised once, here, and sent once.
    const onEvent = (event: BacktestEvent | PortfolioEvent) => {
      if (event.type === 'log') send({ id: job.id, type: 'log', line: event.line });
      else if (event.type === 'chart') {
        send({ id: job.id, type: 'part', part: 'chart', block: partBlock('chart', chartJson(event.chart)) });
      } else if (event.type === 'metrics') {
        const json = JSON.stringify(event.metrics);
        send({ id: job.id, type: 'part', part: 'metrics', block: partBlock('metrics', json) });
      } else if (event.type === 'trades') {
        const json = JSON.stringify(event.trades);
        send({ id: job.id, type: 'part', part: 'trades', block: partBlock('trades', json) });
      } else {
        const json = JSON.stringify(event.portfolio);
        send({ id: job.id, type: 'part', part: 'portfolio', block: partBlock('portfolio', json) });
      }
    };
    const portfolio = portfolioOf(job.strategy);
    const others = job.others ? { others: unpackOthers(job.others) } : {};
    const outcome =
      portfolio && Array.isArray(job.bars)
        ? runPortfolio(
            { ...job.strategy, portfolio },
            barsBySymbol(portfolio.symbols, job.bars.map(unpackBars)),
            { onEvent, ...others },
          )
        : runBacktest(
            job.strategy,
            unpackBars(Array.isArray(job.bars) ? (job.bars[0] as PackedBars) : job.bars),
            { onEvent, ...others },
          );
    // The pool joins the parts it received into the whole results (protocol.ts).
    if (outcome.ok) send({ id: job.id, type: 'done', ok: true });
    else send({ id: job.id, type: 'done', ok: false, diagnostics: outcome.diagnostics });
  } catch (error) {
    send({ id: job.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  flush(job.id);
});
