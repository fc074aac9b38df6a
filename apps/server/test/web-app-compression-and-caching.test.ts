import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
const LANDING = '<!doctype html><title>Home</title><div id="root"><h1>Pre-rendered home</h1></div>';
const PRICING = '<!doctype html><title>Pricing</title><div id="root"><h1>Pre-rendered pricing</h1></div>';
const SHELL = '<!doctype html><title>StratBlocks</title><div id="root"></div>';

/** A built web app as Vite writes it: hashed assets with brotli and gzip twins, pre-rendered pages, the shell. */
function writeBuiltApp(dir: string): void {
  const files: Record<string, string> = {
    'index.html': LANDING,
    'app-shell.html': SHELL,
    'pricing/index.html': PRICING,
    'assets/index-Ab12Cd34.js': SCRIPT,
    'theme-init.js': 'document.documentElement.dataset.ready = "1";',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(LANDING));
}

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'stratblocks-web-'));
  writeBuiltApp(webDir);
  server = await startTestServer({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('hashed assets', () => {
  it('answers brotli to a browser that accepts it, cached for a year and immutable', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('pages and service files', () => {
  it('serves the pre-rendered landing page at /, compressed, revalidated on every visit', async () => {
    const response = await get('/', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LANDING);
  });

  it('serves a pre-rendered page at its path, with or without the trailing slash', async () => {
    for (const url of ['/pricing', '/pricing/', '/pricing?ref=x']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(PRICING);
    }
  });

  it('serves the empty app shell for client-side routes that are not pre-rendered', async () => {
    for (const url of ['/builder', '/dashboard?strategy=3', '/blog/not-a-post', '/pricing/extra']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHELL);
    }
  });

  it('revalidates unhashed service files', async () => {
    const response = await get('/theme-init.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown /api paths and missing hashed files with 404 JSON, not a page', async () => {
    for (const url of ['/api/nothing-here', '/assets/index-OldBuild1.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found' });
    }
  });
});
