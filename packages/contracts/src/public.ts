import { z } from 'zod';
import { RESEARCH_MAX_RUNS, RESEARCH_QUEUE_MAX_COMBINATIONS } from './research-results';

/** GET /api/stats: real counts for the landing page counters. */
export const PublicStatsSchema = z.object({
  strategies: z.number().int(),
  backtests: z.number().int(),
  users: z.number().int(),
  active_users: z.number().int(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;

/**
 * A one-line field: every line break (CR, LF, NEL, the Unicode line and paragraph separators) and
 * every other control character becomes a space, so that text written into a mail body or a log
 * cannot start a line of its own (a forged "From:" under the real one).
 */
function singleLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

export const ContactBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200).transform(singleLine),
  email: z.email({ error: 'Please enter a valid email' }),
  subject: z.string().trim().min(1, 'Subject is required').max(300).transform(singleLine),
  message: z.string().trim().min(1, 'Message is required').max(10000),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

/** Answer of POST /api/contact (201): the message is stored. */
export const ContactResponseSchema = z.object({
  id: z.number().int(),
  detail: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  queue: z.enum(['inline', 'redis']),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/config: what the web app needs to know of the server's setup before sign-in. */
export const PublicConfigSchema = z.object({
  /** The Google sign-in client id, or null when Google sign-in is not configured. */
  google_client_id: z.string().nullable(),
  /**
   * The most combinations a sweep on this server may have: RESEARCH_MAX_RUNS in one process, up to
   * RESEARCH_QUEUE_MAX_COMBINATIONS on the research queue (REDIS_URL). A browser sweep keeps
   * RESEARCH_MAX_RUNS (also when a server does not say).
   */
  research_max_combinations: z
    .number()
    .int()
    .min(1)
    .max(RESEARCH_QUEUE_MAX_COMBINATIONS)
    .default(RESEARCH_MAX_RUNS),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
