import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Argon2id (the library's default algorithm; its enum is a const enum this build cannot import)
 * with the cost written out: OWASP's 19 MiB, 2 passes, 1 lane. A test pins the resulting
 * `$argon2id$v=19$m=19456,t=2,p=1$` prefix, so an upgrade or a switch cannot change it silently.
 */
const ARGON2_OPTIONS: Options = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A valid hash of a password nobody knows, so an unknown email costs as much as a wrong password. */
let decoyHash: Promise<string> | null = null;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown account, Google-only account)
 * it still spends the time of one verification and answers false, so timing reveals nothing.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy password that is never used');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
