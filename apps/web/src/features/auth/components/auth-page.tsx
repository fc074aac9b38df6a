import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { returnPathFrom, SIGN_IN_PATH, SIGN_UP_PATH, signInReason } from '../../../lib/auth-paths';
import { useBrowserValue } from '../../../lib/client-value';
import { useSession } from '../../../lib/session';
import { completeSignIn, isEmailNotVerified } from '../../../lib/sign-in';
import { useThemeStore } from '../../../lib/theme';
import { Alert, Card, PageMeta, Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui';
import { AUTH_FALLBACKS, googleLogin, login, register } from '../api';
import { GOOGLE_MESSAGES } from '../hooks/use-google-identity';
import { rememberSignUpPassword } from '../pending-sign-up';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { GoogleSignIn } from './google-sign-in';
import { SignInFormView } from './sign-in-form';
import { SignUpFormView } from './sign-up-form';

type Mode = 'signin' | 'signup';

const HEADINGS: Record<Mode, { title: string; lead: string }> = {
  signin: { title: 'Welcome back', lead: 'Sign in to your strategies, backtests and results.' },
  signup: {
    title: 'Create your account',
    lead: 'Free forever. No credit card, no limits on strategies.',
  },
};

/** The tab a path opens on: /auth/signup on Sign Up, /auth on Sign In. */
function modeOf(pathname: string): Mode {
  return pathname.replace(/\/+$/, '') === SIGN_UP_PATH ? 'signup' : 'signin';
}

/**
 * The auth screen (docs/product.md#screens-and-routes): Sign In and Sign Up tabs (the tab is the path, /auth or
 * /auth/signup), Google sign-in, Forgot Password, and the redirects of docs/product.md#states-and-transitions (success to
 * /dashboard, an unverified email to /verify-email, already signed-in visitors to /dashboard).
 * A visitor sent here by a page that needs login reads why, and returns to that page once
 * signed in (docs/accounts.md#sign-in-and-sign-up).
 */
export function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const setTheme = useThemeStore((state) => state.setPreference);
  const mode = modeOf(location.pathname);
  // Navigation state the pre-rendered page cannot know: read once hydrated.
  const from = useBrowserValue(() => returnPathFrom(location.state), null);
  const destination = from ?? '/dashboard';
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotEmail, setForgotEmail] = useState('');
  // Signing in stores the session before this page navigates away: do not bounce meanwhile.
  const [signingIn, setSigningIn] = useState(false);

  if (session && !signingIn) return <Navigate to={destination} replace />;

  const switchMode = (next: Mode) => {
    if (next !== mode)
      void navigate(next === 'signup' ? SIGN_UP_PATH : SIGN_IN_PATH, {
        replace: true,
        state: location.state as unknown,
      });
    setBanner(null);
  };
  const clearBanner = () => {
    setBanner((current) => (current?.tone === 'error' ? null : current));
  };
  const goVerify = (email: string) =>
    void navigate('/verify-email', { state: { email, ...(from && { from }) } });

  const signIn = async (token: string, email: string | null) => {
    setSigningIn(true);
    try {
      const user = await completeSignIn(token);
      // The account's saved theme follows the user to this browser.
      setTheme(user.settings.theme);
      void navigate(destination, { replace: true });
    } catch (error) {
      setSigningIn(false);
      if (email && isEmailNotVerified(error)) goVerify(email);
      else setBanner({ tone: 'error', text: errorMessage(error, AUTH_FALLBACKS.banner) });
    }
  };

  const onSignIn = async ({ email, password }: { email: string; password: string }) => {
    setBanner(null);
    try {
      const { access_token } = await login({ email, password });
      await signIn(access_token, email);
    } catch (error) {
      if (isEmailNotVerified(error)) {
        rememberSignUpPassword(email, password);
        goVerify(email);
      } else setBanner({ tone: 'error', text: errorMessage(error, AUTH_FALLBACKS.banner) });
    }
  };

  const onSignUp = async ({ email, password }: { email: string; password: string }) => {
    setBanner(null);
    rememberSignUpPassword(email, password);
    try {
      // The same answer for a new email and a known one: the mail says which it was.
      const answer = await register({ email, password });
      goVerify(answer.email);
    } catch (error) {
      if (error instanceof ApiError && /not verified/i.test(error.message)) goVerify(email);
      else setBanner({ tone: 'error', text: errorMessage(error, AUTH_FALLBACKS.banner) });
    }
  };

  const onGoogle = async (credential: string) => {
    setBanner(null);
    try {
      const { access_token } = await googleLogin(credential);
      await signIn(access_token, null);
    } catch (error) {
      setBanner({
        tone: 'error',
        text: error instanceof ApiError && error.status !== 0 ? error.message : GOOGLE_MESSAGES.loginFailed,
      });
    }
  };

  const heading = HEADINGS[mode];
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <PageMeta
        title={mode === 'signin' ? 'Sign in' : 'Sign up'}
        description="Sign in to StratBlocks or create a free account."
      />
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{heading.title}</h1>
          <p className="mt-1.5 text-sm text-fg-muted">{heading.lead}</p>
        </div>
        {from && mode === 'signin' ? (
          <Alert tone="info" className="mb-4">
            {signInReason(from)}
          </Alert>
        ) : null}
        <Card className="p-5 sm:p-6">
          <Tabs
            value={mode}
            onValueChange={(value) => {
              switchMode(value === 'signup' ? 'signup' : 'signin');
            }}
          >
            <TabsList aria-label="Sign in or sign up" className="mb-5 grid grid-cols-2">
              <TabsTrigger value="signin" className="justify-center">
                Sign In
              </TabsTrigger>
              <TabsTrigger value="signup" className="justify-center">
                Sign Up
              </TabsTrigger>
            </TabsList>
            {banner ? (
              <Alert tone={banner.tone} className="mb-4">
                {banner.text}
              </Alert>
            ) : null}
            {/* Inactive tabs unmount: toggling clears fields, terms and errors (docs/product.md#states-and-transitions). */}
            <TabsContent value="signin">
              <SignInFormView
                onSubmit={onSignIn}
                onEdit={clearBanner}
                onForgotPassword={(email) => {
                  setForgotEmail(email);
                  setForgotOpen(true);
                }}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpFormView onSubmit={onSignUp} onEdit={clearBanner} />
            </TabsContent>
          </Tabs>
          <div className="my-5 flex items-center gap-3 text-xs text-fg-subtle" aria-hidden>
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <GoogleSignIn
            mode={mode}
            onCredential={(credential) => void onGoogle(credential)}
            onError={(text) => {
              setBanner({ tone: 'error', text });
            }}
          />
        </Card>
        <p className="mt-5 text-center text-sm text-fg-muted">
          {mode === 'signin' ? "Don't have an account? " : 'Already have an account? '}
          <button
            type="button"
            className="font-medium text-accent-text hover:underline"
            onClick={() => {
              switchMode(mode === 'signin' ? 'signup' : 'signin');
            }}
          >
            {mode === 'signin' ? 'Sign up' : 'Sign in'}
          </button>
        </p>
      </div>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        initialEmail={forgotEmail}
        onReset={(message) => {
          setForgotOpen(false);
          switchMode('signin');
          setBanner({ tone: 'success', text: message });
        }}
      />
    </section>
  );
}
