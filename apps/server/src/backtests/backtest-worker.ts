import { parentPort } from 'node:worker_threads';
import type { StreamPart } from '@stratblocks/contracts';
import { runBacktest, runPortfolio, type BacktestEvent, type PortfolioEvent } from '@stratblocks/engine';
import {
  partBlock,
  unpackBars,
  unpackOthers,
  type JobMessage,
  type PackedBars,
  type WorkerMessage,
} from './protocol';
import { digestOfResults } from './check-digest';
import { chartJson, resultsJsonOfParts } from './results-json';
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

/** Each part's JSON, serialised once, here. */
function partJson(event: Exclude<BacktestEvent | PortfolioEvent, { type: 'log' }>): [StreamPart, string] {
  if (event.type === 'chart') return ['chart', chartJson(event.chart)];
  if (event.type === 'metrics') return ['metrics', JSON.stringify(event.metrics)];
  if (event.type === 'trades') return ['trades', JSON.stringify(event.trades)];
  return ['portfolio', JSON.stringify(event.portfolio)];
}

port.on('message', (job: JobMessage) => {
  try {
    // A digest run keeps its parts here and answers only their digest (check-digest.ts).
    const kept: Partial<Record<StreamPart, string>> = {};
    const onEvent = (event: BacktestEvent | PortfolioEvent) => {
      if (event.type === 'log') {
        if (!job.digest) send({ id: job.id, type: 'log', line: event.line });
        return;
      }
      const [part, json] = partJson(event);
      if (job.digest) kept[part] = json;
      else send({ id: job.id, type: 'part', part, block: partBlock(part, json) });
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
    if (outcome.ok && job.digest) {
      const digest = digestOfResults(
        resultsJsonOfParts((part) => kept[part]),
        job.digest,
      );
      send({ id: job.id, type: 'done', ok: true, digest });
    } else if (outcome.ok) send({ id: job.id, type: 'done', ok: true });
    else send({ id: job.id, type: 'done', ok: false, diagnostics: outcome.diagnostics });
  } catch (error) {
    send({ id: job.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  flush(job.id);
});
