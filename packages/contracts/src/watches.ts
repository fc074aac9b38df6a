import { z } from 'zod';
import { BacktestResultsSchema, EXIT_REASONS } from './backtest-results';

/** How many strategies one user may watch. */
export const MAX_WATCHES_PER_USER = 20;

/** Fixed texts of the watch and notification calls. */
export const WATCH_MESSAGES = {
  notFound: 'Watch not found',
  alreadyWatched: 'You already watch this strategy',
  tooMany: `You can watch at most ${MAX_WATCHES_PER_USER} strategies: delete a watch first`,
  hourly: 'Hourly strategies cannot be watched: StratBlocks gets no new hourly bars',
  paused: 'This watch is paused: resume it to check it',
  checksElsewhere: 'Checks run in the worker processes of this server: the next scheduled check will run it',
} as const;

/** The title of every test alert starts so (bell, email subject), so it is never taken for a signal. */
export const TEST_ALERT_PREFIX = 'Test alert:';

/** POST /api/watches */
export const WatchCreateBodySchema = z.object({ strategy_id: z.number().int().positive() });
export type WatchCreateBody = z.infer<typeof WatchCreateBodySchema>;

/** PATCH /api/watches/{id}: pause or resume, mute every notification, or stop its emails. */
export const WatchPatchBodySchema = z
  .object({
    status: z.enum(['active', 'paused']).optional(),
    muted: z.boolean().optional(),
    email: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Give status, muted or email');
export type WatchPatchBody = z.infer<typeof WatchPatchBodySchema>;

/** An alert: an entry or exit decided at a close, or an exit filled inside a bar (watch-decisions.ts). */
export const WatchAlertSchema = z.object({
  id: z.number().int(),
  watch_id: z.number().int(),
  bar: z.string(),
  symbol: z.string(),
  kind: z.enum(['entry', 'exit']),
  side: z.enum(['long', 'short']),
  timing: z.enum(['next_open', 'in_bar']),
  reason: z.enum(EXIT_REASONS).nullable(),
  block: z.string().nullable(),
  price: z.number().nullable(),
  trades: z.number().int(),
  message: z.string(),
  created_at: z.string(),
});
export type WatchAlert = z.infer<typeof WatchAlertSchema>;

/** Headline figures of a run (percentages as the metrics give them). */
export const RunFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  bars: z.number().int(),
  total_return: z.number().nullable(),
  max_drawdown: z.number().nullable(),
  trades: z.number().int(),
});
export type RunFigures = z.infer<typeof RunFiguresSchema>;

/** A position open at the newest close. */
export const OpenPositionSchema = z.object({
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  size: z.number(),
  entry_date: z.string(),
  entry_price: z.number(),
});

/** The last check of a watch. */
export const WatchCheckSchema = z.object({
  at: z.string(),
  status: z.enum(['ok', 'error']),
  /** The error, or where the bars came from. */
  message: z.string(),
  newest_bar: z.string().nullable(),
});

export const WatchSchema = z.object({
  id: z.number().int(),
  strategy_id: z.number().int(),
  strategy_name: z.string(),
  /** The strategy's symbol, or its portfolio's symbols in list order. */
  symbols: z.array(z.string()),
  /** A portfolio's mode (docs/engine.md#10-portfolios): one account, or each symbol on its own; null for one symbol. */
  portfolio_mode: z.enum(['shared', 'separate']).nullable(),
  interval: z.string(),
  status: z.enum(['active', 'paused']),
  muted: z.boolean(),
  email: z.boolean(),
  created_at: z.string(),
  /** The forward test starts here: the later of the watch's start and the strategy's last save. */
  forward_from: z.string(),
  last_check: WatchCheckSchema.nullable(),
  last_alert: WatchAlertSchema.nullable(),
  positions: z.array(OpenPositionSchema),
  /** The forward test's figures (null until it has two bars). */
  forward: RunFiguresSchema.nullable(),
  /** The backtest's figures over the strategy's saved window, for comparison. */
  backtest: RunFiguresSchema.nullable(),
  /**
   * Where the last check's bars came from: the bundled dataset and uploads get no new bars, so a
   * watch on them cannot alert again; null before the first check or when unknown.
   */
  data_source: z.enum(['bundled', 'yahoo', 'upload']).nullable(),
  /** When the next scheduled check runs (ISO, UTC); null while paused. */
  next_check_at: z.string().nullable(),
});
export type Watch = z.infer<typeof WatchSchema>;

