import { PUBLIC_SITE_ROUTES } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of the API and signed-in pages, and names the sitemap', async () => {
    const response = await call(server.app, 'GET', '/robots.txt', undefined, {
      headers: { host: 'example.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Disallow: /builder');
    expect(lines).toContain('Sitemap: http://example.test/sitemap.xml');
    expect(lines).not.toContain('Disallow: /blog');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page, blog posts included, at the origin it was asked on', async () => {
    const response = await call(server.app, 'GET', '/sitemap.xml', undefined, {
      headers: { host: 'example.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PUBLIC_SITE_ROUTES.map((path) => `http://example.test${path}`));
    expect(locations).toContain('http://example.test/blog/understanding-backtesting');
    expect(locations).toContain('http://example.test/cookies');
    expect(locations).not.toContain('http://example.test/dashboard');
  });
});
