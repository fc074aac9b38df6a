import type { ServiceLog } from './log';

/**
 * Failures the code goes on after (closing a queue on shutdown, removing a finished job, a progress
 * report, a counter's flush) are still logged: one place says what failed and why, at the level the
 * caller chose. `debug` is for what is expected now and then (a job already removed by another
 * worker); `warn` for what a person should see when it repeats (a lost heartbeat, a counter that
 * could not be written).
 */
export type FailureLevel = 'debug' | 'warn' | 'error';

interface FailureLog extends ServiceLog {
  debug?(object: object, message: string): void;
}

/** Until a process sets its logger: warnings and errors on stderr, debug dropped. */
const STDERR_LOG: FailureLog = {
  info: () => undefined,
  warn: (object, message) => {
    console.error(`${message} ${JSON.stringify(object)}`);
  },
  error: (object, message) => {
    console.error(`${message} ${JSON.stringify(object)}`);
  },
};

let sink: FailureLog = STDERR_LOG;

/** The logger that logFailure writes to: the app's (createApp) or the worker process's. */
export function setFailureLog(log: FailureLog): void {
  sink = log;
}

/** A rejection handler that logs `what` failed, with the error, at `level`, and resolves to undefined. */
export function logFailure(level: FailureLevel, what: string): (error: unknown) => undefined {
  return (error: unknown) => {
    const details = { err: error instanceof Error ? error.message : String(error) };
    const message = `${what} failed`;
    if (level === 'debug') sink.debug?.(details, message);
    else sink[level](details, message);
    return undefined;
  };
}
