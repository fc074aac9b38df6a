import { zodResolver } from '@hookform/resolvers/zod';
import {
  LANGUAGES,
  THEMES,
  TIMEZONES,
  UpdateMeBodySchema,
  type User,
  type UserSettings,
} from '@stratblocks/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { useThemeStore } from '../../../lib/theme';
import { Alert, Button, Select, Switch, TextField } from '../../../ui';
import { useUpdateMe } from '../mutations';

/** The messages of the three tabs (docs/product.md#error-catalogue). */
export const SETTINGS_MESSAGES = {
  general: { saved: 'General settings saved successfully', failed: 'Failed to save general settings' },
  preferences: { saved: 'Preferences saved successfully', failed: 'Failed to save preferences' },
  notifications: {
    saved: 'Notification settings saved successfully',
    failed: 'Failed to save notification settings',
  },
} as const;

/** docs/product.md#business-constants-and-limits: success messages last 3 s. */
const MESSAGE_MS = 3000;

const LANGUAGE_LABELS: Record<User['language'], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};
const THEME_LABELS: Record<UserSettings['theme'], string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Auto (system)',
};

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** A message under a tab's Save button; a success fades after 3 s. */
function useNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => {
      setNotice(null);
    }, MESSAGE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [notice]);
  return [notice, setNotice] as const;
}

function SaveRow({ notice, saving }: { notice: Notice; saving: boolean }) {
  return (
    <div className="space-y-3 border-t border-border pt-4">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      </div>
    </div>
  );
}

const GeneralFormSchema = z.object({
  username: UpdateMeBodySchema.shape.username.unwrap(),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
});
type GeneralForm = z.input<typeof GeneralFormSchema>;

/** General: username, email (read-only), language, timezone. */
export function GeneralSettingsForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const [notice, setNotice] = useNotice();
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<GeneralForm, unknown, z.output<typeof GeneralFormSchema>>({
    resolver: zodResolver(GeneralFormSchema),
    defaultValues: { username: user.username, language: user.language, timezone: user.timezone },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(async (body) => {
    setNotice(null);
    try {
      await update.mutateAsync({ body, fallback: SETTINGS_MESSAGES.general.failed });
      setNotice({ tone: 'success', text: SETTINGS_MESSAGES.general.saved });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, SETTINGS_MESSAGES.general.failed) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username', {
            onChange: () => {
              clearErrors('username');
            },
          })}
        />
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your sign-in email cannot be changed."
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Select
              label="Language"
              value={field.value}
              options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => (
            <Select label="Timezone" value={field.value} options={TIMEZONES} onChange={field.onChange} />
          )}
        />
      </div>
      <SaveRow notice={notice} saving={update.isPending} />
    </form>
  );
}

type PreferencesForm = Pick<UserSettings, 'notifications' | 'email_notifications'>;

/** Preferences: the theme (applied as soon as it is chosen) and notifications. */
export function PreferencesForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const [notice, setNotice] = useNotice();
  // The theme is the app's (lib/theme), so that the header's toggle and this field never disagree.
  const setTheme = useThemeStore((state) => state.setPreference);
  const theme = useThemeStore((state) => state.preference);
  const { control, handleSubmit } = useForm<PreferencesForm>({
    defaultValues: {
      notifications: user.settings.notifications,
      email_notifications: user.settings.email_notifications,
    },
  });
  const submit = handleSubmit(async (settings) => {
    setNotice(null);
    try {
      await update.mutateAsync({
        body: { settings: { ...settings, theme } },
        fallback: SETTINGS_MESSAGES.preferences.failed,
      });
      setNotice({ tone: 'success', text: SETTINGS_MESSAGES.preferences.saved });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, SETTINGS_MESSAGES.preferences.failed) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Select
        label="Theme"
        className="max-w-xs"
        hint="Applied at once; saved to your account with Save changes."
        value={theme}
        options={THEMES.map((value) => ({ value, label: THEME_LABELS[value] }))}
        onChange={setTheme}
      />
      <Controller
        control={control}
        name="notifications"
        render={({ field }) => (
          <Switch
            label="Notifications"
            description="Show notifications in the app when a backtest finishes."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="email_notifications"
        render={({ field }) => (
          <Switch
            label="Email notifications"
            description="Receive emails about your account."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <SaveRow notice={notice} saving={update.isPending} />
    </form>
  );
}

type NotificationsForm = Pick<
  UserSettings,
  'email_alerts' | 'trade_alerts' | 'system_updates' | 'marketing_emails'
>;

const NOTIFICATION_SWITCHES: { name: keyof NotificationsForm; label: string; description: string }[] = [
  {
    name: 'email_alerts',
    label: 'Email alerts',
    description: 'Important alerts about your strategies by email.',
  },
  {
    name: 'trade_alerts',
    label: 'Trade alerts',
    description: 'A note when a backtest opens or closes trades you follow.',
  },
  {
    name: 'system_updates',
    label: 'System updates',
    description: 'New features, maintenance and changes to the service.',
  },
  {
    name: 'marketing_emails',
    label: 'Marketing emails',
    description: 'Tips, articles and news. Off unless you turn it on.',
  },
];

/** Notifications: email alerts, trade alerts, system updates, marketing emails (off by default). */
export function NotificationsForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const [notice, setNotice] = useNotice();
  const { control, handleSubmit } = useForm<NotificationsForm>({
    defaultValues: {
      email_alerts: user.settings.email_alerts,
      trade_alerts: user.settings.trade_alerts,
      system_updates: user.settings.system_updates,
      marketing_emails: user.settings.marketing_emails,
    },
  });
  const submit = handleSubmit(async (settings) => {
    setNotice(null);
    try {
      await update.mutateAsync({ body: { settings }, fallback: SETTINGS_MESSAGES.notifications.failed });
      setNotice({ tone: 'success', text: SETTINGS_MESSAGES.notifications.saved });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, SETTINGS_MESSAGES.notifications.failed) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {NOTIFICATION_SWITCHES.map((item) => (
        <Controller
          key={item.name}
          control={control}
          name={item.name}
          render={({ field }) => (
            <Switch
              label={item.label}
              description={item.description}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ))}
      <SaveRow notice={notice} saving={update.isPending} />
    </form>
  );
}
