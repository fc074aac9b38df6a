import { API_MESSAGES } from '@stratblocks/contracts';
import type { UserRecord, UserRepository } from '../db/users';
import { AppError } from '../errors';
import type { Clock } from '../infra/clock';
import type { TokenService } from '../infra/tokens';

/** last_seen_at is written at most this often per user. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

const UNAUTHENTICATED = { 'www-authenticate': 'Bearer' };

/** Turns an Authorization header into the signed-in user, or the 401/403 the spec expects. */
export class SessionService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  /**
   * The user of a `Bearer <token>` header. 401 'Not authenticated' without one, 401 'Could not
   * validate credentials' for a bad, expired or revoked token, 403 'Email not verified'.
   */
  async authenticate(authorization: string | undefined): Promise<UserRecord> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const token = match?.[1];
    if (!token) throw new AppError(401, API_MESSAGES.notAuthenticated, UNAUTHENTICATED);
    const claims = await this.tokens.verify(token);
    const user = claims ? await this.users.findById(claims.userId) : null;
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
      throw new AppError(401, API_MESSAGES.invalidCredentials, UNAUTHENTICATED);
    }
    if (!user.isVerified) throw new AppError(403, API_MESSAGES.emailNotVerified);
    await this.markSeen(user);
    return user;
  }

  /** Like authenticate(), but null when no Authorization header is sent (public routes). */
  async authenticateOptional(authorization: string | undefined): Promise<UserRecord | null> {
    return authorization === undefined || authorization === '' ? null : this.authenticate(authorization);
  }

  /** Keeps last_seen_at (the active-users count) fresh, writing at most once a minute. */
  private async markSeen(user: UserRecord): Promise<void> {
    const now = this.clock.now();
    const last = user.lastSeenAt ? Date.parse(user.lastSeenAt) : 0;
    if (now.getTime() - last < LAST_SEEN_RESOLUTION_MS) return;
    const at = now.toISOString();
    await this.users.touchLastSeen(
      user.id,
      at,
      new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS).toISOString(),
    );
    user.lastSeenAt = at;
  }
}
