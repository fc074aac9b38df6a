import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  GoogleLoginBodySchema,
  LoginBodySchema,
  MessageResponseSchema,
  PasswordChangedResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  TokenResponseSchema,
  UpdateMeBodySchema,
  UserSchema,
  VerifyEmailBodySchema,
} from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../http/authenticate';
import type { RouteContext } from './context';
import { BEARER, errorResponses } from './openapi';

/** /api/auth: sign-up, sign-in, verification, passwords and the signed-in user's account. */
export function authRoutes(app: FastifyInstance, { services, auth }: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, profile } = services;
  const tags = ['auth'];

  api.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account and mail a 4-digit code',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, ...errorResponses(409, 422, 429, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.register(request.body, request.ip)),
  );

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginBodySchema,
        response: { 200: TokenResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    (request) => accounts.login(request.body, request.ip),
  );

  api.post(
    '/api/auth/google-login',
    {
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (creates or links the account)',
        body: GoogleLoginBodySchema,
        response: { 200: TokenResponseSchema, ...errorResponses(401, 409, 422, 429, 503) },
      },
    },
    (request) => accounts.googleLogin(request.body.token, request.ip),
  );

  api.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm the email with its code; signs in',
        body: VerifyEmailBodySchema,
        response: { 200: TokenResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    (request) => accounts.verifyEmail(request.body, request.ip),
  );

  api.post(
    '/api/auth/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail a new verification code (once a minute)',
        body: ResendVerificationBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 422, 429, 503) },
      },
    },
    (request) => accounts.resendVerification(request.body.email, request.ip),
  );

  api.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset code if the account exists (same answer either way)',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    (request) => accounts.forgotPassword(request.body, request.ip),
  );

  api.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset code',
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    (request) => accounts.resetPassword(request.body, request.ip),
  );

  api.post(
    '/api/auth/change-password',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Change the password; answers a fresh token (older ones stop working)',
        security: BEARER,
        body: ChangePasswordBodySchema,
        response: { 200: PasswordChangedResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    (request) => accounts.changePassword(signedInUser(request), request.body),
  );

  api.get(
    '/api/auth/me',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user, with how many strategies they keep',
        security: BEARER,
        response: { 200: UserSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => profile.me(signedInUser(request)),
  );

  api.patch(
    '/api/auth/me',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Change username, language, timezone or settings',
        security: BEARER,
        body: UpdateMeBodySchema,
        response: { 200: UserSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => profile.update(signedInUser(request), request.body),
  );
}
