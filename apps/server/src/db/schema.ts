import type { Generated } from 'kysely';

/** Tables, as both dialects store them. Timestamps are ISO-8601 text; JSON documents are text. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string | null;
  google_subject: string | null;
  account_type: string;
  is_verified: number;
  language: string;
  timezone: string;
  settings: string;
  total_backtests_run: number;
  created_at: string;
  last_login_at: string | null;
  last_seen_at: string | null;
  /** Bumped when the password changes; tokens carrying an older version are refused. */
  token_version: Generated<number>;
}

export interface StrategiesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string;
  strategy_config: string;
  backtest_results: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface Database {
  users: UsersTable;
  strategies: StrategiesTable;
  email_codes: EmailCodesTable;
  contact_messages: ContactMessagesTable;
  counters: CountersTable;
}
