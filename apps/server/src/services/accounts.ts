import {
  API_MESSAGES,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type MessageResponse,
  type PasswordChangedResponse,
  type RegisterBody,
  type RegisterResponse,
  type ResetPasswordBody,
  type TokenResponse,
  type VerifyEmailBody,
} from '@stratblocks/contracts';
import type { CodePurpose } from '../db/email-codes';
import { isUniqueViolation } from '../db/errors';
import type { UserRecord, UserRepository } from '../db/users';
import { AppError } from '../errors';
import type { Clock } from '../infra/clock';
import type { GoogleTokenVerifier } from '../infra/google';
import type { MailMessage, Mailer } from '../infra/mail';
import { hashPassword, verifyPassword } from '../infra/passwords';
import { RATE_LIMITS, pairKey, type RateLimiter } from '../infra/rate-limit';
import type { TokenService } from '../infra/tokens';
import type { EmailCodeService } from './email-codes';
import { accountExistsEmail, alreadyVerifiedEmail, passwordResetEmail, verificationEmail } from './emails';
import type { ServiceLog } from '../infra/log';

export interface AccountServiceDeps {
  users: UserRepository;
  codes: EmailCodeService;
  mailer: Mailer;
  tokens: TokenService;
  limiter: RateLimiter;
  clock: Clock;
  /** null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleTokenVerifier | null;
  log: ServiceLog;
}

const CODE_SENT = 'Verification code sent! Check your email.';
const RESET_SENT = 'If an account exists for this email, we sent it a code to reset the password.';
const SIGNED_UP = 'Check your email: we sent you a 4-digit code to activate your account';

/** Username proposed for a new account: the name Google gives, else the email's local part. */
function defaultUsername(email: string, name: string | null = null): string {
  return (name ?? email.split('@')[0] ?? email).trim().slice(0, 50) || 'Trader';
}

/** Sign-up, sign-in (password and Google), email verification and password changes. */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  /**
   * The same answer whether the email is new, waiting for its code, or a verified account, so the
   * answer does not tell who has an account; the mail says the rest. A sign-up never changes an
   * existing account: an unverified one gets a fresh code (which confirms the password typed with
   * it on the verify page), a verified one a "you already have an account" notice.
   */
  async register(body: RegisterBody, ip: string): Promise<RegisterResponse> {
    const { users, limiter, clock } = this.deps;
    await limiter.consume([
      [RATE_LIMITS.registerPerIp, ip],
      [RATE_LIMITS.registerPerIpEmail, pairKey(ip, body.email)],
    ]);
    // Hashed in every case, so that a known email does not answer faster than a new one.
    const passwordHash = await hashPassword(body.password);
    let existing = await users.findByEmail(body.email);
    if (!existing) {
      try {
        await users.create({
          email: body.email,
          username: defaultUsername(body.email),
          passwordHash,
          googleSubject: null,
          isVerified: false,
          createdAt: clock.now().toISOString(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        existing = await users.findByEmail(body.email);
      }
    }
    if (existing?.isVerified) await this.sendNotice(accountExistsEmail(body.email));
    else await this.sendCodeIfAllowed(body.email, 'verify');
    return { detail: SIGNED_UP, email: body.email };
  }

  async login(body: LoginBody, ip: string): Promise<TokenResponse> {
    const { users, limiter } = this.deps;
    await limiter.consume([
      [RATE_LIMITS.loginPerIp, ip],
      [RATE_LIMITS.loginPerIpEmail, pairKey(ip, body.email)],
    ]);
    const user = await users.findByEmail(body.email);
    const matches = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !matches) throw new AppError(401, API_MESSAGES.incorrectLogin);
    if (!user.isVerified) throw new AppError(403, API_MESSAGES.emailNotVerified);
    return this.signIn(user);
  }

  async googleLogin(idToken: string, ip: string): Promise<TokenResponse> {
    const { google, users, limiter, clock } = this.deps;
    if (!google) throw new AppError(503, API_MESSAGES.googleNotConfigured);
    await limiter.consume([[RATE_LIMITS.googlePerIp, ip]]);
    const result = await google.verify(idToken);
    if (!result.ok) {
      if (result.reason === 'unreachable') {
        throw new AppError(503, 'Could not reach Google to check the sign-in: please try again later');
      }
      throw new AppError(
        401,
        result.reason === 'expired' ? 'Google sign-in expired: please try again' : 'Invalid Google token',
      );
    }
    const { identity } = result;
    if (!identity.emailVerified) throw new AppError(401, 'Your Google account email is not verified');
    let user =
      (await users.findByGoogleSubject(identity.subject)) ?? (await users.findByEmail(identity.email));
    if (user?.googleSubject && user.googleSubject !== identity.subject) {
      throw new AppError(409, 'This email is linked to another Google account');
    }
    if (!user) {
      try {
        user = await users.create({
          email: identity.email,
          username: defaultUsername(identity.email, identity.name),
          passwordHash: null,
          googleSubject: identity.subject,
          isVerified: true,
          createdAt: clock.now().toISOString(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        user = await users.findByEmail(identity.email);
        if (!user) throw error;
      }
    }
    if (user.googleSubject !== identity.subject || !user.isVerified) {
      // Google proved the mailbox. A password set on a never-verified account was not proven by
      // anyone, so it is dropped (the owner can set one with Forgot Password).
      await users.update(user.id, {
        googleSubject: identity.subject,
        isVerified: true,
        ...(user.isVerified ? {} : { passwordHash: null }),
      });
    }
    return this.signIn(user);
  }

  /**
   * Confirms the email with its code. The password given with the code (the one typed at sign-up)
   * becomes the account's: whoever holds the mailbox decides it, not whoever signed up first.
   * A verified or unknown email answers like a wrong code.
   */
  async verifyEmail(body: VerifyEmailBody, ip: string): Promise<TokenResponse> {
    const { users, limiter, codes } = this.deps;
    await limiter.consume([
      [RATE_LIMITS.codePerIp, ip],
      [RATE_LIMITS.codePerIpEmail, pairKey(ip, body.email)],
      [RATE_LIMITS.verifyCodePerEmail, body.email],
    ]);
    const user = await users.findByEmail(body.email);
    if (!user || user.isVerified) throw new AppError(400, API_MESSAGES.invalidCode);
    await codes.consume(body.email, 'verify', body.code);
    await users.update(user.id, {
      isVerified: true,
      ...(body.password !== undefined && { passwordHash: await hashPassword(body.password) }),
    });
    return this.signIn(user);
  }

  /** The same answer for unknown, unverified and verified emails; the mail says the rest. */
  async resendVerification(email: string, ip: string): Promise<MessageResponse> {
    const { users, limiter } = this.deps;
    await limiter.consume([
      [RATE_LIMITS.sendCodePerIp, ip],
      [RATE_LIMITS.sendCodePerIpEmail, pairKey(ip, email)],
    ]);
    const user = await users.findByEmail(email);
    if (user?.isVerified) await this.sendNotice(alreadyVerifiedEmail(email));
    else if (user) await this.sendCodeIfAllowed(email, 'verify');
    return { detail: CODE_SENT };
  }

  /** Always the same answer, whether the account exists or not. */
  async forgotPassword(body: ForgotPasswordBody, ip: string): Promise<MessageResponse> {
    const { users, limiter, log } = this.deps;
    await limiter.consume([
      [RATE_LIMITS.sendCodePerIp, ip],
      [RATE_LIMITS.sendCodePerIpEmail, pairKey(ip, body.email)],
    ]);
    if (await users.findByEmail(body.email)) {
      await this.sendCodeIfAllowed(body.email, 'reset').catch((error: unknown) => {
        log.error({ err: error }, 'password reset email could not be sent');
      });
    }
    return { detail: RESET_SENT };
  }

  async resetPassword(body: ResetPasswordBody, ip: string): Promise<MessageResponse> {
    const { users, limiter, codes } = this.deps;
    await limiter.consume([
      [RATE_LIMITS.codePerIp, ip],
      [RATE_LIMITS.codePerIpEmail, pairKey(ip, body.email)],
    ]);
    const user = await users.findByEmail(body.email);
    if (!user) throw new AppError(400, API_MESSAGES.invalidCode);
    await codes.consume(body.email, 'reset', body.code);
    // The code proved the mailbox, so the account counts as verified from now on.
    await users.update(user.id, { passwordHash: await hashPassword(body.new_password), isVerified: true });
    await users.bumpTokenVersion(user.id);
    return { detail: 'Password reset: sign in with your new password' };
  }

  /** Changes the password and revokes every other token; the answer carries a fresh one. */
  async changePassword(user: UserRecord, body: ChangePasswordBody): Promise<PasswordChangedResponse> {
    const { users, limiter, tokens } = this.deps;
    await limiter.consume([[RATE_LIMITS.changePasswordPerUser, String(user.id)]]);
    if (user.passwordHash === null) {
      throw new AppError(
        400,
        'This account signs in with Google and has no password: use Forgot Password to set one',
      );
    }
    if (!(await verifyPassword(user.passwordHash, body.current_password))) {
      throw new AppError(400, 'Current password is incorrect');
    }
    await users.update(user.id, { passwordHash: await hashPassword(body.new_password) });
    const tokenVersion = await users.bumpTokenVersion(user.id);
    const accessToken = await tokens.issue({ userId: user.id, tokenVersion });
    return { detail: 'Password changed successfully', access_token: accessToken, token_type: 'bearer' };
  }

  private async signIn(user: UserRecord): Promise<TokenResponse> {
    const now = this.deps.clock.now().toISOString();
    await this.deps.users.update(user.id, { lastLoginAt: now, lastSeenAt: now });
    const accessToken = await this.deps.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { access_token: accessToken, token_type: 'bearer' };
  }

  /**
   * Mails a notice ("you already have an account") at most once a minute per address, silently
   * otherwise; a mail failure answers 503 like a code's would, so the answers stay alike.
   */
  private async sendNotice(message: MailMessage): Promise<void> {
    if (!(await this.deps.limiter.allows([[RATE_LIMITS.noticeMailPerEmail, message.to]]))) return;
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      this.deps.log.error({ err: error }, 'notice email could not be sent');
      throw new AppError(503, 'We could not send the email with your code: please try again in a moment');
    }
  }

  /** Sends a new code unless one was sent less than a minute ago. */
  private async sendCodeIfAllowed(email: string, purpose: CodePurpose): Promise<void> {
    const code = await this.deps.codes.tryIssue(email, purpose);
    if (code !== null) await this.sendCode(email, purpose, code);
  }

  /** Mails a code; when that fails, forgets the code so that Resend works at once, and says so. */
  private async sendCode(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const message = purpose === 'verify' ? verificationEmail(email, code) : passwordResetEmail(email, code);
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      this.deps.log.error({ err: error, purpose }, 'code email could not be sent');
      await this.deps.codes.discard(email, purpose);
      throw new AppError(503, 'We could not send the email with your code: please try again in a moment');
    }
  }
}
