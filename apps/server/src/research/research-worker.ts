import { parentPort } from 'node:worker_threads';
import { resolveSweepParameters, runParameterStudy, runSweepCells } from '@stratblocks/engine';
import type { SweepSpan } from '@stratblocks/engine';
import type { ResearchJobMessage, ResearchWorkerMessage } from './protocol';
import { runInBackground } from '../infra/thread-priority';

/** Runs one sweep or walk-forward in a worker thread, posting its progress at most every 200 ms. */
const port = parentPort;
if (!port) throw new Error('research-worker.ts runs in a worker thread');
runInBackground();

function send(message: ResearchWorkerMessage): void {
  port?.postMessage(message);
}

let last = 0;
function progress(done: number, total: number, best: number | null): void {
  const now = performance.now();
  if (done < total && now - last < 200) return;
  last = now;
  send({ type: 'progress', done, total, best });
}

/** One span of a sweep's grid: its cells as JSON, in grid order. */
function runSpan(job: ResearchJobMessage & { kind: 'sweep' }, span: SweepSpan): ResearchWorkerMessage {
  const resolved = resolveSweepParameters(job.strategy, job.parameters);
  if (!resolved.ok) return { type: 'failed', message: resolved.message };
  const total = span.to - span.from;
  const cells = runSweepCells(job.strategy, job.bars, resolved.parameters, span, {
    objective: job.objective,
    ...(job.others && { others: job.others }),
    onProgress: ({ done, best }) => {
      progress(done, total, best?.objective ?? null);
    },
  });
  return cells
    ? { type: 'done', resultJson: JSON.stringify(cells) }
    : { type: 'failed', message: 'cancelled' };
}

port.on('message', (job: ResearchJobMessage) => {
  try {
    if (job.kind === 'sweep' && job.span) {
      send(runSpan(job, job.span));
      return;
    }
    const outcome = runParameterStudy(job, job.bars, progress, undefined, job.others);
    send(
      outcome.ok
        ? { type: 'done', resultJson: JSON.stringify(outcome.result.result) }
        : { type: 'failed', message: outcome.message },
    );
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
