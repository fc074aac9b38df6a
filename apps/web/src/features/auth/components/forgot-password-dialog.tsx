import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_CODE_LENGTH } from '@stratblocks/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api';
import { Alert, Button, Dialog, DialogContent, PasswordField, TextField } from '../../../ui';
import { AUTH_FALLBACKS, forgotPassword, resetPassword } from '../api';
import {
  ForgotPasswordFormSchema,
  PASSWORD_HINT,
  ResetPasswordFormSchema,
  type ForgotPasswordForm,
  type ResetPasswordForm,
} from '../schemas';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The email typed on the sign-in form, to start from. */
  initialEmail: string;
  /** The password was reset: the server's message and the account's email. */
  onReset: (message: string, email: string) => void;
}

function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, message: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm, unknown, { email: string }>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: initialEmail },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const answer = await forgotPassword({ email });
      onSent(email, answer.detail);
    } catch (caught) {
      setError(errorMessage(caught, AUTH_FALLBACKS.forgot));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-fg-muted">
        Enter the email of your account. We will send you a code to set a new password.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          onChange: () => {
            clearErrors('email');
          },
        })}
      />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Send code
      </Button>
    </form>
  );
}

function ResetStep({
  email,
  sentMessage,
  onReset,
  onBack,
}: {
  email: string;
  sentMessage: string;
  onReset: (message: string) => void;
  onBack: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm, unknown, { code: string; new_password: string }>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { code: '', new_password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const cleared = (field: keyof ResetPasswordForm) => ({
    onChange: () => {
      clearErrors(field);
      setError(null);
    },
  });
  const submit = handleSubmit(async ({ code, new_password }) => {
    setError(null);
    try {
      const answer = await resetPassword({ email, code, new_password });
      onReset(answer.detail);
    } catch (caught) {
      setError(errorMessage(caught, AUTH_FALLBACKS.reset));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Alert tone="info">
        {sentMessage} <span className="font-medium text-fg">({email})</span>
      </Alert>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={`The ${RESET_CODE_LENGTH}-digit code from the email.`}
        error={errors.code?.message}
        {...register('code', cleared('code'))}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.new_password?.message}
        {...register('new_password', cleared('new_password'))}
      />
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', cleared('confirmPassword'))}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Use another email
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Reset password
        </Button>
      </div>
    </form>
  );
}

/** docs/accounts.md#accounts-sign-in-and-the-public-help: Forgot Password works: an email, a code by mail, then a new password. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
  onReset,
}: ForgotPasswordDialogProps) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSent(null);
        onOpenChange(next);
      }}
    >
      <DialogContent title="Reset your password" size="sm">
        {sent ? (
          <ResetStep
            email={sent.email}
            sentMessage={sent.message}
            onBack={() => {
              setSent(null);
            }}
            onReset={(message) => {
              setSent(null);
              onReset(message, sent.email);
            }}
          />
        ) : (
          <EmailStep
            initialEmail={initialEmail}
            onSent={(email, message) => {
              setSent({ email, message });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
