import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import type { RateLimitStore } from './rate-limit';

/** INCR the window's key, start its expiry on the first hit, answer the count and the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** Rate-limit windows in Redis, shared by every server process. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'stratblocks:rate:',
  ) {}

  /**
   * While Redis is unreachable the limits cannot be counted: the request is answered 503 (and
   * works again once Redis is back; ioredis reconnects by itself).
   */
  async hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }> {
    let answer: [number, number];
    try {
      answer = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}${key}`, String(windowMs))) as [
        number,
        number,
      ];
    } catch {
      throw new AppError(503, 'The service is briefly unavailable: try again in a moment', {
        'retry-after': '5',
      });
    }
    const [count, ttl] = answer;
    return { count, resetAtMs: nowMs + (ttl > 0 ? ttl : windowMs) };
  }
}
