import { z } from 'zod';
import { barTime, isoDate, oneLine } from './primitives';
import { AssetClassSchema } from './strategy-config';

/** Intervals with stored bars (daily, hourly). */
export const BAR_INTERVALS = ['1d', '1h'] as const;
/** Intervals the bars endpoint serves: stored ones, plus weekly and monthly resampled from daily. */
export const MARKET_INTERVALS = ['1d', '1h', '1w', '1mo'] as const;
/** Where a series comes from: the shipped dataset, Yahoo Finance (cached), or the user's own file. */
export const DATA_SOURCES = ['bundled', 'yahoo', 'upload'] as const;

/** At most this many results from a symbol search. */
export const MAX_SEARCH_RESULTS = 20;
/** At most this many bars in one answer of the bars endpoint (narrow the dates for more). */
export const MAX_BARS_PER_RESPONSE = 20_000;
/** Uploaded CSV files up to this size are read; larger ones are refused (413). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/**
 * What one account may upload: bars in one file (a backtest covers at most as many), series kept,
 * and stored megabytes of bars (the server's default; UPLOAD_QUOTA_MB changes it).
 */
export const UPLOAD_LIMITS = { barsPerFile: 100_000, uploadsPerUser: 20, storedMegabytes: 50 } as const;
/** Names of uploaded symbols: 1-20 of A-Z 0-9 . ^ = - (typed in any case, stored upper case). */
export const UPLOAD_SYMBOL_PATTERN = /^[A-Z0-9.^=-]{1,20}$/;

export const MarketIntervalSchema = z.enum(MARKET_INTERVALS);
export type MarketInterval = z.infer<typeof MarketIntervalSchema>;

/** Bar intervals in words, for messages ("SPY has daily data from ..."). */
export const INTERVAL_WORDS: Record<MarketInterval, string> = {
  '1d': 'daily',
  '1h': 'hourly',
  '1w': 'weekly',
  '1mo': 'monthly',
};
export const DataSourceSchema = z.enum(DATA_SOURCES);
export type DataSource = z.infer<typeof DataSourceSchema>;

/** One symbol the market data knows, with the span it covers. */
export const SymbolInfoSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  assetClass: AssetClassSchema,
  /** Intervals with stored bars; weekly and monthly are resampled from daily. */
  intervals: z.array(z.enum(BAR_INTERVALS)),
  first: z.string(),
  last: z.string(),
});
export type SymbolInfo = z.infer<typeof SymbolInfoSchema>;

/** GET /api/market/symbols?q=&assetClass= */
export const SymbolSearchQuerySchema = z.object({
  /** Ticker prefix (any form: EURUSD or EURUSD=X) or part of the name; empty lists the first symbols. */
  q: z.string().trim().max(60, 'q: at most 60 characters').default(''),
  assetClass: AssetClassSchema.optional(),
});
export type SymbolSearchQuery = z.infer<typeof SymbolSearchQuerySchema>;

/** A search result: the symbol's facts and where its bars come from. */
export const SymbolSearchResultSchema = SymbolInfoSchema.extend({
  source: DataSourceSchema,
});
export type SymbolSearchResult = z.infer<typeof SymbolSearchResultSchema>;
export const SymbolSearchResponseSchema = z.array(SymbolSearchResultSchema).max(MAX_SEARCH_RESULTS);

/** GET /api/market/bars?symbol=&interval=&start=&end= (dates inclusive; default: everything). */
export const BarsQuerySchema = z.object({
  symbol: z.string().trim().min(1, 'symbol is required').max(30, 'symbol: at most 30 characters'),
  interval: MarketIntervalSchema.default('1d'),
  start: isoDate.optional(),
  end: isoDate.optional(),
});
export type BarsQuery = z.infer<typeof BarsQuerySchema>;

/** One OHLCV bar; `time` is YYYY-MM-DD, or an ISO date-time with the exchange's offset for hourly bars. */
export const BarSchema = z.object({
  time: barTime,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type Bar = z.infer<typeof BarSchema>;

export const BarsResponseSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  assetClass: AssetClassSchema,
  interval: MarketIntervalSchema,
  source: DataSourceSchema,
  /** Where the bars came from and any fallback (the same lines a backtest's log shows). */
  notes: z.array(z.string()),
  bars: z.array(BarSchema).max(MAX_BARS_PER_RESPONSE),
});
export type BarsResponse = z.infer<typeof BarsResponseSchema>;

/**
 * POST /api/market/upload: multipart/form-data with a `file` part and fields `symbol`, `name`,
 * `assetClass`; or a text/csv body with the fields as query parameters.
 */
export const UploadFieldsSchema = z.object({
  symbol: z
    .string()
    .trim()
    .min(1, 'symbol is required')
    .transform((text) => text.toUpperCase())
    .pipe(z.string().regex(UPLOAD_SYMBOL_PATTERN, 'symbol: 1 to 20 characters among A-Z, 0-9 and . ^ = -')),
  name: oneLine(z.string().trim().max(100, 'name: at most 100 characters'), 'name').optional(),
  assetClass: AssetClassSchema.default('US Stocks'),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

/** The stored upload, as search lists it, with its bar count and time of upload. */
export const UploadResponseSchema = SymbolSearchResultSchema.extend({
  bars: z.number().int(),
  uploadedAt: z.string(),
  /** true when the upload replaced an earlier file of the same symbol. */
  replaced: z.boolean(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** One of the signed-in user's uploads, as GET /api/market/uploads lists it. */
export const UploadedSeriesSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  assetClass: AssetClassSchema,
  interval: z.enum(BAR_INTERVALS),
  first: z.string(),
  last: z.string(),
  bars: z.number().int(),
  /** Bytes its bars take on the server (what the storage quota counts). */
  bytes: z.number().int(),
  uploadedAt: z.string(),
});
export type UploadedSeries = z.infer<typeof UploadedSeriesSchema>;

/** GET /api/market/uploads: the user's uploads (by symbol) and what the account may keep. */
export const UploadListSchema = z.object({
  items: z.array(UploadedSeriesSchema),
  quota: z.object({ uploads: z.number().int(), bytes: z.number().int() }),
});
export type UploadList = z.infer<typeof UploadListSchema>;
