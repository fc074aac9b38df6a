import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, PasswordField, TextField } from '../../../ui';
import { SignInFormSchema, type SignInForm } from '../schemas';

export interface SignInFormProps {
  onSubmit: (values: { email: string; password: string }) => Promise<void>;
  onForgotPassword: (email: string) => void;
  /** Called when any field changes (clears the page's banner). */
  onEdit: () => void;
}

/** Email and password (docs/product.md#screens-and-routes, Sign In tab); errors clear when their field is edited. */
export function SignInFormView({ onSubmit, onForgotPassword, onEdit }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm, unknown, { email: string; password: string }>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const edited = (field: keyof SignInForm) => () => {
    clearErrors(field);
    onEdit();
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email', { onChange: edited('email') })}
      />
      <div className="space-y-1.5">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { onChange: edited('password') })}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => {
              onForgotPassword(getValues('email'));
            }}
            className="text-sm font-medium text-accent-text hover:underline"
          >
            Forgot Password?
          </button>
        </div>
      </div>
      <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
