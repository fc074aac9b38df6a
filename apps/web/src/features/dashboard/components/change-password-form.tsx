import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, ChangePasswordBodySchema } from '@stratblocks/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { Alert, Button, PasswordField } from '../../../ui';
import { useChangePassword } from '../mutations';

/** The password-change messages (docs/product.md#validation-rules). */
export const PASSWORD_CHANGE_MESSAGES = {
  mismatch: "New passwords don't match",
  confirmRequired: 'Please confirm your new password',
  success: 'Password changed successfully',
  failure: 'Failed to change password',
} as const;

const ChangePasswordFormSchema = z
  .object({
    current_password: ChangePasswordBodySchema.shape.current_password,
    new_password: z
      .string()
      .min(1, AUTH_MESSAGES.passwordRequired)
      .pipe(ChangePasswordBodySchema.shape.new_password),
    confirm_password: z.string().min(1, PASSWORD_CHANGE_MESSAGES.confirmRequired),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    message: PASSWORD_CHANGE_MESSAGES.mismatch,
    path: ['confirm_password'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.['new_password'] === 'string' && Boolean(value['confirm_password']);
    },
  });
type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** docs/product.md#screens-and-routes: collapsed; Edit opens; Cancel or success closes and clears. */
export function ChangePasswordSection() {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const close = () => {
    reset(EMPTY);
    setOpen(false);
  };
  const edited = (field: keyof ChangePasswordForm) => ({
    onChange: () => {
      clearErrors(field);
      setNotice(null);
    },
  });
  const submit = handleSubmit(async ({ current_password, new_password }) => {
    setNotice(null);
    try {
      await change.mutateAsync({ current_password, new_password });
      close();
      setNotice({ tone: 'success', text: PASSWORD_CHANGE_MESSAGES.success });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, PASSWORD_CHANGE_MESSAGES.failure) });
    }
  });

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h3 className="text-sm font-medium text-fg">Password</h3>
          <p className="text-xs text-fg-muted">Changing it signs you out everywhere else.</p>
        </div>
        {open ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label="Edit password"
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            Edit
          </Button>
        )}
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {open ? (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-4 rounded-lg border border-border p-4"
        >
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            autoFocus
            error={errors.current_password?.message}
            {...register('current_password', edited('current_password'))}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 6 characters."
            error={errors.new_password?.message}
            {...register('new_password', edited('new_password'))}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password', edited('confirm_password'))}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
