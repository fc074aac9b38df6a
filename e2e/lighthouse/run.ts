// npm run lighthouse -w @stratblocks/e2e: Lighthouse on the public pages of the built app, served as
// `npm start` serves it (a temporary DATA_DIR), in Debian's Chromium, with the mobile and the desktop
// presets; three runs per page and preset, the median score of each category checked against the
// thresholds below. `--report-only` prints the table without failing (to measure a build as it is).
// Every threshold fails the run, performance included. LIGHTHOUSE_REPORT_PERFORMANCE_ONLY=1 prints
// the performance scores against their thresholds without failing on them.
//
// The CPU slowdown is calibrated to the host, as Lighthouse's throttling guide asks of a host
// outside the class its presets assume (docs/throttling.md, "Calibrating the CPU slowdown"): the
// mobile preset's 4x and the desktop preset's 1x turn a high-end desktop (benchmark index
// 1500-2000, REFERENCE_BENCHMARK_INDEX its middle) into the phone and the desktop they simulate.
// This host's index moves between about 1,100 and 2,100 with its neighbours' load, so a fixed 4x
// simulated a slower phone on every slow minute. Every page is first loaded and recorded (gather
// mode), then the median benchmark index of all those loads sets the slowdown with which each
// recording is scored (audit mode: the simulated throttling is computed from the recording, after
// the load). The slowdown never goes below 1x, so on a host slower than the reference the desktop
// preset keeps its 1x. LIGHTHOUSE_CPU_CALIBRATION=0 scores with the presets' own slowdowns.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Config, Flags, RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { startAppServer } from '../support/app-server';
import { APP_URL } from '../support/ports';

const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Preset = 'mobile' | 'desktop';

/** The pages measured; /auth asks search engines not to index it (a sign-in form), so its SEO is not held to 100. */
const PAGES: readonly { path: string; indexable: boolean }[] = [
  { path: '/', indexable: true },
  { path: '/blog/understanding-backtesting', indexable: true },
  { path: '/pricing', indexable: true },
  { path: '/auth', indexable: false },
];

/** The minimum median score (0-100) of each category, per preset. */
const THRESHOLDS: Record<Preset, Record<Category, number>> = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  desktop: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};

/** The benchmark index for which the presets' CPU slowdowns are meant: a high-end desktop's (1500-2000). */
const REFERENCE_BENCHMARK_INDEX = 1750;
/** Each preset's network and CPU throttling, as Lighthouse defines them. */
const PRESET_THROTTLING = {
  mobile: constants.throttling.mobileSlow4G,
  desktop: constants.throttling.desktopDense4G,
} as const;

const calibrate = process.env['LIGHTHOUSE_CPU_CALIBRATION'] !== '0';
const reportOnly = process.argv.includes('--report-only');
const enforcePerformance = process.env['LIGHTHOUSE_REPORT_PERFORMANCE_ONLY'] !== '1';

/** A preset's configuration with its CPU slowdown set. */
function configFor(preset: Preset, cpuSlowdownMultiplier: number): Config {
  const base: Config = preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' };
  return {
    ...base,
    settings: { ...base.settings, throttling: { ...PRESET_THROTTLING[preset], cpuSlowdownMultiplier } },
  };
}

/** The flags of both halves of a run: Lighthouse refuses to score a recording with other settings. */
const FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };

/** Loads a page in a fresh Chromium and records it into `dir`; the host's benchmark index then. */
async function record(url: string, preset: Preset, dir: string): Promise<number> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const config = configFor(preset, PRESET_THROTTLING[preset].cpuSlowdownMultiplier);
    await lighthouse(url, { ...FLAGS, port: chrome.port, gatherMode: dir }, config);
  } finally {
    chrome.kill();
  }
  const artifacts = JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8')) as {
    BenchmarkIndex: number;
  };
  return artifacts.BenchmarkIndex;
}

