import { describe, expect, it } from 'vitest';
import { ResetPasswordFormSchema, SignInFormSchema, SignUpFormSchema } from '../src/features/auth/schemas';

/** The first message per field, as the form shows them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('the auth forms speak docs/product.md#validation-rules', () => {
  it('an empty sign-up names every missing field', () => {
    const result = SignUpFormSchema.safeParse({ email: '', password: '', confirmPassword: '', terms: false });
    expect(messages(result)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      terms: 'You must accept the terms',
    });
  });

  it('a short password, a bad email and a mismatch are all reported at once', () => {
    const result = SignUpFormSchema.safeParse({
      email: 'trader@',
      password: 'short',
      confirmPassword: 'other',
      terms: true,
    });
    expect(messages(result)).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('a password the meter calls Weak is refused with a clear message', () => {
    const result = SignUpFormSchema.safeParse({
      email: 'trader@example.com',
      password: 'abcdefghij',
      confirmPassword: 'abcdefghij',
      terms: true,
    });
    expect(messages(result)).toEqual({
      password: 'Password is too weak: mix upper and lower case letters, numbers or symbols',
    });
  });

  it('a valid sign-up passes, with the email lower-cased', () => {
    const result = SignUpFormSchema.safeParse({
      email: 'Trader@Example.com',
      password: 'Str0ng!Passw0rd',
      confirmPassword: 'Str0ng!Passw0rd',
      terms: true,
    });
    expect(result.success && result.data.email).toBe('trader@example.com');
  });

  it('sign-in needs an email and a password of any length', () => {
    expect(messages(SignInFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(SignInFormSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('the reset form takes the code format of the contracts and matching passwords', () => {
    const wrong = ResetPasswordFormSchema.safeParse({
      code: '12a',
      new_password: 'Str0ng!Pass',
      confirmPassword: 'x',
    });
    expect(messages(wrong)).toEqual({
      code: 'Please enter the 10-digit code from the email',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      ResetPasswordFormSchema.safeParse({
        code: '00420 13377',
        new_password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
      }).success,
    ).toBe(true);
    // A 4-digit code (the length of a verification code) is not a reset code.
    expect(
      ResetPasswordFormSchema.safeParse({
        code: '0042',
        new_password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
      }).success,
    ).toBe(false);
  });
});
