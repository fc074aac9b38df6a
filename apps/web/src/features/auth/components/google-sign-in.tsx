import { Button, Skeleton } from '../../../ui';
import { GOOGLE_MESSAGES, useGoogleIdentity } from '../hooks/use-google-identity';
import { usePublicConfig } from '../queries';

export interface GoogleSignInProps {
  mode: 'signin' | 'signup';
  /** Called with Google's ID token. */
  onCredential: (credential: string) => void;
  /** Shows a message in the page's banner. */
  onError: (message: string) => void;
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.83z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.5 10.5 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/**
 * Google sign-in (docs/accounts.md#accounts-sign-in-and-the-public-help): Google's own button when the server has a client id; otherwise a
 * button that says Google sign-in is not configured. Failures show the messages (docs/product.md#error-catalogue).
 */
export function GoogleSignIn({ mode, onCredential, onError }: GoogleSignInProps) {
  const config = usePublicConfig();
  const clientId = config.data?.google_client_id ?? null;
  const label = mode === 'signin' ? 'Sign in with Google' : 'Sign up with Google';
  const { container, error, ready } = useGoogleIdentity({
    clientId,
    text: mode === 'signin' ? 'signin_with' : 'signup_with',
    width: 320,
    onCredential,
  });

  if (config.isPending) return <Skeleton className="h-10 w-full" />;

  if (!clientId) {
    return (
      <div className="space-y-1.5">
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          aria-describedby="google-not-configured"
          onClick={() => {
            onError(GOOGLE_MESSAGES.notConfigured);
          }}
        >
          <GoogleMark />
          {label}
        </Button>
        <p id="google-not-configured" className="text-center text-xs text-fg-muted">
          {GOOGLE_MESSAGES.notConfigured}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-1.5">
      <div
        ref={container}
        aria-label={label}
        role="group"
        className="flex min-h-10 justify-center [color-scheme:light]"
      />
      {error ? (
        <p role="alert" className="text-center text-xs font-medium text-loss">
          {error}
        </p>
      ) : null}
      {!ready && !error ? <Skeleton className="h-10 w-full" /> : null}
    </div>
  );
}
