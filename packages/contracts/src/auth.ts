import { z } from 'zod';
import { isPasswordStrongEnough } from './password-strength';

/** Validation messages of docs/product.md#validation-rules, shared by the server and the forms. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak: 'Password is too weak: mix upper and lower case letters, numbers or symbols',
  newPasswordTooShort: 'Password must be at least 6 characters',
  codeInvalid: 'Please enter all 4 digits',
  resetCodeInvalid: 'Please enter the 10-digit code from the email',
} as const;

export const MIN_SIGNUP_PASSWORD = 8;
export const MIN_CHANGED_PASSWORD = 6;
export const VERIFICATION_CODE_LENGTH = 4;
/**
 * Reset codes are longer than verification codes: they take over an existing account. With 5 tries
 * per code and one code a minute, 10 digits keep the chance of guessing one in a day below 1e-6.
 */
export const RESET_CODE_LENGTH = 10;

export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

const PasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(256, 'Password must be at most 256 characters');

/**
 * A new account's password: 8 characters or more, and no weaker than the meter's "Fair"
 * (docs/accounts.md#passwords); a short one is only told it is short.
 */
const NewAccountPasswordSchema = PasswordSchema.pipe(
  z
    .string()
    .min(MIN_SIGNUP_PASSWORD, AUTH_MESSAGES.passwordTooShort)
    .refine(
      (password) => password.length < MIN_SIGNUP_PASSWORD || isPasswordStrongEnough(password),
      AUTH_MESSAGES.passwordTooWeak,
    ),
);

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: NewAccountPasswordSchema,
});
export const LoginBodySchema = z.object({ email: EmailSchema, password: PasswordSchema });
export const GoogleLoginBodySchema = z.object({ token: z.string().min(1, 'Token is required') });

export const CodeSchema = z
  .string({ error: AUTH_MESSAGES.codeInvalid })
  .regex(/^\d{4}$/, AUTH_MESSAGES.codeInvalid);

/** A reset code as mailed; spaces and dashes typed for readability are dropped. */
export const ResetCodeSchema = z
  .string({ error: AUTH_MESSAGES.resetCodeInvalid })
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), AUTH_MESSAGES.resetCodeInvalid));

/**
 * `password`, when given, is the password this code confirms (the one typed at sign-up): the code
 * proves the mailbox and the account takes that password. Without it the account keeps the
 * password of its first sign-up; a later sign-up never changes it.
 */
export const VerifyEmailBodySchema = z.object({
  email: EmailSchema,
  code: CodeSchema,
  password: NewAccountPasswordSchema.optional(),
});
/** The spec's client sends an empty code with a resend. */
export const ResendVerificationBodySchema = z.object({
  email: EmailSchema,
  code: z.string().optional(),
});
export const ChangePasswordBodySchema = z.object({
  current_password: PasswordSchema,
  new_password: PasswordSchema.pipe(z.string().min(MIN_CHANGED_PASSWORD, AUTH_MESSAGES.newPasswordTooShort)),
});
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  code: ResetCodeSchema,
  new_password: PasswordSchema.pipe(z.string().min(MIN_SIGNUP_PASSWORD, AUTH_MESSAGES.passwordTooShort)),
});

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});

/**
 * Answer of POST /api/auth/register. The same for a new email and a known one (the mail says
 * which: a code, or "you already have an account").
 */
export const RegisterResponseSchema = z.object({
  detail: z.string(),
  email: z.string(),
});

/** A success answer that only carries a message (forgot-password, reset-password, resend). */
export const MessageResponseSchema = z.object({
  detail: z.string(),
});

/**
 * Answer of POST /api/auth/change-password. Changing the password signs out every other session,
 * so the answer carries a fresh token that replaces the stored one.
 */
export const PasswordChangedResponseSchema = TokenResponseSchema.extend({
  detail: z.string(),
});

export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export type LoginBody = z.infer<typeof LoginBodySchema>;
export type GoogleLoginBody = z.infer<typeof GoogleLoginBodySchema>;
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;
export type ResendVerificationBody = z.infer<typeof ResendVerificationBodySchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
export type PasswordChangedResponse = z.infer<typeof PasswordChangedResponseSchema>;
