import { z } from 'zod';
import { oneLine } from './primitives';

/** Bounds of a user's saved watchlists (named symbol lists the builder's portfolio picker applies). */
export const WATCHLIST_LIMITS = { nameLength: 60, maxSymbols: 50, perUser: 50 } as const;

/** Fixed texts of the watchlist calls. */
export const WATCHLIST_MESSAGES = {
  notFound: 'Watchlist not found',
  tooMany: `You keep at most ${WATCHLIST_LIMITS.perUser} watchlists: delete one first`,
  symbolCount: `A watchlist holds 1 to ${WATCHLIST_LIMITS.maxSymbols} symbols`,
  nameTaken: (name: string) => `You already have a watchlist named "${name}": choose another name`,
  emptyPatch: 'Give name or symbols',
} as const;

const WatchlistNameSchema = oneLine(
  z
    .string()
    .trim()
    .min(1, 'Give the watchlist a name')
    .max(
      WATCHLIST_LIMITS.nameLength,
      `A watchlist name has at most ${WATCHLIST_LIMITS.nameLength} characters`,
    ),
  'A watchlist name',
);

/**
 * The symbols as sent: the server removes repeats, checks each exists (bundled data or the user's
 * uploads) and that they share one asset class, and keeps each symbol's canonical form.
 */
const WatchlistSymbolsSchema = z
  .array(z.string().trim().min(1, 'A watchlist symbol is empty').max(32))
  .min(1, WATCHLIST_MESSAGES.symbolCount)
  .max(WATCHLIST_LIMITS.maxSymbols, WATCHLIST_MESSAGES.symbolCount);

/** POST /api/watchlists */
export const WatchlistCreateBodySchema = z.object({
  name: WatchlistNameSchema,
  symbols: WatchlistSymbolsSchema,
});
export type WatchlistCreateBody = z.infer<typeof WatchlistCreateBodySchema>;

/** PATCH /api/watchlists/{id}: rename, replace the symbols, or both. */
export const WatchlistPatchBodySchema = z
  .object({ name: WatchlistNameSchema.optional(), symbols: WatchlistSymbolsSchema.optional() })
  .refine((body) => body.name !== undefined || body.symbols !== undefined, WATCHLIST_MESSAGES.emptyPatch);
export type WatchlistPatchBody = z.infer<typeof WatchlistPatchBodySchema>;

export const WatchlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbols: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Watchlist = z.infer<typeof WatchlistSchema>;

/** GET /api/watchlists: the user's watchlists by name, and how many one may keep. */
export const WatchlistListSchema = z.object({
  items: z.array(WatchlistSchema),
  limit: z.number().int(),
});
export type WatchlistList = z.infer<typeof WatchlistListSchema>;
