import { afterEach, describe, expect, it } from 'vitest';
import { logFailure, setFailureLog } from '../src/infra/failures';

/** A logger that keeps what it was given, by level. */
function recordingLog() {
  const lines: Array<{ level: string; object: object; message: string }> = [];
  const at = (level: string) => (object: object, message: string) => {
    lines.push({ level, object, message });
  };
  return { lines, log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('logFailure', () => {
  afterEach(() => {
    setFailureLog({ info: () => undefined, warn: () => undefined, error: () => undefined });
  });

  it('logs what failed and why at the level the caller chose, then lets the code go on', async () => {
    const { lines, log } = recordingLog();
    setFailureLog(log);
    await expect(
      Promise.reject(new Error('Connection is closed.')).catch(
        logFailure('warn', 'closing the backtest queue'),
      ),
    ).resolves.toBeUndefined();
    await Promise.reject(new Error('Missing key for job 7')).catch(logFailure('debug', 'removing a job'));
    // A reason that is not an Error (Redis clients reject with strings now and then) is logged as text.
    logFailure('error', 'a heartbeat')('timeout');
    expect(lines).toEqual([
      {
        level: 'warn',
        object: { err: 'Connection is closed.' },
        message: 'closing the backtest queue failed',
      },
      { level: 'debug', object: { err: 'Missing key for job 7' }, message: 'removing a job failed' },
      { level: 'error', object: { err: 'timeout' }, message: 'a heartbeat failed' },
    ]);
  });

  it('drops debug lines for a logger without a debug level', async () => {
    const { lines, log } = recordingLog();
    setFailureLog({ info: log.info, warn: log.warn, error: log.error });
    await Promise.reject(new Error('gone')).catch(logFailure('debug', 'removing a job'));
    expect(lines).toEqual([]);
  });
});
