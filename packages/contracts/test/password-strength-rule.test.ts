import { describe, expect, it } from 'vitest';
import {
  isPasswordStrongEnough,
  PASSWORD_STRENGTH_LABELS,
  passwordStrength,
  RegisterBodySchema,
  VerifyEmailBodySchema,
} from '../src/index';

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const TOO_WEAK = 'Password is too weak: mix upper and lower case letters, numbers or symbols';

describe('the password rule shared by the meter and the server', () => {
  it.each([
    ['', 0, 'Too weak'],
    ['abcdefgh', 1, 'Weak'],
    ['ABCDEFGHIJ', 1, 'Weak'],
    ['Abcdef1', 2, 'Fair'],
    ['abcdefg1', 2, 'Fair'],
    ['correct horse', 2, 'Fair'],
    ['Abcdefg1', 3, 'Good'],
    ['Str0ng!Passw0rd', 4, 'Strong'],
  ])('%j scores %i, which the meter calls %s', (password, score, label) => {
    expect(passwordStrength(password)).toBe(score);
    expect(PASSWORD_STRENGTH_LABELS[score]).toBe(label);
  });

  it('accepts a new password from Fair up and refuses Weak and Too weak', () => {
    expect(isPasswordStrongEnough('abcdefgh')).toBe(false);
    expect(isPasswordStrongEnough('abcdefg')).toBe(false);
    expect(isPasswordStrongEnough('abcdefg1')).toBe(true);
    expect(isPasswordStrongEnough('Str0ng!Passw0rd')).toBe(true);
  });

  it('refuses a Weak password on sign-up and with the verification code, with one message', () => {
    expect(messages(RegisterBodySchema.safeParse({ email: 'a@b.co', password: 'password' }))).toEqual([
      TOO_WEAK,
    ]);
    expect(
      messages(VerifyEmailBodySchema.safeParse({ email: 'a@b.co', code: '1234', password: 'abcdefghij' })),
    ).toEqual([TOO_WEAK]);
    expect(messages(RegisterBodySchema.safeParse({ email: 'a@b.co', password: 'short' }))).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(RegisterBodySchema.safeParse({ email: 'a@b.co', password: 'password1' }).success).toBe(true);
  });
});
