import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/infra/passwords';

describe('password hashes', () => {
  it('are Argon2id with the cost written out (19 MiB, 2 passes, 1 lane) and a fresh salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verify the right password only, and never throw on a damaged hash or no hash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
