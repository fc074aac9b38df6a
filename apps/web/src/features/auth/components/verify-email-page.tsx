import { CodeSchema, VERIFICATION_CODE_LENGTH } from '@stratblocks/contracts';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { returnPathFrom } from '../../../lib/auth-paths';
import { completeSignIn } from '../../../lib/sign-in';
import { Alert, Button, Card, PageMeta } from '../../../ui';
import { resendVerification, verifyEmail } from '../api';
import { useCountdown } from '../hooks/use-countdown';
import { forgetSignUpPassword, signUpPasswordFor } from '../pending-sign-up';
import { FORM_MESSAGES } from '../schemas';
import { CodeBoxes, type CodeBoxesHandle } from './code-boxes';

/** docs/product.md#states-and-transitions, docs/product.md#business-constants-and-limits: Resend is disabled for 60 s after a successful resend. */
const RESEND_COOLDOWN_SECONDS = 60;
const MESSAGES = {
  invalid: 'Invalid verification code',
  resent: 'Verification code sent! Check your email.',
  resendFailed: 'Failed to resend code',
} as const;

const emptyDigits = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email ? state.email : null;
}

/**
 * The email verification (docs/product.md#screens-and-routes): the 4-digit code in single-digit boxes, auto-submitted when
 * complete; a wrong code clears the boxes and focuses the first; Resend with its 60 s cooldown.
 * Without an email in the navigation state there is nothing to verify: back to /auth.
 */
export function VerifyEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const email = emailFrom(location.state);
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();
  const boxes = useRef<CodeBoxesHandle>(null);
  // Bumped after a failed code: once the boxes are enabled again, the first one takes focus.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) boxes.current?.focusFirst();
  }, [refocus]);

  if (!email) return <Navigate to="/auth" replace />;

  const submit = async (code: string) => {
    const parsed = CodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FORM_MESSAGES.codeInvalid);
      return;
    }
    setSubmitting(true);
    setError(null);
    setNotice(null);
    try {
      const password = signUpPasswordFor(email);
      const { access_token } = await verifyEmail({
        email,
        code: parsed.data,
        ...(password !== undefined && { password }),
      });
      forgetSignUpPassword();
      await completeSignIn(access_token);
      // Back to the page that sent the visitor to sign up, if one did.
      void navigate(returnPathFrom(location.state) ?? '/dashboard', { replace: true });
    } catch (caught) {
      setSubmitting(false);
      setError(errorMessage(caught, MESSAGES.invalid));
      setDigits(emptyDigits());
      setRefocus((count) => count + 1);
    }
  };

  const onDigits = (next: string[]) => {
    setDigits(next);
    setError(null);
    if (next.every((digit) => digit !== '') && !submitting) void submit(next.join(''));
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      await resendVerification(email);
      setNotice(MESSAGES.resent);
      countdown.start(RESEND_COOLDOWN_SECONDS);
    } catch (caught) {
      setError(errorMessage(caught, MESSAGES.resendFailed));
    } finally {
      setResending(false);
    }
  };

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <PageMeta title="Verify your email" description="Enter the 4-digit code we sent to your email." />
      <div className="w-full max-w-md">
        <Card className="p-6 text-center sm:p-8">
          <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            <MailCheck className="size-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-fg">Verify your email</h1>
          <p className="mt-2 text-sm text-fg-muted">
            We sent a {VERIFICATION_CODE_LENGTH}-digit code to{' '}
            <span className="font-medium break-all text-fg">{email}</span>. Enter it below.
          </p>
          <form
            noValidate
            className="mt-6 space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              void submit(digits.join(''));
            }}
          >
            <CodeBoxes
              ref={boxes}
              digits={digits}
              onChange={onDigits}
              invalid={error !== null}
              disabled={submitting}
              describedBy={error ? 'verify-error' : undefined}
            />
            {error ? (
              <Alert tone="error" className="text-left">
                <span id="verify-error">{error}</span>
              </Alert>
            ) : null}
            {notice ? (
              <Alert tone="success" className="text-left">
                {notice}
              </Alert>
            ) : null}
            <Button type="submit" size="lg" className="w-full" loading={submitting}>
              Submit
            </Button>
          </form>
          <div className="mt-4 text-sm text-fg-muted">
            Didn&apos;t get the code?{' '}
            <Button
              variant="ghost"
              size="sm"
              className="px-2 font-medium text-accent-text"
              disabled={resending || countdown.secondsLeft > 0}
              onClick={() => void resend()}
            >
              {countdown.secondsLeft > 0 ? `Resend in ${countdown.secondsLeft}s` : 'Resend'}
            </Button>
          </div>
        </Card>
        <p className="mt-5 text-center text-sm">
          <Link to="/auth" className="font-medium text-accent-text hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </section>
  );
}
