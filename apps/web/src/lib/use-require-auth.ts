import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession, wasSignedOutOnPurpose, type Session } from './session';

/**
 * docs/product.md#screens-and-routes: the route table has no guard; a page that needs login calls this and is sent to
 * /auth when signed out (now, or later when the token expires). Returns the session, or null while
 * the redirect happens: render nothing of the page then.
 */
export function useRequireAuth(): Session | null {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = session === null;
  useEffect(() => {
    if (!signedOut) return;
    // After the user's own Logout the page left behind is not a page to come back to.
    const state = wasSignedOutOnPurpose() ? undefined : { from: `${location.pathname}${location.search}` };
    void navigate('/auth', { replace: true, state });
  }, [signedOut, navigate, location.pathname, location.search]);
  return session;
}