/** POST /api/watches/{id}/check: the watch after the check, and the alerts it made (often none). */
export const WatchCheckAnswerSchema = z.object({
  watch: WatchSchema,
  new_alerts: z.array(WatchAlertSchema),
});
export type WatchCheckAnswer = z.infer<typeof WatchCheckAnswerSchema>;

/** How one channel of a test alert went: sent, failed (with why), or off for this watch (with why). */
export const TestAlertChannelSchema = z.object({
  status: z.enum(['sent', 'failed', 'off']),
  detail: z.string().nullable(),
});

/** POST /api/watches/{id}/test-alert: the test's title and how each channel went. */
export const TestAlertAnswerSchema = z.object({
  title: z.string(),
  in_app: TestAlertChannelSchema,
  email: TestAlertChannelSchema,
  webhook: TestAlertChannelSchema,
});
export type TestAlertAnswer = z.infer<typeof TestAlertAnswerSchema>;

/** GET /api/watches */
export const WatchListSchema = z.object({ items: z.array(WatchSchema), limit: z.number().int() });
export type WatchList = z.infer<typeof WatchListSchema>;

/** GET /api/watches/{id}: the watch, its forward test's results and its latest alerts. */
export const WatchDetailSchema = WatchSchema.extend({
  forward_results: BacktestResultsSchema.nullable(),
  alerts: z.array(WatchAlertSchema),
});
export type WatchDetail = z.infer<typeof WatchDetailSchema>;

/** One in-app notification. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  watch_id: z.number().int().nullable(),
  strategy_id: z.number().int().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications: newest first, and how many are unread. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** POST /api/notifications/read: the ids given, or every notification when none are. */
export const NotificationReadBodySchema = z.object({
  ids: z.array(z.number().int().positive()).max(500).optional(),
});
export type NotificationReadBody = z.infer<typeof NotificationReadBodySchema>;
export const NotificationReadAnswerSchema = z.object({ unread: z.number().int() });

/** The longest webhook address accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** PUT /api/account/webhook: an https address; rotate_secret makes a new signing secret. */
export const WebhookPutBodySchema = z.object({
  url: z.string().trim().min(1, 'Give the webhook address').max(MAX_WEBHOOK_URL_LENGTH),
  rotate_secret: z.boolean().optional(),
});
export type WebhookPutBody = z.infer<typeof WebhookPutBodySchema>;

export const WebhookSchema = z.object({
  url: z.string(),
  /** The secret's last 4 characters: the whole secret is shown once, when it is made. */
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** One delivery of an alert to the webhook (the delivery log). */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  alert_id: z.number().int(),
  url: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** GET /api/account/webhook */
export const WebhookStatusSchema = z.object({
  webhook: WebhookSchema.nullable(),
  deliveries: z.array(WebhookDeliverySchema),
});
export type WebhookStatus = z.infer<typeof WebhookStatusSchema>;

/** PUT /api/account/webhook: the secret is there only when it was just made (shown once). */
export const WebhookSavedSchema = z.object({ webhook: WebhookSchema, secret: z.string().nullable() });
export type WebhookSaved = z.infer<typeof WebhookSavedSchema>;

/** The JSON body an alert's webhook receives. */
export const WebhookPayloadSchema = z.object({
  type: z.literal('alert'),
  /** true for "Send a test alert" (its delivery_id and alert id are 0: it is in no log). */
  test: z.boolean(),
  delivery_id: z.number().int(),
  alert: WatchAlertSchema,
  strategy: z.object({ id: z.number().int(), name: z.string() }),
  educational_only: z.literal(true),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

/** The headers of a webhook call: the signature is HMAC-SHA256 of `${timestamp}.${body}`. */
export const WEBHOOK_HEADERS = {
  signature: 'x-stratblocks-signature',
  timestamp: 'x-stratblocks-timestamp',
  delivery: 'x-stratblocks-delivery',
} as const;
