import { AppError } from '../errors';
import type { Clock } from './clock';

/**
 * Where hit counts live. The in-process store suits one server process; a Redis store (INCR and
 * PEXPIRE on `key`) plugs in here when several processes share the limits.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in its fixed window; returns the count so far and when the window ends (ms). */
  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
}

/** Fixed windows in a Map; expired entries are swept once the map grows. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAtMs: number }>();

  constructor(private readonly sweepAbove = 10_000) {}

  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }> {
    let window = this.windows.get(key);
    if (!window || window.resetAtMs <= nowMs) {
      if (this.windows.size >= this.sweepAbove) this.sweep(nowMs);
      window = { count: 0, resetAtMs: nowMs + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetAtMs: window.resetAtMs });
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAtMs <= nowMs) this.windows.delete(key);
    }
  }
}

/** At most `limit` hits per `windowMs` for one key (an IP, an email, a user). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the account endpoints. Per-IP limits leave room for an office behind one address;
 * per-email limits are what stop guessing a 4-digit code (together with 5 tries per code).
 */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { name: 'login-email', limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 20, windowMs: HOUR },
  registerPerEmail: { name: 'register-email', limit: 5, windowMs: HOUR },
  codePerIp: { name: 'code-ip', limit: 30, windowMs: 15 * MINUTE },
  codePerEmail: { name: 'code-email', limit: 10, windowMs: 15 * MINUTE },
  sendCodePerIp: { name: 'send-code-ip', limit: 20, windowMs: HOUR },
  sendCodePerEmail: { name: 'send-code-email', limit: 5, windowMs: HOUR },
  googlePerIp: { name: 'google-ip', limit: 30, windowMs: 15 * MINUTE },
  changePasswordPerUser: { name: 'change-password-user', limit: 10, windowMs: 15 * MINUTE },
  contactPerIp: { name: 'contact-ip', limit: 5, windowMs: HOUR },
  backtestAnonymousPerIp: { name: 'backtest-ip', limit: 30, windowMs: MINUTE },
  backtestPerUser: { name: 'backtest-user', limit: 120, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Applies rules to keys over a store; refuses with 429 and Retry-After once a limit is passed. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit for every (rule, key) pair, then throws if any of them is over its limit. */
  async consume(hits: ReadonlyArray<readonly [RateLimitRule, string]>): Promise<void> {
    const nowMs = this.clock.now().getTime();
    let waitMs = 0;
    for (const [rule, key] of hits) {
      const { count, resetAtMs } = await this.store.hit(`${rule.name}:${key}`, rule.windowMs, nowMs);
      if (count > rule.limit) waitMs = Math.max(waitMs, resetAtMs - nowMs);
    }
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AppError(429, `Too many requests: try again in ${seconds} seconds`, {
        'retry-after': String(seconds),
      });
    }
  }
}
