import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capture } from './capture';

const ROOT = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', ROOT), 'utf8');

/** The `npx stratblocks ...` lines of the README's command-line section, joined and unquoted. */
function readmeCommands(): string[][] {
  const block = /## Command line\n\n```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const lines = block
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((line) => line.startsWith('npx stratblocks '));
  return lines.map((line) => {
    const command = line.replace(/\s+#.*$/, '').replace(/^npx stratblocks /, '');
    return [...command.matchAll(/'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
  });
}

describe('the README command-line examples', () => {
  const commands = readmeCommands();

  it('are found', () => {
    expect(commands.length).toBe(9);
  });

  it.each(commands.map((args) => [args.join(' '), args]))('run: stratblocks %s', (_line, args) => {
    // Paths in the README are relative to the repository root.
    const resolved = args.map((arg) => (arg.startsWith('examples/') ? new URL(arg, ROOT).pathname : arg));
    const result = capture(resolved);
    // Nothing on stderr but the note naming each other symbol a strategy reads (apps/cli/README.md).
    expect(result.err.split('\n').filter((line) => line !== '' && !/^Loaded \S+ \(/.test(line))).toEqual([]);
    expect(result.code).toBe(0);
    if (args.includes('--json')) expect(() => JSON.parse(result.out) as unknown).not.toThrow();
  });
});
