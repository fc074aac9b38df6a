import type { Kysely, Selectable, Updateable } from 'kysely';
import { parseJson, toCount } from './errors';
import type { Database, UsersTable } from './schema';

/** A user as the services see it: booleans as booleans, settings parsed. */
export interface UserRecord {
  id: number;
  email: string;
  username: string;
  passwordHash: string | null;
  googleSubject: string | null;
  accountType: string;
  isVerified: boolean;
  language: string;
  timezone: string;
  settings: unknown;
  totalBacktestsRun: number;
  createdAt: string;
  lastLoginAt: string | null;
  lastSeenAt: string | null;
  tokenVersion: number;
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string | null;
  googleSubject: string | null;
  isVerified: boolean;
  createdAt: string;
}

export interface UserChanges {
  username?: string;
  passwordHash?: string | null;
  googleSubject?: string | null;
  isVerified?: boolean;
  language?: string;
  timezone?: string;
  settings?: unknown;
  lastLoginAt?: string;
  lastSeenAt?: string;
}

export interface UserRepository {
  findById(id: number): Promise<UserRecord | null>;
  /** `email` is compared as given: callers pass it lower-cased. */
  findByEmail(email: string): Promise<UserRecord | null>;
  findByGoogleSubject(subject: string): Promise<UserRecord | null>;
  /** Throws a unique violation (see isUniqueViolation) when the email is taken. */
  create(user: NewUser): Promise<UserRecord>;
  update(id: number, changes: UserChanges): Promise<void>;
  /** Adds one to token_version (revoking older tokens) and returns the new version. */
  bumpTokenVersion(id: number): Promise<number>;
  /** Sets last_seen_at to `at` unless it is already at or after `notBefore`. */
  touchLastSeen(id: number, at: string, notBefore: string): Promise<void>;
  incrementBacktestsRun(id: number): Promise<void>;
  count(): Promise<number>;
  countSeenSince(since: string): Promise<number>;
}

type UserRow = Selectable<UsersTable>;

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    passwordHash: row.password_hash,
    googleSubject: row.google_subject,
    accountType: row.account_type,
    isVerified: row.is_verified === 1,
    language: row.language,
    timezone: row.timezone,
    settings: parseJson(row.settings),
    totalBacktestsRun: row.total_backtests_run,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    lastSeenAt: row.last_seen_at,
    tokenVersion: row.token_version,
  };
}

export class KyselyUserRepository implements UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private async findBy(column: 'id' | 'email' | 'google_subject', value: string | number) {
    const row = await this.db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  findById(id: number): Promise<UserRecord | null> {
    return this.findBy('id', id);
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.findBy('email', email);
  }

  findByGoogleSubject(subject: string): Promise<UserRecord | null> {
    return this.findBy('google_subject', subject);
  }

  async create(user: NewUser): Promise<UserRecord> {
    const row = await this.db
      .insertInto('users')
      .values({
        email: user.email,
        username: user.username,
        password_hash: user.passwordHash,
        google_subject: user.googleSubject,
        account_type: 'free',
        is_verified: user.isVerified ? 1 : 0,
        language: 'en',
        timezone: 'UTC',
        settings: '{}',
        total_backtests_run: 0,
        created_at: user.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async update(id: number, changes: UserChanges): Promise<void> {
    const values: Updateable<UsersTable> = {};
    if (changes.username !== undefined) values.username = changes.username;
    if (changes.passwordHash !== undefined) values.password_hash = changes.passwordHash;
    if (changes.googleSubject !== undefined) values.google_subject = changes.googleSubject;
    if (changes.isVerified !== undefined) values.is_verified = changes.isVerified ? 1 : 0;
    if (changes.language !== undefined) values.language = changes.language;
    if (changes.timezone !== undefined) values.timezone = changes.timezone;
    if (changes.settings !== undefined) values.settings = JSON.stringify(changes.settings);
    if (changes.lastLoginAt !== undefined) values.last_login_at = changes.lastLoginAt;
    if (changes.lastSeenAt !== undefined) values.last_seen_at = changes.lastSeenAt;
    if (Object.keys(values).length === 0) return;
    await this.db.updateTable('users').set(values).where('id', '=', id).execute();
  }

  async bumpTokenVersion(id: number): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id)
      .returning('token_version')
      .executeTakeFirstOrThrow();
    return row.token_version;
  }

  async touchLastSeen(id: number, at: string, notBefore: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ last_seen_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', notBefore)]))
      .execute();
  }

  async incrementBacktestsRun(id: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ total_backtests_run: eb('total_backtests_run', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return toCount(row?.count);
  }

  async countSeenSince(since: string): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('last_seen_at', '>=', since)
      .executeTakeFirst();
    return toCount(row?.count);
  }
}
