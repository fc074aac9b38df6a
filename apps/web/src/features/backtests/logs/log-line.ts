import { STREAM_ERROR_PREFIX } from '../run/stream-client';

export type LogTone = 'error' | 'warning' | 'plain';

/** How a log line reads: stream failures and the server's errors stand out, warnings less so. */
export function logTone(line: string): LogTone {
  if (line.startsWith(STREAM_ERROR_PREFIX) || line.startsWith('Error:')) return 'error';
  if (line.startsWith('Warning:')) return 'warning';
  return 'plain';
}
