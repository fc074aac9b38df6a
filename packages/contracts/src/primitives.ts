import { z } from 'zod';

/**
 * A number that may arrive as numeric text (form fields, hand-written JSON).
 * Empty text stays invalid instead of silently becoming 0.
 */
export const numeric = z.preprocess((value) => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return value;
}, z.number());

/** A calendar date written as YYYY-MM-DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Not a calendar date');

/** A bar time: a date (daily and longer bars) or an ISO date-time (intraday bars). */
export const barTime = z.string().min(10);
