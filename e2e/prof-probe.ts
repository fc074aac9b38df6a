import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { startAppServer } from './support/app-server';
import { APP_URL } from './support/ports';
const req = createRequire(import.meta.url);
const { SourceMapConsumer } = req('/work/main/node_modules/source-map-js');
const maps = new Map<string, any>();
function orig(url: string, line: number, col: number): string { const f = url.replace(/.*\/assets\//, ''); if (!f.endsWith('.js')) return url.replace(/.*\//, ''); if (!maps.has(f)) { const p = '/tmp/webmap/assets/' + f + '.map'; maps.set(f, existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p, 'utf8'))) : null); } const m = maps.get(f); if (!m) return f; const o = m.originalPositionFor({ line: line + 1, column: col }); return String(o.source ?? f).replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/') + ':' + (o.name ?? '') + ':' + o.line; }
const server = await startAppServer(mkdtempSync(join(tmpdir(), 'pp-')));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const path of (process.env.PAGES ?? '/').split(',')) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(APP_URL + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<number, number>();
    const dt = profile.timeDeltas!; const samples = profile.samples!;
    for (let i = 0; i < samples.length; i++) self.set(samples[i], (self.get(samples[i]) ?? 0) + (dt[i] ?? 0));
    const kids = new Map<number, number[]>(); for (const n of profile.nodes) kids.set(n.id, n.children ?? []);
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const incl = (id: number): number => (self.get(id) ?? 0) / 1000 + (kids.get(id) ?? []).reduce((a, c) => a + incl(c), 0);
    const show = (id: number, depth: number) => { const n: any = byId.get(id); const t = incl(id); if (t < Number(process.env.MIN ?? 1.5) || depth > Number(process.env.DEPTH ?? 6)) return; console.log(' '.repeat(depth * 2) + t.toFixed(1) + ' ' + (n.callFrame.url ? orig(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber) : n.callFrame.functionName) + ' self ' + ((self.get(id) ?? 0) / 1000).toFixed(1)); for (const c of kids.get(id) ?? []) show(c, depth + 1); };
    for (const n of profile.nodes) if (n.callFrame.url.includes('main-') && n.callFrame.lineNumber === 0 && n.callFrame.columnNumber === 0) show(n.id, 0);
    await ctx.close();
  }
} finally { await browser.close(); server.kill('SIGTERM'); }
