import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { parseUpload } from './parse-upload';
import type { UploadParseAnswer, UploadParseMessage } from './upload-parser';
import { runInBackground } from '../infra/thread-priority';

/** Reads uploaded CSV files for the upload reader, one at a time, off the event loop. */
const port = parentPort;
if (!port) throw new Error('upload-parse-worker.ts runs in a worker thread');
runInBackground();

port.on('message', (message: UploadParseMessage) => {
  let answer: UploadParseAnswer;
  try {
    answer = {
      id: message.id,
      parsed: parseUpload(readFileSync(message.path), message.symbol, message.maxBars),
    };
  } catch (error) {
    answer = {
      id: message.id,
      parsed: {
        ok: false,
        detail: `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
  // The chunks' bytes move to the event loop's thread, not copied.
  const transfer = answer.parsed.ok
    ? answer.parsed.series.chunks.flatMap((chunk) =>
        chunk.data.buffer instanceof ArrayBuffer ? [chunk.data.buffer] : [],
      )
    : [];
  port.postMessage(answer, transfer);
});
