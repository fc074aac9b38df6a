import { lazy, Suspense, useState } from 'react';
import { useSession } from '../lib/session';

const SessionQueries = lazy(() => import('./session-sync-queries'));

/**
 * Keeps the session in step with the server (session-sync-queries.tsx). Its code, and TanStack
 * Query with it, loads once a visitor is signed in: a signed-out visitor's public page never needs
 * it. Once loaded it stays, so that it sees the session end (and drops the cached answers).
 */
export function SessionSync() {
  const signedIn = useSession() !== null;
  const [needed, setNeeded] = useState(signedIn);
  if (signedIn && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionQueries />
    </Suspense>
  );
}
