// npm run bench -w @stratblocks/e2e: a 10,000-combination sweep run in the browser, from the click
// on "Run 10,000 combinations" to its heat map, in Debian's Chromium on the research lab's harness
// page (its SMA-cross strategy on SPY 2016-2021, fast 5..104 x slow 20..119), with the page told of
// one core (one research worker) and then of every core of the machine (one worker per core,
// jobs/split-sweep.ts), alternately, several rounds. Needs the built app (`npm run build`) for the
// server that sends the bars.
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

/** Milliseconds from the click to the heat map, with the page reporting `cores` cores. */
async function timeSweep(page: Page, url: string, cores: number): Promise<number> {
  await page.addInitScript((count) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => count });
  }, cores);
  await page.goto(`${url}?runOn=browser`);
  const optimise = page.getByRole('region', { name: 'Optimise panel' });
  await setRange(optimise, FAST_LABEL, 5, 104, 1);
  await setRange(optimise, SLOW_LABEL, 20, 119, 1);
  const heatmap = page.getByRole('table', { name: /^Sharpe ratio by / });
  const started = performance.now();
  await page.getByRole('button', { name: 'Run 10,000 combinations' }).click();
  await heatmap.waitFor({ state: 'visible', timeout: 300_000 });
  return performance.now() - started;
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
  const times = new Map<number, number[]>(counts.map((count) => [count, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const count of counts) {
      const page = await browser.newPage();
      times.get(count)?.push(await timeSweep(page, harness.url, count));
      await page.close();
    }
  }
  console.log(
    `Browser sweep, 10,000 combinations (SPY 2016-2021, 1,510 bars), Chromium ${browser.version()}, ` +
      `${cpus()[0]?.model ?? 'unknown CPU'}, ${allCores} cores, load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  for (const count of counts) {
    const runs = times.get(count) ?? [];
    const range = `${(Math.min(...runs) / 1000).toFixed(2)}-${(Math.max(...runs) / 1000).toFixed(2)} s`;
    console.log(
      `  ${count} worker${count === 1 ? '' : 's'}: median ${(median(runs) / 1000).toFixed(2)} s (${range} over ${runs.length}), click to heat map`,
    );
  }
  if (counts.length > 1) {
    const one = median(times.get(1) ?? []);
    const all = median(times.get(allCores) ?? []);
    console.log(`  speed-up with ${allCores} workers: ${(one / all).toFixed(2)}x`);
  }
} finally {
  await browser.close();
  await harness.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
