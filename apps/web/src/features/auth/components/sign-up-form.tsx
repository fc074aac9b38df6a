import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Checkbox, PasswordField, TextField } from '../../../ui';
import { PASSWORD_HINT, SignUpFormSchema, type SignUpForm } from '../schemas';
import { StrengthMeter } from './strength-meter';

export interface SignUpFormProps {
  onSubmit: (values: { email: string; password: string }) => Promise<void>;
  onEdit: () => void;
}

/**
 * The Sign Up tab (docs/product.md#screens-and-routes): email, password with the strength meter and hint, repeat
 * password, and the terms checkbox whose Terms link opens in a new tab.
 */
export function SignUpFormView({ onSubmit, onEdit }: SignUpFormProps) {
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm, unknown, { email: string; password: string }>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', terms: false },
    reValidateMode: 'onSubmit',
  });
  const password = useWatch({ control, name: 'password' });
  const edited = (field: keyof SignUpForm) => () => {
    clearErrors(field);
    onEdit();
  };
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => onSubmit({ email: values.email, password: values.password }))(event)
      }
      className="space-y-4"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email', { onChange: edited('email') })}
      />
      <div className="space-y-2">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={PASSWORD_HINT}
          {...register('password', { onChange: edited('password') })}
        />
        <StrengthMeter password={password} />
      </div>
      <PasswordField
        label="Repeat Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: edited('confirmPassword') })}
      />
      <Controller
        control={control}
        name="terms"
        render={({ field, fieldState }) => (
          <Checkbox
            name={field.name}
            checked={field.value}
            onCheckedChange={(checked) => {
              field.onChange(checked);
              edited('terms')();
            }}
            error={fieldState.error?.message}
            label={
              <>
                I agree to the{' '}
                <a
                  href="/terms"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-accent-text underline-offset-2 hover:underline"
                >
                  Terms
                </a>{' '}
                and confirm I am 18 or older.
              </>
            }
          />
        )}
      />
      <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
        Sign Up
      </Button>
    </form>
  );
}