/** Scores a recording with the given CPU slowdown: the scores (0-100) and the audits that lost points. */
async function score(
  url: string,
  preset: Preset,
  dir: string,
  cpuSlowdownMultiplier: number,
): Promise<{ scores: Record<Category, number>; failing: string[] }> {
  // The recording keeps the settings it was made with; the slowdown is only used when scoring.
  const file = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  const result: RunnerResult | undefined = await lighthouse(
    url,
    { ...FLAGS, auditMode: dir },
    configFor(preset, cpuSlowdownMultiplier),
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
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
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-lighthouse-'));
const recordings = mkdtempSync(join(tmpdir(), 'stratblocks-lighthouse-runs-'));
const server = await startAppServer(dataDir);
const problems: string[] = [];
/** Performance below its threshold while not enforced: printed, not failing. */
const notes: string[] = [];
const PRESETS = ['mobile', 'desktop'] as const;
try {
  console.log(`Lighthouse on ${APP_URL}, ${RUNS} runs per page and preset, ${cpus().length} cores`);
  const runs: { preset: Preset; path: string; dir: string }[] = [];
  const indexes: number[] = [];
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      for (let run = 0; run < RUNS; run += 1) {
        const dir = join(recordings, `${preset}-${runs.length}`);
        indexes.push(await record(`${APP_URL}${page.path}`, preset, dir));
        runs.push({ preset, path: page.path, dir });
      }
    }
  }
  const hostIndex = median(indexes);
  const slowdown = (preset: Preset): number => {
    const presetSlowdown = PRESET_THROTTLING[preset].cpuSlowdownMultiplier;
    if (!calibrate) return presetSlowdown;
    // Never below 1x: a slower host cannot stand for a faster device (the guide's table has no such row).
    const scaled = (presetSlowdown * hostIndex) / REFERENCE_BENCHMARK_INDEX;
    return Math.max(1, Math.round(scaled * 100) / 100);
  };
  console.log(
    `Host benchmark index: median ${Math.round(hostIndex)} of ${indexes.length} loads ` +
      `(${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}); CPU slowdown ` +
      `mobile ${slowdown('mobile')}x, desktop ${slowdown('desktop')}x ` +
      (calibrate
        ? `(the presets' 4x and 1x scaled by ${Math.round(hostIndex)} / ${REFERENCE_BENCHMARK_INDEX}, at least 1x)`
        : "(the presets' own, not calibrated)"),
  );
  console.log('page'.padEnd(34) + 'preset   perf  a11y  best  seo');
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const scored: Awaited<ReturnType<typeof score>>[] = [];
      for (const run of runs.filter((r) => r.preset === preset && r.path === page.path)) {
        scored.push(await score(`${APP_URL}${page.path}`, preset, run.dir, slowdown(preset)));
      }
      const medians = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(scored.map((run) => run.scores[id]))]),
      ) as Record<Category, number>;
      console.log(
        page.path.padEnd(34) +
          preset.padEnd(9) +
          CATEGORIES.map((id) => String(medians[id]).padStart(4)).join('  '),
      );
      for (const finding of new Set(scored.flatMap((run) => run.failing))) console.log(`    ${finding}`);
      for (const id of CATEGORIES) {
        if (id === 'seo' && !page.indexable) continue;
        const minimum = THRESHOLDS[preset][id];
        if (medians[id] >= minimum) continue;
        const problem = `${page.path} ${preset} ${id}: ${medians[id]} < ${minimum}`;
        if (id === 'performance' && !enforcePerformance) notes.push(problem);
        else problems.push(problem);
      }
    }
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(recordings, { recursive: true, force: true });
}

if (problems.length > 0 && !reportOnly) {
  console.error(`Lighthouse below its thresholds:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (notes.length > 0) console.log(`Performance below its threshold (not enforced):\n  ${notes.join('\n  ')}`);
console.log(
  problems.length === 0
    ? 'Lighthouse: every enforced threshold met.'
    : `Below threshold:\n  ${problems.join('\n  ')}`,
);
