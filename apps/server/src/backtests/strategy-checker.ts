import type { StrategyRules } from '@stratblocks/contracts';
import type { Diagnostic, StrategyInput } from '@stratblocks/engine';
import { SerialWorkerThread, type SerialOutcome } from '../infra/serial-worker';

export interface CheckMessage {
  id: number;
  strategy: StrategyInput;
  intraday: boolean;
  /** Also write the strategy as Python (the run call answers it). */
  python: boolean;
}

export type CheckAnswer =
  | { id: number; ok: true; diagnostics: Diagnostic[]; code: string | null; rules: StrategyRules }
  | { id: number; ok: false; message: string };

/** A compiled body: its diagnostics, its Python when asked, and its logic in words (reports). */
export interface CheckedStrategy {
  diagnostics: Diagnostic[];
  code: string | null;
  rules: StrategyRules;
}

export type CheckOutcome =
  ({ status: 'checked' } & CheckedStrategy) | { status: 'failed'; message: string } | { status: 'timed-out' };

export interface StrategyCheckerOptions {
  /** Longest one check may take; the thread is then replaced. */
  timeLimitMs?: number;
  /** The module the thread loads (tests swap in their own). */
  workerModule?: URL;
}

/** Checks remembered (a compile is a pure function of the body): the builder checks a body, then streams it. */
const REMEMBERED_CHECKS = 128;

const DEFAULT_MODULE = new URL('./check-worker.ts', import.meta.url);

/**
 * Compiles run bodies and saved strategies in one worker thread, so that checking a strategy
 * (writing its Python, describing its rules for a shared report) never holds the HTTP event loop, whatever the body. Checks queue and run one at a time; one
 * that passes the time limit has its thread terminated and replaced.
 */
export class StrategyChecker {
  private readonly thread: SerialWorkerThread<CheckMessage, CheckAnswer>;
  /** Outcomes of recent checks by body, least recently used first. */
  private readonly remembered = new Map<string, CheckedStrategy & { withPython: boolean }>();

  constructor(options: StrategyCheckerOptions = {}) {
    this.thread = new SerialWorkerThread({
      module: options.workerModule ?? DEFAULT_MODULE,
      timeLimitMs: options.timeLimitMs ?? 5_000,
      stoppedMessage: 'The strategy checker stopped',
    });
  }

  async check(
    strategy: StrategyInput,
    options: { intraday: boolean; python: boolean },
  ): Promise<CheckOutcome> {
    const key = `${options.intraday ? 'intraday' : 'daily'} ${JSON.stringify(strategy)}`;
    const known = this.remembered.get(key);
    if (known && (known.withPython || !options.python)) {
      this.remembered.delete(key);
      this.remembered.set(key, known);
      return {
        status: 'checked',
        diagnostics: known.diagnostics,
        code: options.python ? known.code : null,
        rules: known.rules,
      };
    }
    const outcome = toCheckOutcome(await this.thread.run((id) => ({ id, strategy, ...options })));
    if (outcome.status === 'checked') {
      this.remembered.delete(key);
      const { diagnostics, code, rules } = outcome;
      this.remembered.set(key, { diagnostics, code, rules, withPython: options.python });
      const oldest = this.remembered.keys().next().value;
      if (this.remembered.size > REMEMBERED_CHECKS && oldest !== undefined) this.remembered.delete(oldest);
    }
    return outcome;
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

function toCheckOutcome(outcome: SerialOutcome<CheckAnswer>): CheckOutcome {
  if (outcome.status !== 'answered') return outcome;
  const { answer } = outcome;
  return answer.ok
    ? { status: 'checked', diagnostics: answer.diagnostics, code: answer.code, rules: answer.rules }
    : { status: 'failed', message: answer.message };
}
