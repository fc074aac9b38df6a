import { z } from 'zod';

/** Every API error answers with this body and a matching HTTP status. */
export const ApiErrorSchema = z.object({
  detail: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Fixed `detail` texts the server answers with and clients test for (the web app routes to
 * /verify-email on emailNotVerified, for instance). Texts with numbers in them are built by the
 * server around these stems.
 */
export const API_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  invalidCredentials: 'Could not validate credentials',
  incorrectLogin: 'Incorrect email or password',
  emailNotVerified: 'Email not verified',
  /** Part of the 409 detail when an unverified account already holds the email. */
  notVerifiedMarker: 'not verified',
  invalidCode: 'Invalid verification code',
  expiredCode: 'Verification code expired: request a new code',
  tooManyCodeAttempts: 'Too many attempts: request a new code',
  googleNotConfigured: 'Google sign-in is not configured',
  strategyNotFound: 'Strategy not found',
  notFound: 'Not found',
} as const;

/** Where a problem in a strategy's logic is, so the builder can point at it. */
export const DiagnosticSchema = z.object({
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  /** Which side of the strategy: long, short, exit_long, exit_short, or settings. */
  slot: z.string().optional(),
  /** 1-based logic row id, as the builder shows it ("Logic N"). */
  row: z.number().int().optional(),
  /** 0-based element index inside the row. */
  element: z.number().int().optional(),
  block: z.string().optional(),
});
export type Diagnostic = z.infer<typeof DiagnosticSchema>;

/** A run refused because of the strategy itself (422). */
export const RunRejectedSchema = ApiErrorSchema.extend({
  diagnostics: z.array(DiagnosticSchema),
});
export type RunRejected = z.infer<typeof RunRejectedSchema>;

/** Any 422 of a run route: the strategy's diagnostics when the strategy itself is at fault. */
export const RunErrorSchema = ApiErrorSchema.extend({
  diagnostics: z.array(DiagnosticSchema).optional(),
});
