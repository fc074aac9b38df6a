import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailCodesTable } from './schema';

/** What a code is for: confirming the email of a new account, or resetting a password. */
export type CodePurpose = 'verify' | 'reset';

export interface EmailCodeRecord {
  id: number;
  email: string;
  purpose: CodePurpose;
  codeHash: string;
  attempts: number;
  expiresAt: string;
  createdAt: string;
}

export interface NewEmailCode {
  email: string;
  purpose: CodePurpose;
  codeHash: string;
  expiresAt: string;
  createdAt: string;
}

/** One live code per email and purpose; a new one replaces the old. */
export interface EmailCodeRepository {
  find(email: string, purpose: CodePurpose): Promise<EmailCodeRecord | null>;
  /**
   * Stores `code` in place of the current one, unless the current one was created after
   * `replaceIfCreatedBefore` (the resend cooldown). Atomic; false when the cooldown kept the old code.
   */
  replace(code: NewEmailCode, replaceIfCreatedBefore: string): Promise<boolean>;
  /**
   * Counts one try against the code if it has had fewer than `maxAttempts`. Atomic, so parallel
   * guesses cannot exceed the limit. Returns false when no try is left (or the code is gone).
   */
  claimAttempt(id: number, maxAttempts: number): Promise<boolean>;
  /** Removes a used code; false when it was already gone (used by a parallel request). */
  delete(id: number): Promise<boolean>;
}

function toRecord(row: Selectable<EmailCodesTable>): EmailCodeRecord {
  return {
    id: row.id,
    email: row.email,
    purpose: row.purpose === 'reset' ? 'reset' : 'verify',
    codeHash: row.code_hash,
    attempts: row.attempts,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

export class KyselyEmailCodeRepository implements EmailCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(email: string, purpose: CodePurpose): Promise<EmailCodeRecord | null> {
    const row = await this.db
      .selectFrom('email_codes')
      .selectAll()
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async replace(code: NewEmailCode, replaceIfCreatedBefore: string): Promise<boolean> {
    const row = await this.db
      .insertInto('email_codes')
      .values({
        email: code.email,
        purpose: code.purpose,
        code_hash: code.codeHash,
        attempts: 0,
        expires_at: code.expiresAt,
        created_at: code.createdAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['email', 'purpose'])
          .doUpdateSet({
            code_hash: code.codeHash,
            attempts: 0,
            expires_at: code.expiresAt,
            created_at: code.createdAt,
          })
          .where('email_codes.created_at', '<=', replaceIfCreatedBefore),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async claimAttempt(id: number, maxAttempts: number): Promise<boolean> {
    const result = await this.db
      .updateTable('email_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('email_codes').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
