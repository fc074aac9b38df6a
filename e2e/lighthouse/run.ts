// npm run lighthouse -w @stratblocks/e2e: Lighthouse on the public pages of the built app, served as
// `npm start` serves it (a temporary DATA_DIR), in Debian's Chromium, with the mobile and the desktop
// presets (their own CPU slowdowns, 4x and 1x); three mobile runs per page and one desktop run, the
// median score of each category checked against the thresholds below. Mobile, under 4x slowdown,
// scores within a few points of its threshold and varies from run to run, so its median needs three
// runs; desktop scores 99-100 against 95, where one run decides the same. `--report-only` prints the
// table without failing (to measure a build as it is).
// LIGHTHOUSE_PAGES (comma-separated paths) and LIGHTHOUSE_PRESETS (mobile, desktop) narrow a run
// while a page is being worked on; the suite measures every page with both presets.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Config, Flags, RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { startAppServer } from '../support/app-server';
import { APP_URL } from '../support/ports';

const RUNS: Record<Preset, number> = {
  mobile: Number(process.env['LIGHTHOUSE_RUNS'] ?? 3),
  desktop: Number(process.env['LIGHTHOUSE_DESKTOP_RUNS'] ?? 1),
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Preset = 'mobile' | 'desktop';

/** The pages measured; /auth asks search engines not to index it (a sign-in form), so its SEO is not held to 100. */
const ALL_PAGES: readonly { path: string; indexable: boolean }[] = [
  { path: '/', indexable: true },
  { path: '/blog/understanding-backtesting', indexable: true },
  { path: '/pricing', indexable: true },
  { path: '/auth', indexable: false },
];

const onlyPages = process.env['LIGHTHOUSE_PAGES']?.split(',');
const PAGES = ALL_PAGES.filter((page) => !onlyPages || onlyPages.includes(page.path));
const onlyPresets = process.env['LIGHTHOUSE_PRESETS']?.split(',');
const PRESETS = (['mobile', 'desktop'] as const).filter(
  (preset) => !onlyPresets || onlyPresets.includes(preset),
);

/** The minimum median score (0-100) of each category, per preset. */
const THRESHOLDS: Record<Preset, Record<Category, number>> = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  desktop: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};

const reportOnly = process.argv.includes('--report-only');

/** Lighthouse could not measure the page (its own error, such as a trace it failed to read): no score. */
class LighthouseRunError extends Error {}

/** One Lighthouse run in a fresh Chromium; the scores (0-100) and the audits that lost points. */
async function audit(
  url: string,
  preset: Preset,
): Promise<{ scores: Record<Category, number>; failing: string[] }> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result: RunnerResult | undefined = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRunError(`${runtimeError.code}: ${runtimeError.message}`);
    if (categories['performance']?.score === null) {
      const reasons = Object.values(audits).flatMap((item) => (item.errorMessage ? [item.errorMessage] : []));
      throw new LighthouseRunError(`no performance score: ${reasons.slice(0, 2).join('; ')}`);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    const lcp = audits['largest-contentful-paint']?.displayValue ?? '?';
    const tbt = audits['total-blocking-time']?.displayValue ?? '?';
    const cls = audits['cumulative-layout-shift']?.displayValue ?? '?';
    failing.push(`metrics: LCP ${lcp}, TBT ${tbt}, CLS ${cls}`);
    return { scores, failing };
  } finally {
    chrome.kill();
  }
}

/** How many times a run is made when Lighthouse fails to measure the page (NO_NAVSTART and the like). */
const ATTEMPTS = 3;

/**
 * One run, made again (up to ATTEMPTS in all) when Lighthouse fails to measure: such a run scores
 * every category 0, which says nothing of the page and would pull a median of three down with it.
 * Its trace recording fails now and then in a fresh Chromium, twice in a row seen once in CI.
 */
async function measure(url: string, preset: Preset): ReturnType<typeof audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, preset);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
      console.log(`    Lighthouse failed to measure (${error.message}); measuring again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-lighthouse-'));
const server = await startAppServer(dataDir);
const problems: string[] = [];
try {
  console.log(
    `Lighthouse on ${APP_URL}, ${RUNS.mobile} mobile and ${RUNS.desktop} desktop runs per page, ${cpus().length} cores`,
  );
  console.log('page'.padEnd(34) + 'preset   perf  a11y  best  seo');
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const runs: Awaited<ReturnType<typeof audit>>[] = [];
      for (let run = 0; run < RUNS[preset]; run += 1) {
        const result = await measure(`${APP_URL}${page.path}`, preset);
        runs.push(result);
        const metrics = result.failing.at(-1) ?? '';
        console.log(`    run ${run + 1}: performance ${result.scores.performance}, ${metrics.slice(9)}`);
      }
      const medians = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
      ) as Record<Category, number>;
      console.log(
        page.path.padEnd(34) +
          preset.padEnd(9) +
          CATEGORIES.map((id) => String(medians[id]).padStart(4)).join('  '),
      );
      for (const finding of new Set(runs.flatMap((run) => run.failing))) console.log(`    ${finding}`);
      for (const id of CATEGORIES) {
        if (id === 'seo' && !page.indexable) continue;
        const minimum = THRESHOLDS[preset][id];
        if (medians[id] >= minimum) continue;
        problems.push(`${page.path} ${preset} ${id}: ${medians[id]} < ${minimum}`);
      }
    }
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

if (problems.length > 0 && !reportOnly) {
  console.error(`Lighthouse below its thresholds:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  problems.length === 0 ? 'Lighthouse: every threshold met.' : `Below threshold:\n  ${problems.join('\n  ')}`,
);
