import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { signOut, storeUser, useSession } from '../lib/session';
import { QueryScope } from './query-scope';
import { fetchCurrentUser, isEmailNotVerified } from '../lib/sign-in';

/** Loaded by SessionSync (session-sync.tsx) once a session exists. */
export default function SessionSyncWithQueries() {
  return (
    <QueryScope>
      <SessionQueries />
    </QueryScope>
  );
}

/**
 * Keeps the stored user fresh while signed in (GET /api/auth/me), signs out and goes to
 * /verify-email when the server says the email is not verified (docs/product.md#states-and-transitions), and drops every
 * cached answer of the previous user when the session ends.
 */
function SessionQueries() {
  const session = useSession();
  const token = session?.token ?? null;
  const email = session?.user?.email;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: ['session', 'me', token],
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (me.data) storeUser(me.data);
  }, [me.data]);

  useEffect(() => {
    if (me.error && isEmailNotVerified(me.error)) {
      signOut();
      void navigate('/verify-email', { state: { email } });
    }
  }, [me.error, navigate, email]);

  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current !== null && token === null) queryClient.clear();
    previousToken.current = token;
  }, [token, queryClient]);

  return null;
}
