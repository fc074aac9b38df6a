import { z } from 'zod';
import { oneLine } from './primitives';

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

const settingsFields = UserSettingsSchema.shape;
/**
 * A change to some of the settings: only the fields sent, no defaults filled in (a `.partial()`
 * of UserSettingsSchema would still fill every missing field with its default and overwrite it).
 */
export const UserSettingsPatchSchema = z
  .object({
    theme: settingsFields.theme.unwrap().optional(),
    notifications: settingsFields.notifications.unwrap().optional(),
    email_notifications: settingsFields.email_notifications.unwrap().optional(),
    email_alerts: settingsFields.email_alerts.unwrap().optional(),
    trade_alerts: settingsFields.trade_alerts.unwrap().optional(),
    system_updates: settingsFields.system_updates.unwrap().optional(),
    marketing_emails: settingsFields.marketing_emails.unwrap().optional(),
  })
  .strict();
export type UserSettingsPatch = z.infer<typeof UserSettingsPatchSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  created_at: z.string(),
  is_verified: z.boolean(),
  last_login_at: z.string().nullable(),
  total_backtests_run: z.number().int(),
  /** How many strategies the user keeps (the documents come from /api/strategies). */
  strategy_count: z.number().int(),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  settings: UserSettingsSchema,
});
export type User = z.infer<typeof UserSchema>;

/** PATCH /api/auth/me: what the Account and Settings pages may change. */
export const UpdateMeBodySchema = z
  .object({
    username: oneLine(z.string().trim().min(1, 'Username is required').max(50), 'Username').optional(),
    language: z.enum(LANGUAGES).optional(),
    timezone: z.enum(TIMEZONES).optional(),
    settings: UserSettingsPatchSchema.optional(),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;
