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

/**
 * Several windows on one key, short to long: a few quick tries pass, then the waits grow (a minute,
 * a quarter of an hour, an hour, a day) instead of one long lockout after the first burst.
 */
export type RateLimitTiers = readonly RateLimitRule[];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function tiers(
  name: string,
  windows: ReadonlyArray<readonly [limit: number, windowMs: number]>,
): RateLimitTiers {
  return windows.map(([limit, windowMs]) => ({ name: `${name}-${windowMs / 1000}s`, limit, windowMs }));
}

/**
 * The limits of the account endpoints (OWASP ASVS 2.2). Sign-in, code mails and code guesses are
 * counted per (IP, email) and per IP, never per email alone: whoever hammers an account from their
 * connection slows down themselves, while its owner on another connection still signs in and still
 * gets mail. Per-IP limits leave room for an office behind one address. What stops guessing a code
 * is its few tries (5 per code, one code a minute) and, for the long reset code, its length; the
 * 4-digit verification code also has a per-email cap (it guards an address nobody has proven yet).
 */
export const RATE_LIMITS = {
  loginPerIpEmail: tiers('login-ip-email', [
    [5, MINUTE],
    [10, 15 * MINUTE],
    [20, HOUR],
    [50, DAY],
  ]),
  loginPerIp: tiers('login-ip', [
    [30, MINUTE],
    [100, 15 * MINUTE],
    [500, DAY],
  ]),
  registerPerIp: [{ name: 'register-ip', limit: 20, windowMs: HOUR }],
  registerPerIpEmail: [{ name: 'register-ip-email', limit: 5, windowMs: HOUR }],
  codePerIpEmail: tiers('code-ip-email', [
    [5, MINUTE],
    [10, 15 * MINUTE],
    [30, DAY],
  ]),
  codePerIp: tiers('code-ip', [
    [30, 15 * MINUTE],
    [200, DAY],
  ]),
  verifyCodePerEmail: [{ name: 'verify-code-email', limit: 10, windowMs: 15 * MINUTE }],
  sendCodePerIpEmail: tiers('send-code-ip-email', [
    [5, HOUR],
    [10, DAY],
  ]),
  sendCodePerIp: tiers('send-code-ip', [
    [20, HOUR],
    [100, DAY],
  ]),
  /** "You already have an account" mails: at most one a minute per address, silently. */
  noticeMailPerEmail: [{ name: 'notice-mail-email', limit: 1, windowMs: MINUTE }],
  googlePerIp: [{ name: 'google-ip', limit: 30, windowMs: 15 * MINUTE }],
  changePasswordPerUser: [{ name: 'change-password-user', limit: 10, windowMs: 15 * MINUTE }],
  contactPerIp: [{ name: 'contact-ip', limit: 5, windowMs: HOUR }],
  backtestAnonymousPerIp: [{ name: 'backtest-ip', limit: 30, windowMs: MINUTE }],
  backtestPerUser: [{ name: 'backtest-user', limit: 120, windowMs: MINUTE }],
  /** POST /api/backtest/run (a compile and the Python of the strategy): as many as streams. */
  runCheckAnonymousPerIp: [{ name: 'run-check-ip', limit: 30, windowMs: MINUTE }],
  runCheckPerUser: [{ name: 'run-check-user', limit: 120, windowMs: MINUTE }],
  /** POST /api/watches/:id/check: each runs the strategy's backtests on the server's threads. */
  watchCheckPerUser: tiers('watch-check-user', [
    [5, MINUTE],
    [30, HOUR],
  ]),
  /** POST /api/watches/:id/test-alert: each sends an email and a webhook call. */
  testAlertPerUser: tiers('test-alert-user', [
    [3, MINUTE],
    [20, HOUR],
  ]),
  /** POST /api/market/upload: each file may be 50 MB to receive and read. */
  uploadPerUser: tiers('upload-user', [
    [10, MINUTE],
    [100, HOUR],
  ]),
  /** POST /api/research/jobs: each start is checked, compiled and may queue minutes of work. */
  /**
   * POST /api/watches: each create runs a first check (a whole backtest) in the worker threads or
   * the queue, so creating and deleting watches in a loop would keep them busy (docs/watches.md).
   */
  watchCreatePerUser: tiers('watch-create-user', [
    [10, MINUTE],
    [60, HOUR],
  ]),
  researchStartPerUser: tiers('research-start-user', [
    [20, MINUTE],
    [200, HOUR],
  ]),
} as const satisfies Record<string, RateLimitTiers>;

/** The key of a limit on a pair, such as (IP, email). */
export function pairKey(...parts: string[]): string {
  return parts.map((part) => encodeURIComponent(part)).join('|');
}

/** Applies rules to keys over a store; refuses with 429 and Retry-After once a limit is passed. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit for every (rules, key) pair, then throws if any of them is over its limit. */
  async consume(hits: ReadonlyArray<readonly [RateLimitTiers, string]>): Promise<void> {
    const waitMs = await this.count(hits);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AppError(429, `Too many requests: try again in ${seconds} seconds`, {
        'retry-after': String(seconds),
      });
    }
  }

  /** Counts one hit like consume(); answers whether it was within every limit instead of throwing. */
  async allows(hits: ReadonlyArray<readonly [RateLimitTiers, string]>): Promise<boolean> {
    return (await this.count(hits)) === 0;
  }

  /** Counts the hits; answers how long to wait (0 when every limit still holds). */
  private async count(hits: ReadonlyArray<readonly [RateLimitTiers, string]>): Promise<number> {
    const nowMs = this.clock.now().getTime();
    let waitMs = 0;
    for (const [rules, key] of hits) {
      for (const rule of rules) {
        const { count, resetAtMs } = await this.store.hit(`${rule.name}:${key}`, rule.windowMs, nowMs);
        if (count > rule.limit) waitMs = Math.max(waitMs, resetAtMs - nowMs);
      }
    }
    return waitMs;
  }
}
