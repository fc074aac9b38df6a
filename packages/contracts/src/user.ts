import { z } from 'zod';
import { StrategySchema } from './strategy';

export const ACCOUNT_TYPES = ['free', 'premium', 'enterprise'] as const;
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const TIMEZONES = ['UTC', 'EST', 'PST', 'GMT'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;

/** The preferences of the Settings page, kept on the account. */
export const UserSettingsSchema = z.object({
  theme: z.enum(THEMES).default('auto'),
  notifications: z.boolean().default(true),
  email_notifications: z.boolean().default(true),
  email_alerts: z.boolean().default(true),
  trade_alerts: z.boolean().default(true),
  system_updates: z.boolean().default(true),
  marketing_emails: z.boolean().default(false),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  created_at: z.string(),
  is_verified: z.boolean(),
  last_login_at: z.string().nullable(),
  total_backtests_run: z.number().int(),
  strategies: z.array(StrategySchema),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  settings: UserSettingsSchema,
});
export type User = z.infer<typeof UserSchema>;

/** PATCH /api/auth/me: what the Account and Settings pages may change. */
export const UpdateMeBodySchema = z
  .object({
    username: z.string().trim().min(1, 'Username is required').max(50).optional(),
    language: z.enum(LANGUAGES).optional(),
    timezone: z.enum(TIMEZONES).optional(),
    settings: UserSettingsSchema.partial().optional(),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;
