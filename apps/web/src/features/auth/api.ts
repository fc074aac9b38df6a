import {
  MessageResponseSchema,
  PublicConfigSchema,
  RegisterResponseSchema,
  TokenResponseSchema,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type VerifyEmailBody,
} from '@stratblocks/contracts';
import { apiRequest } from '../../lib/api';

/** The fallbacks when the server gives no detail (docs/product.md#error-catalogue). */
export const AUTH_FALLBACKS = {
  register: 'Registration failed',
  login: 'Login failed',
  google: 'Google login failed',
  verify: 'Verification failed',
  resend: 'Failed to resend code',
  banner: 'Authentication failed. Please try again.',
  forgot: 'Failed to send the reset code',
  reset: 'Failed to reset password',
} as const;

export function login(body: LoginBody) {
  return apiRequest('/api/auth/login', TokenResponseSchema, {
    method: 'POST',
    body,
    fallback: AUTH_FALLBACKS.login,
  });
}

export function register(body: RegisterBody) {
  return apiRequest('/api/auth/register', RegisterResponseSchema, {
    method: 'POST',
    body,
    fallback: AUTH_FALLBACKS.register,
  });
}

export function googleLogin(token: string) {
  return apiRequest('/api/auth/google-login', TokenResponseSchema, {
    method: 'POST',
    body: { token },
    fallback: AUTH_FALLBACKS.google,
  });
}

export function verifyEmail(body: VerifyEmailBody) {
  return apiRequest('/api/auth/verify-email', TokenResponseSchema, {
    method: 'POST',
    body,
    fallback: AUTH_FALLBACKS.verify,
  });
}

/** docs/product.md#calls: the resend carries an empty code. */
export function resendVerification(email: string) {
  return apiRequest('/api/auth/resend-verification', MessageResponseSchema, {
    method: 'POST',
    body: { email, code: '' },
    fallback: AUTH_FALLBACKS.resend,
  });
}

export function forgotPassword(body: ForgotPasswordBody) {
  return apiRequest('/api/auth/forgot-password', MessageResponseSchema, {
    method: 'POST',
    body,
    fallback: AUTH_FALLBACKS.forgot,
  });
}

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('/api/auth/reset-password', MessageResponseSchema, {
    method: 'POST',
    body,
    fallback: AUTH_FALLBACKS.reset,
  });
}

/** Whether (and with which client id) Google sign-in is configured on the server. */
export function fetchPublicConfig(signal?: AbortSignal) {
  return apiRequest('/api/config', PublicConfigSchema, signal ? { signal } : {});
}
