import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ APP_ORIGIN: 'http://localhost:5173, https://app.example.com' });
});
afterAll(async () => {
  await server.close();
});

function preflight(origin: string, host = 'api.example.com') {
  return server.app.inject({
    method: 'OPTIONS',
    url: '/api/strategies',
    headers: {
      host,
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

describe('CORS', () => {
  it('allows the origins of APP_ORIGIN', async () => {
    for (const origin of ['http://localhost:5173', 'https://app.example.com']) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
    }
  });

  it("allows the server's own origin", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/stats',
      headers: { host: 'stratblocks.example.org', origin: 'https://stratblocks.example.org' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://stratblocks.example.org');
  });

  it('gives no CORS headers to any other origin', async () => {
    for (const origin of ['https://evil.example.com', 'null', 'http://localhost:5174']) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const get = await server.app.inject({ method: 'GET', url: '/api/stats', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('security headers', () => {
  it('sends helmet headers with a CSP the web app and Google sign-in live with', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('answers the OpenAPI document generated from the zod schemas', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }
        >
      >;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/google-login',
      '/api/auth/me',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/auth/change-password',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/strategies',
      '/api/strategies/{id}',
      '/api/watchlists',
      '/api/watchlists/{id}',
      '/api/stats',
      '/api/contact',
      '/api/health',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(document.paths['/api/docs']).toBeUndefined();
    const register =
      document.paths['/api/auth/register']?.['post']?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(register?.properties ?? {})).toEqual(['email', 'password']);
    expect(Object.keys(document.paths['/api/auth/me'] ?? {}).sort()).toEqual(['get', 'patch']);
  });

  it('says that GET /api/strategies answers a page envelope, not the spec’s bare list', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            description?: string;
            responses: Record<string, { content: Record<string, { schema: { properties?: object } }> }>;
          }
        >
      >;
    }>();
    const list = document.paths['/api/strategies']?.['get'];
    const description = list?.description ?? '';
    expect(description).toMatch(/page envelope, not a bare list/);
    expect(description).toContain('{"items": [...], "total": n, "limit": n, "offset": n}');
    expect(description).toContain('GET /api/strategies/{id}');
    // The envelope the description names is the answer's schema.
    const answer = list?.responses['200']?.content['application/json']?.schema.properties ?? {};
    expect(Object.keys(answer).sort()).toEqual(['items', 'limit', 'offset', 'total']);
  });
});
