import { useEffect, useRef, useState } from 'react';

/** The Google Identity Services script (it defines window.google.accounts.id). */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The Google messages (docs/product.md#error-catalogue). */
export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not configured',
  notLoaded: 'Google Sign-In library not loaded. Please refresh the page.',
  initFailed: 'Could not initialize Google Sign-In. Please refresh the page.',
  startFailed: 'Failed to start Google Sign-In. Please try again.',
  loginFailed: 'Google login failed. Please try again.',
} as const;

interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleAccountsId {
  initialize: (options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
  }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
}

function googleAccountsId(): GoogleAccountsId | null {
  const google: unknown = Reflect.get(window, 'google');
  if (typeof google !== 'object' || google === null) return null;
  const accounts: unknown = Reflect.get(google, 'accounts');
  if (typeof accounts !== 'object' || accounts === null) return null;
  const id: unknown = Reflect.get(accounts, 'id');
  if (typeof id !== 'object' || id === null) return null;
  return 'initialize' in id && 'renderButton' in id ? (id as GoogleAccountsId) : null;
}

let scriptPromise: Promise<void> | null = null;

/** Loads the script once per page; a failed load may be retried by a later call. */
function loadScript(): Promise<void> {
  if (googleAccountsId()) return Promise.resolve();
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      resolve();
    };
    script.onerror = () => {
      script.remove();
      scriptPromise = null;
      reject(new Error(GOOGLE_MESSAGES.notLoaded));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export interface GoogleIdentityOptions {
  /** The client id from the server, or null when Google sign-in is not configured. */
  clientId: string | null | undefined;
  /** 'signin_with' or 'signup_with': the text of Google's button. */
  text: 'signin_with' | 'signup_with';
  width: number;
  onCredential: (credential: string) => void;
}

/**
 * Renders Google's own sign-in button into the returned ref once the script has loaded, and says
 * what went wrong (docs/product.md#error-catalogue) when it cannot: the script did not load, initialising failed,
 * or the button could not be drawn.
 */
export function useGoogleIdentity({ clientId, text, width, onCredential }: GoogleIdentityOptions) {
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadScript().then(
      () => {
        if (cancelled || !container.current) return;
        const id = googleAccountsId();
        if (!id) {
          setError(GOOGLE_MESSAGES.notLoaded);
          return;
        }
        try {
          id.initialize({
            client_id: clientId,
            ux_mode: 'popup',
            callback: (response) => {
              if (response.credential) callback.current(response.credential);
              else setError(GOOGLE_MESSAGES.loginFailed);
            },
          });
        } catch {
          setError(GOOGLE_MESSAGES.initFailed);
          return;
        }
        try {
          container.current.replaceChildren();
          id.renderButton(container.current, {
            type: 'standard',
            theme: 'outline',
            size: 'large',
            text,
            width,
          });
          setReady(true);
        } catch {
          setError(GOOGLE_MESSAGES.startFailed);
        }
      },
      () => {
        if (!cancelled) setError(GOOGLE_MESSAGES.notLoaded);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, text, width]);

  return { container, error, ready };
}
