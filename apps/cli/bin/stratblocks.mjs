#!/usr/bin/env node
// The stratblocks command. Runs the bundled JavaScript (dist/stratblocks.cjs, built by the install
// step) when it is as new as its sources, with V8's code cache so that it is not compiled again on
// every start; rebuilds it when a source changed since; runs the TypeScript sources through tsx
// when no bundle can be built (or with STRATBLOCKS_NO_BUNDLE=1).
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const BUNDLE = join(DIST, 'stratblocks.cjs');
const CODE_CACHE = join(DIST, 'stratblocks.code-cache');

/** Whether every source file of the bundle still has the size and time it was bundled with. */
function bundleIsFresh() {
  try {
    const { root, files } = JSON.parse(readFileSync(join(DIST, 'inputs.json'), 'utf8'));
    // Plain concatenation: path.join on every file costs more than the stat calls here.
    const base = `${join(DIST, root)}/`;
    for (const [path, size, mtimeMs] of files) {
      const stats = statSync(base + path);
      if (stats.size !== size || stats.mtimeMs !== mtimeMs) return false;
    }
    statSync(BUNDLE);
    return true;
  } catch {
    return false;
  }
}

/** Runs the CommonJS bundle as a script with a code cache, writing the cache after a first run. */
function runBundle() {
  const source = readFileSync(BUNDLE, 'utf8');
  let cachedData;
  try {
    cachedData = readFileSync(CODE_CACHE);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: BUNDLE,
    cachedData,
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, DIST);
  if (cachedData === undefined || script.cachedDataRejected) {
    // After the run, so that the cache holds the functions it compiled too.
    try {
      const temporary = `${CODE_CACHE}.${process.pid}.tmp`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, CODE_CACHE);
    } catch {
      // A read-only install runs without the cache.
    }
  }
}

const useBundle = process.env.STRATBLOCKS_NO_BUNDLE !== '1';
let fresh = useBundle && bundleIsFresh();
if (useBundle && !fresh) {
  try {
    const { buildCli } = await import('../scripts/build.mjs');
    await buildCli();
    fresh = bundleIsFresh();
  } catch {
    fresh = false;
  }
}
if (fresh) runBundle();
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
