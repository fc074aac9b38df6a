import type { AUTH_MESSAGES } from '@stratblocks/contracts';
import {
  EmailSchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '@stratblocks/contracts';
import { z } from 'zod';

/**
 * The messages as the forms show them (docs/product.md#validation-rules). The contracts' schemas produce them; the type
 * keeps this list and the contracts' AUTH_MESSAGES word for word the same.
 */
export const FORM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak: 'Password is too weak: mix upper and lower case letters, numbers or symbols',
  newPasswordTooShort: 'Password must be at least 6 characters',
  codeInvalid: 'Please enter all 4 digits',
  resetCodeInvalid: 'Please enter the 10-digit code from the email',
} as const satisfies typeof AUTH_MESSAGES;

/** The sign-up messages that the contracts (docs/product.md#validation-rules)' request bodies do not carry. */
export const SIGN_UP_MESSAGES = {
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  terms: 'You must accept the terms',
} as const;

/** docs/product.md#validation-rules: the hint under the sign-up password. */
export const PASSWORD_HINT = 'Use 8 or more characters with a mix of letters, numbers & symbols.';

export const SignInFormSchema = LoginBodySchema;
export type SignInForm = z.input<typeof SignInFormSchema>;

/** A form's two password fields must match (checked even while other fields are wrong). */
function passwordsMatch<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  password: string,
  confirm: string,
  message: string,
) {
  return schema.refine(
    (values: Record<string, unknown>) => !values[confirm] || values[confirm] === values[password],
    {
      message,
      path: [confirm],
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return typeof value?.[password] === 'string' && typeof value[confirm] === 'string';
      },
    },
  );
}

export const SignUpFormSchema = passwordsMatch(
  z.object({
    email: RegisterBodySchema.shape.email,
    password: RegisterBodySchema.shape.password,
    confirmPassword: z.string().min(1, SIGN_UP_MESSAGES.confirmRequired),
    terms: z.boolean().refine((accepted) => accepted, SIGN_UP_MESSAGES.terms),
  }),
  'password',
  'confirmPassword',
  SIGN_UP_MESSAGES.mismatch,
);
export type SignUpForm = z.input<typeof SignUpFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email: EmailSchema });
export type ForgotPasswordForm = z.input<typeof ForgotPasswordFormSchema>;

/** The reset code's format follows the contracts' ResetPasswordBodySchema. */
export const ResetPasswordFormSchema = passwordsMatch(
  z.object({
    code: ResetPasswordBodySchema.shape.code,
    new_password: ResetPasswordBodySchema.shape.new_password,
    confirmPassword: z.string().min(1, SIGN_UP_MESSAGES.confirmRequired),
  }),
  'new_password',
  'confirmPassword',
  SIGN_UP_MESSAGES.mismatch,
);
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;
