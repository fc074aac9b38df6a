import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { logFailure } from '../infra/failures';

/** An uploaded file written to disk as it arrives: where, and how many bytes. */
export interface SpooledFile {
  path: string;
  bytes: number;
}

/** The file was larger than the limit (it was not kept). */
export class SpoolTooLargeError extends Error {
  readonly code = 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Writes an upload's bytes to a temporary file as they arrive, counting them: the API process never
 * holds a whole file (a 50 MB body in memory, and its copy, cost every request a garbage collection),
 * and the upload reader's thread reads it from disk. Past `limitBytes` the file is deleted and
 * SpoolTooLargeError thrown. The caller deletes the file when done (removeSpooled).
 */
export async function spoolToFile(stream: Readable, limitBytes: number): Promise<SpooledFile> {
  const path = join(tmpdir(), `stratblocks-upload-${randomBytes(12).toString('hex')}.csv`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > limitBytes ? new SpoolTooLargeError('The file is too large') : null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    await removeSpooled(path);
    throw error;
  }
  return { path, bytes };
}

/** Deletes a spooled file; one already gone is fine. */
export async function removeSpooled(path: string): Promise<void> {
  await unlink(path).catch(logFailure('warn', 'deleting a spooled upload'));
}
