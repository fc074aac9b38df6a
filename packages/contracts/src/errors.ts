import { z } from 'zod';

/** Every API error answers with this body and a matching HTTP status. */
export const ApiErrorSchema = z.object({
  detail: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

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
