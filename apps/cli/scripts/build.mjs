// Bundles the command line into one JavaScript file (dist/stratblocks.cjs) with esbuild, so that a
// run starts without compiling TypeScript. CommonJS, so that bin/stratblocks.mjs can run it as a
// vm.Script with V8's code cache (Node 20 has no compile cache for ES modules). Writes dist/inputs.json, the size and modification time
// of every source file in the bundle: bin/stratblocks.mjs rebuilds when one of them changes.
// Run by the repository's `prepare` step (npm install / npm ci) and `npm run build -w @stratblocks/cli`.
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(CLI, '..', '..');
export const BUNDLE = join(CLI, 'dist', 'stratblocks.cjs');
export const INPUTS = join(CLI, 'dist', 'inputs.json');
export const CODE_CACHE = join(CLI, 'dist', 'stratblocks.code-cache');

/**
 * zod's entry exports every translation of its messages as `z.locales` (258 KB of the bundle's
 * 722 KB, read and deserialised at every start); the command uses none of them (English, the
 * default, is imported on its own), so the namespace is bundled empty.
 */
const withoutZodLocales = {
  name: 'without-zod-locales',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${'node_modules'}/zod/`)
        ? { path: 'zod-locales', namespace: 'empty' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/** Builds the bundle; throws when esbuild is missing or the sources do not compile. */
export async function buildCli() {
  const { build } = await import('esbuild');
  mkdirSync(join(CLI, 'dist'), { recursive: true });
  // Built aside, then renamed: a command starting meanwhile sees the old bundle or the new one.
  const temporary = `${BUNDLE}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [join(CLI, 'src', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // The sources find the bundled dataset from their own URL; in the bundle, the bundle's URL
    // (apps/cli/dist/ is as deep as packages/market-data/src/).
    define: { 'import.meta.url': 'IMPORT_META_URL' },
    banner: { js: "const IMPORT_META_URL = require('node:url').pathToFileURL(__filename).href;" },
    target: 'node20',
    minify: true,
    legalComments: 'none',
    outfile: temporary,
    plugins: [withoutZodLocales],
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: ROOT,
  });
  // Workspace sources only: dependencies change through an install, which rebuilds.
  const files = Object.keys(result.metafile.inputs)
    .filter((path) => !path.includes('node_modules/') && !path.startsWith('empty:'))
    .sort()
    .map((path) => {
      const stats = statSync(join(ROOT, path));
      return [path, stats.size, stats.mtimeMs];
    });
  renameSync(temporary, BUNDLE);
  rmSync(CODE_CACHE, { force: true });
  writeFileSync(INPUTS, `${JSON.stringify({ root: relative(join(CLI, 'dist'), ROOT), files })}\n`);
  return files.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const count = await buildCli();
    console.log(`stratblocks: bundled ${count} source files into ${relative(ROOT, BUNDLE)}`);
  } catch (error) {
    // An install must not fail over it: the command then runs its TypeScript sources through tsx.
    console.warn(
      `stratblocks: could not bundle the command line (${error.message}); it will run through tsx`,
    );
  }
}
