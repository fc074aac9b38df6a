import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES, RESET_CODE_LENGTH, VERIFICATION_CODE_LENGTH } from '@stratblocks/contracts';
import type { CodePurpose, EmailCodeRepository } from '../db/email-codes';
import { AppError } from '../errors';
import type { Clock } from '../infra/clock';

export const CODE_LIFETIME_MS = 15 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
/** Tries per code; the fifth wrong one burns it. */
export const MAX_CODE_ATTEMPTS = 5;

/** Digits of a code: 4 to confirm an email (the spec's boxes), 10 to reset a password. */
export const CODE_DIGITS: Record<CodePurpose, number> = {
  verify: VERIFICATION_CODE_LENGTH,
  reset: RESET_CODE_LENGTH,
};

/** A uniformly random code of `digits` digits (randomInt is unbiased; at most 6 digits per draw). */
export function randomDigits(digits: number): string {
  let code = '';
  while (code.length < digits) {
    const chunk = Math.min(6, digits - code.length);
    code += String(randomInt(0, 10 ** chunk)).padStart(chunk, '0');
  }
  return code;
}

/**
 * The codes mailed for email verification (4 digits) and password resets (10 digits). A code is
 * stored only as an HMAC keyed with a server secret, lives 15 minutes, allows 5 tries, and a new
 * one can be had once a minute: at most 7,200 guesses a day against one email, which leaves a
 * reset code a chance below 1e-6 a day.
 */
export class EmailCodeService {
  private readonly key: Buffer;

  constructor(
    private readonly codes: EmailCodeRepository,
    private readonly clock: Clock,
    secret: string,
  ) {
    this.key = createHmac('sha256', secret).update('stratblocks email codes').digest();
  }

  /** A new code for `email`, replacing the previous one; 429 with the seconds left during the cooldown. */
  async issue(email: string, purpose: CodePurpose): Promise<string> {
    const code = await this.tryIssue(email, purpose);
    if (code !== null) return code;
    const current = await this.codes.find(email, purpose);
    const readyAt = current ? Date.parse(current.createdAt) + RESEND_COOLDOWN_MS : 0;
    const seconds = Math.max(1, Math.ceil((readyAt - this.clock.now().getTime()) / 1000));
    throw new AppError(429, `Please wait ${seconds} seconds before requesting a new code`, {
      'retry-after': String(seconds),
    });
  }

  /** Like issue(), but null during the cooldown (for answers that must not differ). */
  async tryIssue(email: string, purpose: CodePurpose): Promise<string | null> {
    const now = this.clock.now();
    const code = randomDigits(CODE_DIGITS[purpose]);
    const stored = await this.codes.replace(
      {
        email,
        purpose,
        codeHash: this.hash(email, purpose, code),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
        createdAt: now.toISOString(),
      },
      new Date(now.getTime() - RESEND_COOLDOWN_MS).toISOString(),
    );
    return stored ? code : null;
  }

  /** Forgets the current code (its email could not be sent), so a new one can be asked at once. */
  async discard(email: string, purpose: CodePurpose): Promise<void> {
    const current = await this.codes.find(email, purpose);
    if (current) await this.codes.delete(current.id);
  }

  /**
   * Checks `code` and uses it up. Throws 400 for a wrong or expired code and 429 once the code
   * has had its tries. Every try is counted atomically before the comparison.
   */
  async consume(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const current = await this.codes.find(email, purpose);
    if (!current) throw new AppError(400, API_MESSAGES.invalidCode);
    if (current.attempts >= MAX_CODE_ATTEMPTS) throw new AppError(429, API_MESSAGES.tooManyCodeAttempts);
    if (this.clock.now().getTime() >= Date.parse(current.expiresAt)) {
      throw new AppError(400, API_MESSAGES.expiredCode);
    }
    if (!(await this.codes.claimAttempt(current.id, MAX_CODE_ATTEMPTS))) {
      throw new AppError(429, API_MESSAGES.tooManyCodeAttempts);
    }
    const given = Buffer.from(this.hash(email, purpose, code), 'hex');
    const stored = Buffer.from(current.codeHash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      const lastTry = current.attempts + 1 >= MAX_CODE_ATTEMPTS;
      throw new AppError(
        lastTry ? 429 : 400,
        lastTry ? API_MESSAGES.tooManyCodeAttempts : API_MESSAGES.invalidCode,
      );
    }
    // A parallel request with the same code may have used it first.
    if (!(await this.codes.delete(current.id))) throw new AppError(400, API_MESSAGES.invalidCode);
  }

  private hash(email: string, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${email}:${code}`).digest('hex');
  }
}
