import { parentPort } from 'node:worker_threads';
import { compileStrategy, generatePython } from '@stratblocks/engine';
import type { CheckAnswer, CheckMessage } from './strategy-checker';

/** Compiles strategies (and writes their Python and rules) for the checker, one at a time, off the event loop. */
const port = parentPort;
if (!port) throw new Error('check-worker.ts runs in a worker thread');

port.on('message', (message: CheckMessage) => {
  let answer: CheckAnswer;
  try {
    const { diagnostics, program } = compileStrategy(message.strategy, { intraday: message.intraday });
    const failed = diagnostics.some((diagnostic) => diagnostic.severity === 'error');
    answer = {
      id: message.id,
      ok: true,
      diagnostics,
      code: message.python && !failed ? generatePython(message.strategy).code : null,
      // The strategy's logic in words: the engine's own description of each slot.
      rules: {
        entry_long: program.long?.description ?? null,
        entry_short: program.short?.description ?? null,
        exit_long: program.exitLong?.description ?? null,
        exit_short: program.exitShort?.description ?? null,
      },
    };
  } catch (error) {
    answer = { id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
