import type { FastifyRequest } from 'fastify';
import type { UserRecord } from '../db/users';
import type { SessionService } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the requireUser / optionalUser hooks; null otherwise. */
    user: UserRecord | null;
  }
}

export interface AuthHooks {
  /** preHandler: 401/403 unless a valid token of a verified user is sent. */
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** preHandler: the user when a token is sent (a bad one is still 401), else null. */
  optionalUser: (request: FastifyRequest) => Promise<void>;
}

export function authHooks(sessions: SessionService): AuthHooks {
  return {
    async requireUser(request) {
      request.user = await sessions.authenticate(request.headers.authorization);
    },
    async optionalUser(request) {
      request.user = await sessions.authenticateOptional(request.headers.authorization);
    },
  };
}

/** The user of a route behind requireUser. */
export function signedInUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new Error(`${request.method} ${request.url} is missing the requireUser hook`);
  return request.user;
}
