// npm run bench -w @stratblocks/e2e: a 10,000-combination sweep run in the browser, from the click
// on "Run 10,000 combinations" to its heat map, in Debian's Chromium on the research lab's harness
// page (its SMA-cross strategy on SPY 2005-2025, fast 5..104 x slow 20..119), with the page told of
// one core (one research worker) and then of every core of the machine (one worker per core,
// jobs/split-sweep.ts), alternately, several rounds; each page runs the sweep twice (cold workers,
// then warm). Needs the built app (`npm run build`) for the server that sends the bars.
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startResearchLabHarness } from '../pages/research-lab-harness';
import { startAppServer } from '../support/app-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { setRange } from '../support/research';

const ROUNDS = Number(process.env['ROUNDS'] ?? 3);
const FAST_LABEL = 'SMA period (Entry long, Logic 1, element 1)';
const SLOW_LABEL = 'SMA period (Entry long, Logic 1, element 3)';

/**
 * Milliseconds from the click to the heat map, with the page reporting `cores` cores: the page's
 * first sweep (its workers start and their JIT is cold), then a second one on the same page (the
 * workers kept, warm).
 */
async function timeSweeps(page: Page, url: string, cores: number): Promise<{ cold: number; warm: number }> {
  // As a string: a function would go through the TypeScript loader, whose helpers the page lacks.
  await page.addInitScript({
    content: `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} });`,
  });
  await page.goto(`${url}?runOn=browser&from=2005-01-01&to=2025-12-31`);
  const optimise = page.getByRole('region', { name: 'Optimise panel' });
  await setRange(optimise, FAST_LABEL, 5, 104, 1);
  await setRange(optimise, SLOW_LABEL, 20, 119, 1);
  // A grid this large is drawn on a canvas, its best cells listed in a table beside it.
  const heatmap = page.getByRole('img', { name: /^Sharpe ratio of 10,000 combinations by / });
  const run = page.getByRole('button', { name: 'Run 10,000 combinations' });
  const timeOne = async () => {
    const started = performance.now();
    await run.click();
    // The results leave while a sweep runs, and come back with its result.
    await heatmap.waitFor({ state: 'hidden', timeout: 10_000 });
    await heatmap.waitFor({ state: 'visible', timeout: 300_000 });
    return performance.now() - started;
  };
  const cold = await timeOne();
  const warm = await timeOne();
  return { cold, warm };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-browser-bench-'));
const server = await startAppServer(dataDir);
const harness = await startResearchLabHarness();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_FLAGS],
});
try {
  const allCores = cpus().length;
  const counts = allCores > 1 ? [1, allCores] : [1];
  const times = new Map<string, number[]>();
  const keep = (key: string, value: number) => times.set(key, [...(times.get(key) ?? []), value]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const count of counts) {
      const page = await browser.newPage();
      const { cold, warm } = await timeSweeps(page, harness.url, count);
      keep(`cold ${count}`, cold);
      keep(`warm ${count}`, warm);
      await page.close();
    }
  }
  console.log(
    `Browser sweep, 10,000 combinations (SPY 2005-2025, 5,283 bars), Chromium ${browser.version()}, ` +
      `${cpus()[0]?.model ?? 'unknown CPU'}, ${allCores} cores, load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}; click to heat map (its 10,000 cells drawn on a canvas included)`,
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const start of ['cold', 'warm'] as const) {
    for (const count of counts) {
      const runs = times.get(`${start} ${count}`) ?? [];
      console.log(
        `  ${start === 'cold' ? "a page's first sweep" : 'its second sweep   '}, ${count} worker${count === 1 ? ' ' : 's'}: ` +
          `median ${seconds(median(runs))} (${seconds(Math.min(...runs))}-${seconds(Math.max(...runs))} over ${runs.length})`,
      );
    }
    if (counts.length > 1) {
      const ratio = median(times.get(`${start} 1`) ?? []) / median(times.get(`${start} ${allCores}`) ?? []);
      console.log(`    ${allCores} workers against 1: ${ratio.toFixed(2)}x`);
    }
  }
} finally {
  await browser.close();
  await harness.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
