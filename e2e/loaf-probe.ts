import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { startAppServer } from './support/app-server';
import { APP_URL } from './support/ports';
const server = await startAppServer(mkdtempSync(join(tmpdir(), 'pp-')));
try {
  for (const path of (process.env.PAGES ?? '/').split(',')) {
   for (let rep = 0; rep < Number(process.env.REPS ?? 3); rep++) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      (window as any).__loaf = [];
      new PerformanceObserver((l) => (window as any).__loaf.push(...l.getEntries().map((e: any) => ({ start: e.startTime, dur: e.duration, sl: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0, scripts: e.scripts.map((s: any) => `${s.invokerType}:${s.invoker.slice(0, 50)}@${s.sourceURL.replace(/.*\//, '')}:${s.sourceFunctionName} ${s.duration.toFixed(0)}ms forced ${s.forcedStyleAndLayoutDuration.toFixed(0)}`) })))).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(APP_URL + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    if (process.env.TWICE) { await page.goto(APP_URL + '/pricing', { waitUntil: 'networkidle' }); await page.waitForTimeout(3000); await page.goto(APP_URL + path, { waitUntil: 'networkidle' }); await page.waitForTimeout(1500); }
    const loaf = await page.evaluate(() => (window as any).__loaf);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    console.log(path, 'fcp', fcp.toFixed(0));
    for (const l of loaf) console.log(`  @${l.start.toFixed(0)} ${l.dur.toFixed(0)}ms style+layout ${l.sl.toFixed(0)} ${l.scripts.join(' ; ')}`);
    await browser.close();
   }
  }
} finally { server.kill('SIGTERM'); }
