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

/**
 * Whether YYYY-MM-DD text names a day that exists: Date.parse alone rolls 2024-02-30 over to
 * March 1st, so the date is built and read back.
 */
export function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date written as YYYY-MM-DD, one that exists (no 2023-02-29, no 2024-04-31). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a calendar date` });

/** A bar time: a date (daily and longer bars) or an ISO date-time (intraday bars). */
export const barTime = z.string().min(10);

/**
 * Control characters: C0 (tab, line breaks, escape...), DEL, C1, and the Unicode line and
 * paragraph separators. A name holding one shows as broken lines in an alert email, the bell or a
 * log line, so names refuse them all.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;
/** The same, except the line breaks and tabs a description may be written with. */
const CONTROL_CHARACTER_BUT_LINE_BREAK = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;

/** Text of one line: refuses every control character, naming the field (422 on the server). */
export function oneLine<Schema extends z.ZodType<string>>(schema: Schema, field: string) {
  return schema.refine((text) => !CONTROL_CHARACTER.test(text), {
    error: `${field} may not hold control characters (line breaks, tabs and the like)`,
  });
}

/** Text that may hold line breaks and tabs, and no other control character. */
export function plainText<Schema extends z.ZodType<string>>(schema: Schema, field: string) {
  return schema.refine((text) => !CONTROL_CHARACTER_BUT_LINE_BREAK.test(text), {
    error: `${field} may not hold control characters other than line breaks and tabs`,
  });
}
