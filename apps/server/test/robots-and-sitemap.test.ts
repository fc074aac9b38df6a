import { PUBLIC_SITE_ROUTES } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

const PUBLIC_ORIGIN = 'https://stratblocks.example';

let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN });
  unconfigured = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await unconfigured.close();
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of the API, signed-in pages and shared reports, and names the sitemap', async () => {
    const response = await call(server.app, 'GET', '/robots.txt', undefined, {
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Disallow: /builder');
    expect(lines).toContain('Disallow: /report/');
    // The configured origin, never the Host header a client sent.
    expect(lines).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    expect(response.body).not.toContain('evil.example');
    expect(lines).not.toContain('Disallow: /blog');
  });

  it('names http://localhost:PORT when PUBLIC_ORIGIN is not set, whatever the Host header says', async () => {
    const response = await call(unconfigured.app, 'GET', '/robots.txt', undefined, {
      headers: { host: 'evil.example' },
    });
    expect(response.body.split('\n')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).not.toContain('evil.example');
  });
});

describe('shared report pages', () => {
  it('are served with X-Robots-Tag: noindex', async () => {
    const page = await call(server.app, 'GET', '/report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    // Other pages of the site stay indexable.
    const about = await call(server.app, 'GET', '/about');
    expect(about.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page, blog posts included, at the configured public origin', async () => {
    const response = await call(server.app, 'GET', '/sitemap.xml', undefined, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PUBLIC_SITE_ROUTES.map((path) => `${PUBLIC_ORIGIN}${path}`));
    expect(locations).toContain(`${PUBLIC_ORIGIN}/blog/understanding-backtesting`);
    expect(locations).toContain(`${PUBLIC_ORIGIN}/cookies`);
    expect(locations).not.toContain(`${PUBLIC_ORIGIN}/dashboard`);
    expect(response.body).not.toContain('evil.example');
  });
});
