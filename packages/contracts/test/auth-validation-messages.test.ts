import { describe, expect, it } from 'vitest';
import { ChangePasswordBodySchema, RegisterBodySchema, VerifyEmailBodySchema } from '../src/index';

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues[0]?.message;
}

describe('auth bodies use the messages of docs/product.md#validation-rules', () => {
  it('requires an email that looks like an address', () => {
    expect(firstMessage(RegisterBodySchema.safeParse({ email: '', password: 'longenough1' }))).toBe(
      'Email is required',
    );
    expect(firstMessage(RegisterBodySchema.safeParse({ email: 'nope', password: 'longenough1' }))).toBe(
      'Please enter a valid email',
    );
  });

  it('requires 8 characters on sign-up and 6 on a password change', () => {
    expect(firstMessage(RegisterBodySchema.safeParse({ email: 'a@b.co', password: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstMessage(RegisterBodySchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
    expect(
      firstMessage(
        ChangePasswordBodySchema.safeParse({ current_password: 'whatever', new_password: '12345' }),
      ),
    ).toBe('Password must be at least 6 characters');
  });

  it('normalises the email to lower case', () => {
    expect(RegisterBodySchema.parse({ email: ' Trader@Example.COM ', password: 'longenough1' }).email).toBe(
      'trader@example.com',
    );
  });

  it('wants exactly four digits as the code', () => {
    expect(VerifyEmailBodySchema.safeParse({ email: 'a@b.co', code: '1234' }).success).toBe(true);
    expect(firstMessage(VerifyEmailBodySchema.safeParse({ email: 'a@b.co', code: '12a4' }))).toBe(
      'Please enter all 4 digits',
    );
  });
});
