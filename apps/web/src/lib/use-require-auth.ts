import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession, type Session } from './session';

/**
 * Spec section 2: the route table has no guard; a page that needs login calls this and is sent to
 * /auth when signed out (now, or later when the token expires). Returns the session, or null while
 * the redirect happens: render nothing of the page then.
 */
export function useRequireAuth(): Session | null {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = session === null;
  useEffect(() => {
    if (signedOut)
      void navigate('/auth', { replace: true, state: { from: `${location.pathname}${location.search}` } });
  }, [signedOut, navigate, location.pathname, location.search]);
  return session;
}
