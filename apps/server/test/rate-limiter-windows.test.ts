import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { MemoryRateLimitStore, RateLimiter } from '../src/infra/rate-limit';
import { TestClock } from './helpers';

const RULE = { name: 'test', limit: 2, windowMs: 60_000 };

describe('RateLimiter over the in-process store', () => {
  it('allows `limit` hits per window and key, then 429 with the seconds until the window ends', async () => {
    const clock = new TestClock();
    const limiter = new RateLimiter(new MemoryRateLimitStore(), clock);
    await limiter.consume([[[RULE], 'a']]);
    clock.advance(20_000);
    await limiter.consume([[[RULE], 'a']]);
    await limiter.consume([[[RULE], 'b']]);
    const error: unknown = await limiter.consume([[[RULE], 'a']]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 429, detail: 'Too many requests: try again in 40 seconds' });
    expect((error as AppError).headers['retry-after']).toBe('40');
    clock.advance(40_000);
    await expect(limiter.consume([[[RULE], 'a']])).resolves.toBeUndefined();
  });

  it('refuses when any of several keys is over its limit', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), new TestClock());
    const perIp = { ...RULE, name: 'ip', limit: 100 };
    await limiter.consume([
      [[perIp], '1.1.1.1'],
      [[RULE], 'x@example.com'],
    ]);
    await limiter.consume([
      [[perIp], '2.2.2.2'],
      [[RULE], 'x@example.com'],
    ]);
    await expect(
      limiter.consume([
        [[perIp], '3.3.3.3'],
        [[RULE], 'x@example.com'],
      ]),
    ).rejects.toMatchObject({ statusCode: 429 });
  });

  it('sweeps expired windows once the map grows', async () => {
    const clock = new TestClock();
    const store = new MemoryRateLimitStore(3);
    for (const key of ['a', 'b', 'c']) await store.hit(key, 1000, clock.now().getTime());
    clock.advance(2000);
    expect(await store.hit('d', 1000, clock.now().getTime())).toMatchObject({ count: 1 });
    expect(await store.hit('a', 1000, clock.now().getTime())).toMatchObject({ count: 1 });
  });
});
