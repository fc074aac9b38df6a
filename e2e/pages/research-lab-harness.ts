import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import { APP_URL } from '../support/ports';

const HARNESS_CONFIG = fileURLToPath(
  new URL('../../apps/web/test/research-lab/vite.config.ts', import.meta.url),
);

/** The strategy the harness page optimises (the same file the page imports). */
export const RESEARCH_LAB_STRATEGY = fileURLToPath(
  new URL('../../apps/web/test/research-lab/strategy.json', import.meta.url),
);

/**
 * The research components on a page of their own (apps/web/test/research-lab): built once and
 * served by Vite's preview server, its /api sent to the real server of the browser suite.
 */
export async function startResearchLabHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  await build({ configFile: HARNESS_CONFIG, logLevel: 'warn' });
  const server: PreviewServer = await preview({
    configFile: HARNESS_CONFIG,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, proxy: { '/api': APP_URL } },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The harness preview server gave no address');
  return { url, close: () => server.close() };
}
