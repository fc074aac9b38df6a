// Helpers shared by the root scripts (start, test, check). Plain Node: they run before any install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Exits with the code when it is not 0. */
export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of the files under a folder (skipping node_modules and dist). */
export function newestFileTime(folder) {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFileTime(path) : mtime(path));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const stale = !existsSync(installed) || (existsSync(lock) && mtime(lock) > mtime(installed));
  if (!stale) return;
  console.log('Installing dependencies (first run; native modules compile, about two minutes)...');
  const args = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  await runOrExit('npm', args);
}

/** Builds the web app when its output is missing or older than its sources. */
export async function ensureWebBuilt() {
  const output = join(ROOT, 'apps', 'web', 'dist', 'index.html');
  const sources = ['apps/web', 'packages/engine/src', 'packages/contracts/src'].map((folder) =>
    newestFileTime(join(ROOT, folder)),
  );
  if (existsSync(output) && mtime(output) >= Math.max(...sources)) return;
  console.log('Building the web app...');
  await runOrExit('npm', ['run', 'build', '--silent']);
}

/** True when a command exists on PATH or as a path. */
export function commandExists(command) {
  if (command.includes('/')) return existsSync(command);
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
