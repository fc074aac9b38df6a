import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const GOOGLE_SIGN_IN = 'https://accounts.google.com';

/** True when the Origin header names this server itself (same host), or one of APP_ORIGIN. */
export function isAllowedOrigin(
  origin: string,
  request: FastifyRequest,
  appOrigins: readonly string[],
): boolean {
  if (appOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * CORS only for the app's own origin and APP_ORIGIN (tokens travel in a header, so nothing else
 * needs it), and helmet's headers with a content security policy the built web app lives with:
 * its own scripts and styles, and Google Identity Services for the sign-in button.
 */
export async function registerSecurity(app: FastifyInstance, appOrigins: readonly string[]): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: origin !== undefined && isAllowedOrigin(origin, request, appOrigins),
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'],
        exposedHeaders: ['Retry-After', 'X-Request-Id'],
        maxAge: 600,
      });
    },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_SIGN_IN}/gsi/client`],
        // Inline style attributes (charts, drag previews) and Google's button stylesheet.
        styleSrc: [
          "'self'",
          "'unsafe-inline'",
          `${GOOGLE_SIGN_IN}/gsi/style`,
          'https://fonts.googleapis.com',
        ],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", `${GOOGLE_SIGN_IN}/gsi/`],
        frameSrc: [`${GOOGLE_SIGN_IN}/gsi/`],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Off: on http://<lan-ip> it would send the app's own assets to https and break it.
        upgradeInsecureRequests: null,
      },
    },
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same answer as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
  });
}
