import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code map against the tree, and the invariants ARCHITECTURE.md states that a reading of the
 * sources can check. The map is ARCHITECTURE.md's "Code map", one section per workspace
 * (`### apps/server` names it), and each workspace's README.md, which lists its files. In a bullet,
 * a path in backticks is read from the folders the bullet named before it (or named a file in; the
 * latest first), then from the workspace's `src/`, the workspace, and the repository root.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Every workspace of the root package.json. */
const ALL_WORKSPACES = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;
/** The workspaces with sources: their folders must be named. */
const WORKSPACES = ALL_WORKSPACES.filter((workspace) => existsSync(join(ROOT, workspace, 'src')));
/** Folders below a workspace's `src/` the map must name: `src/a/` and `src/a/b/`. */
const MAPPED_DEPTH = 2;
/** Paths the map names that are made by a build or at run time, not kept in git. */
const GENERATED = ['apps/cli/dist/', 'apps/web/dist/', 'data/market/.cache/'];

function foldersOf(directory: string, depth: number): string[] {
  if (depth === 0) return [];
  return readdirSync(join(ROOT, directory), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const folder = `${directory}/${entry.name}`;
      return [`${folder}/`, ...foldersOf(folder, depth - 1)];
    });
}

const isDirectory = (path: string) =>
  existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory();

interface MapReading {
  /** Every path the map names, resolved from the repository root (folders end with `/`). */
  named: Set<string>;
  /** Names that resolve to nothing, with their section. */
  missing: string[];
}

/** A backticked token that reads as a path: a folder (`x/`) or a file with an extension. */
const PATH_TOKEN = /^[\w.<>@-]+(\/[\w.<>@-]+)*(\/|\.(ts|tsx|mts|mjs|cjs|js|json|md|html|css|csv|yml|sql))$/;

/**
 * The paths named in a map's text. `workspace` is the workspace the text is about: fixed for a
 * workspace's README, or set by each `### <workspace>` heading of ARCHITECTURE.md.
 */
function readMap(text: string, reading: MapReading, fixedWorkspace?: string): string[] {
  const sections: string[] = [];
  let workspace = fixedWorkspace ?? '';
  let bases: string[] = [];
  for (const line of text.split('\n')) {
    const section = /^### (\S+)/.exec(line);
    if (section && fixedWorkspace === undefined) {
      workspace = section[1] ?? '';
      sections.push(workspace);
      bases = [];
      continue;
    }
    // A new bullet, heading or paragraph starts again from the workspace.
    if (/^(- |\S)/.test(line)) bases = [];
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const token = match[1] ?? '';
      if (!PATH_TOKEN.test(token) || token.includes('<')) continue;
      const candidates = [...bases, `${workspace}/src/`, `${workspace}/`, ''].map((from) =>
        posix.normalize(`${from}${token}`),
      );
      const found = candidates.find((path) => existsSync(join(ROOT, path)));
      if (!found) {
        if (!GENERATED.some((generated) => candidates.some((path) => path.startsWith(generated)))) {
          reading.missing.push(`${workspace || 'ARCHITECTURE.md'}: ${token}`);
        }
        continue;
      }
      reading.named.add(found);
      // A folder, or a file's folder, is where the bullet's next names are read from first.
      bases.unshift(isDirectory(found) ? found.replace(/\/?$/, '/') : `${posix.dirname(found)}/`);
    }
  }
  return sections;
}

/** ARCHITECTURE.md's code map, then every workspace's README. */
function readCodeMap(architecture: string): MapReading & { sections: string[] } {
  const reading: MapReading = { named: new Set(), missing: [] };
  const start = architecture.indexOf('## Code map');
  const map = architecture.slice(start, architecture.indexOf('\n## ', start + 1));
  const sections = readMap(map, reading);
  for (const workspace of ALL_WORKSPACES) {
    const readme = join(ROOT, workspace, 'README.md');
    if (existsSync(readme)) readMap(readFileSync(readme, 'utf8'), reading, workspace);
  }
  return { ...reading, sections };
}

describe('ARCHITECTURE.md', () => {
  const architecture = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const { named, missing, sections } = readCodeMap(architecture);

  it('has a code map section for every workspace, and a README in each', () => {
    expect(ALL_WORKSPACES.length).toBeGreaterThan(5);
    expect(ALL_WORKSPACES.filter((workspace) => !sections.includes(workspace))).toEqual([]);
    expect(ALL_WORKSPACES.filter((workspace) => !existsSync(join(ROOT, workspace, 'README.md')))).toEqual([]);
  });

  it('names, outside the code map too, only repository paths that exist', () => {
    const reading: MapReading = { named: new Set(), missing: [] };
    const start = architecture.indexOf('## Code map');
    const end = architecture.indexOf('\n## ', start + 1);
    readMap(architecture.slice(0, start) + architecture.slice(end), reading, '');
    expect(reading.named.size).toBeGreaterThan(40);
    expect(reading.missing).toEqual([]);
  });

  it('names every source folder in its code map or the workspace README', () => {
    const folders = WORKSPACES.flatMap((workspace) => foldersOf(`${workspace}/src`, MAPPED_DEPTH));
    expect(folders.length).toBeGreaterThan(40);
    // A folder counts as named when the map names it or a file directly in it.
    const unnamed = folders.filter(
      (folder) => ![...named].some((path) => path === folder || posix.dirname(path) + '/' === folder),
    );
    expect(unnamed).toEqual([]);
  });

  it('names every source file of contracts, market-data, the server and the CLI (in their READMEs)', () => {
    // The engine's and the web app's files are many and grouped by folder: their folders suffice.
    const workspaces = ['packages/contracts', 'packages/market-data', 'apps/server', 'apps/cli'];
    const files = workspaces.flatMap((workspace) => sourceFiles(join(ROOT, workspace, 'src')));
    expect(files.length).toBeGreaterThan(100);
    const unnamed = files
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => !file.includes('/migrations/') && !named.has(file));
    expect(unnamed).toEqual([]);
  });

  it('names no path that does not exist', () => {
    expect(named.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

/** The relative imports of one server source file, as files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map((match) => resolve(dirname(file), match[1] ?? ''))
    .map((path) => [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((f) => existsSync(f)))
    .filter((path): path is string => path !== undefined);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('the server’s invariants', () => {
  const serverSource = join(ROOT, 'apps/server/src');
  const files = sourceFiles(serverSource);

  it('has no import circle (types included)', () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        const circle = trail.slice(trail.indexOf(file)).concat(file);
        circles.push(circle.map((path) => relative(serverSource, path)).join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('compiles and runs strategies only in worker threads, never on the event loop', () => {
    const running =
      /\b(compileStrategy|runBacktest\w*|runParameterStudy|runSweep|runWalkForward|runMonteCarlo|generatePython)\b/;
    const onTheEventLoop = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      const engineImports = [...text.matchAll(/import (?!type)([^;]*?) from '@stratblocks\/engine'/g)];
      return engineImports.some((match) => running.test(match[1] ?? '')) && !file.endsWith('-worker.ts');
    });
    expect(onTheEventLoop.map((file) => relative(serverSource, file))).toEqual([]);
  });
});
