import { parentPort } from 'node:worker_threads';
import { compileStrategy, generatePython } from '@stratblocks/engine';
import type { CheckAnswer, CheckMessage } from './strategy-checker';

/** Compiles strategies (and writes their Python) for the checker, one at a time, off the event loop. */
const port = parentPort;
if (!port) throw new Error('check-worker.ts runs in a worker thread');

port.on('message', (message: CheckMessage) => {
  let answer: CheckAnswer;
  try {
    const { diagnostics } = compileStrategy(message.strategy, { intraday: message.intraday });
    const failed = diagnostics.some((diagnostic) => diagnostic.severity === 'error');
    answer = {
      id: message.id,
      ok: true,
      diagnostics,
      code: message.python && !failed ? generatePython(message.strategy).code : null,
    };
  } catch (error) {
    answer = { id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
