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
  /** JSON of StrategyDerivedSummary; null for rows written before migration 0004. */
  summary: string | null;
  /** JSON of StrategyShape (db/strategy-shape.ts); null when the document cannot be read. */
  shape: string | null;
  /**
   * The rules as plain-English lines joined by line breaks (db/strategy-rules.ts); null when the
   * document has none or they cannot be written.
   */
  rules_text: string | null;
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

/** Bars of one series share these columns; `seq` orders them (0 = oldest). */
export interface BarColumns {
  seq: number;
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** One Yahoo Finance series in the cache, with the time it was fetched. */
export interface MarketCacheSeriesTable {
  symbol: string;
  bar_interval: string;
  name: string;
  asset_class: string;
  first_time: string;
  last_time: string;
  bar_count: number;
  fetched_at: string;
}

export interface MarketCacheBarsTable extends BarColumns {
  symbol: string;
  bar_interval: string;
}

/** A user's uploaded series (one per user and symbol). */
export interface MarketUploadsTable {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  name: string;
  asset_class: string;
  bar_interval: string;
  first_time: string;
  last_time: string;
  bar_count: number;
  uploaded_at: string;
  /** Bytes of its bar chunks (the per-account quota counts them). */
  stored_bytes: Generated<number>;
}

/** Consecutive bars of an uploaded series in the binary form of market-data/bar-chunks.ts. */
export interface MarketUploadChunksTable {
  upload_id: number;
  /** 0, 1, 2... in bar order. */
  seq: number;
  first_time: string;
  last_time: string;
  bar_count: number;
  data: Uint8Array;
}

export interface StrategySharesTable {
  token: string;
  strategy_id: number;
  created_at: string;
}

export interface StrategyResearchTable {
  strategy_id: number;
  /** JSON text: { monte_carlo, walk_forward, sweep }. */
  results: string;
  updated_at: string;
}

export interface WatchlistsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** JSON array of canonical symbols. */
  symbols: string;
  created_at: string;
  updated_at: string;
}

export interface WatchesTable {
  id: Generated<number>;
  user_id: number;
  strategy_id: number;
  /** JSON array of the symbols the strategy trades. */
  symbols: string;
  status: string;
  muted: number;
  email: number;
  /** Alerts are for bars on or after this date (the start, or the last resume). */
  alerts_from: string;
  /** The newest bar already checked (null before the first check). */
  checked_through: string | null;
  /** JSON of the last check (WatchCheck). */
  last_check: string | null;
  /** JSON array of the positions open at the newest close. */
  positions: string;
  forward_figures: string | null;
  /** JSON of the forward test's backtest_results. */
  forward_results: string | null;
  backtest_figures: string | null;
  /** The strategy's updated_at the backtest figures were computed for. */
  backtest_for: string | null;
  created_at: string;
  updated_at: string;
}

export interface WatchAlertsTable {
  id: Generated<number>;
  watch_id: number;
  user_id: number;
  bar: string;
  event_key: string;
  /** JSON of the WatchDecision. */
  decision: string;
  message: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  alert_id: number | null;
  watch_id: number | null;
  strategy_id: number | null;
  title: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

export interface AlertDeliveriesTable {
  id: Generated<number>;
  alert_id: number;
  user_id: number;
  channel: string;
  /** The email address or webhook URL at the time of the alert. */
  target: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  /** While a process sends it, until when it holds the delivery. */
  claimed_until: string | null;
  response_status: number | null;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface UserWebhooksTable {
  user_id: number;
  url: string;
  secret: string;
  created_at: string;
  updated_at: string;
}

export interface WatchScheduleRunsTable {
  slot: string;
  /** The due time (ISO) of the last run of this schedule. */
  last_due: string;
  finished_at: string;
}

export interface Database {
  users: UsersTable;
  strategies: StrategiesTable;
  email_codes: EmailCodesTable;
  contact_messages: ContactMessagesTable;
  counters: CountersTable;
  market_cache_series: MarketCacheSeriesTable;
  market_cache_bars: MarketCacheBarsTable;
  market_uploads: MarketUploadsTable;
  market_upload_chunks: MarketUploadChunksTable;
  strategy_shares: StrategySharesTable;
  strategy_research: StrategyResearchTable;
  watches: WatchesTable;
  watchlists: WatchlistsTable;
  watch_alerts: WatchAlertsTable;
  notifications: NotificationsTable;
  alert_deliveries: AlertDeliveriesTable;
  user_webhooks: UserWebhooksTable;
  watch_schedule_runs: WatchScheduleRunsTable;
}
