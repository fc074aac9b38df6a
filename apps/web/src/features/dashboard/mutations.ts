import {
  PasswordChangedResponseSchema,
  UserSchema,
  type ChangePasswordBody,
  type UpdateMeBody,
} from '@stratblocks/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { getSession, storeToken, storeUser } from '../../lib/session';
import { meKey } from './queries';

/** PATCH /api/auth/me: username, language, timezone or settings. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, fallback }: { body: UpdateMeBody; fallback: string }) =>
      apiRequest('/api/auth/me', UserSchema, { method: 'PATCH', auth: true, body, fallback }),
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(meKey(getSession()?.token ?? null), user);
    },
  });
}

/**
 * POST /api/auth/change-password. The server signs every other session out and answers a fresh
 * token, which replaces the stored one.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('/api/auth/change-password', PasswordChangedResponseSchema, {
        method: 'POST',
        auth: true,
        body,
        fallback: 'Failed to change password',
      }),
    onSuccess: (answer) => {
      const user = queryClient.getQueryData(meKey(getSession()?.token ?? null));
      storeToken(answer.access_token);
      if (user) queryClient.setQueryData(meKey(answer.access_token), user);
    },
  });
}
