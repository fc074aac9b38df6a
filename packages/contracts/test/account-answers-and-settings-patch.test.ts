import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ContactResponseSchema,
  MessageResponseSchema,
  PasswordChangedResponseSchema,
  RegisterResponseSchema,
  UpdateMeBodySchema,
  UserSettingsPatchSchema,
} from '../src/index';

describe('account answers', () => {
  it('parse what the server sends', () => {
    expect(RegisterResponseSchema.parse({ detail: 'Account created', email: 'a@b.co' }).email).toBe('a@b.co');
    expect(
      MessageResponseSchema.parse({ detail: 'Verification code sent! Check your email.' }).detail,
    ).toContain('sent');
    expect(
      PasswordChangedResponseSchema.parse({
        detail: 'Password changed successfully',
        access_token: 't',
        token_type: 'bearer',
      }),
    ).toMatchObject({ token_type: 'bearer' });
    expect(ContactResponseSchema.safeParse({ id: 1.5, detail: 'x' }).success).toBe(false);
  });

  it('name the details clients test for', () => {
    expect(API_MESSAGES.emailNotVerified).toBe('Email not verified');
    expect(API_MESSAGES.notVerifiedMarker).toBe('not verified');
  });
});

describe('settings changes', () => {
  it('keep only the fields sent (no defaults that would overwrite stored settings)', () => {
    expect(UserSettingsPatchSchema.parse({ trade_alerts: false })).toEqual({ trade_alerts: false });
    expect(UpdateMeBodySchema.parse({ settings: { theme: 'dark' } })).toEqual({
      settings: { theme: 'dark' },
    });
  });

  it('refuse unknown settings and values', () => {
    expect(UserSettingsPatchSchema.safeParse({ theme: 'neon' }).success).toBe(false);
    expect(UserSettingsPatchSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
