import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PYTHON_FUNCTIONS } from '../../src/codegen/python/registry';
import {
  runtimeDefinitions,
  topLevelDefinitions,
  type RuntimeModule,
} from '../../src/codegen/python/runtime';
import { PYTHON_RUNTIME } from '../../src/codegen/python/runtime.generated';
import { SCAN_FUNCTIONS } from '../../src/codegen/python/portfolio-scan';
import { PORTFOLIO_FUNCTIONS } from '../../src/codegen/python/portfolio-shared';
import { SIMULATION_FUNCTIONS } from '../../src/codegen/python/simulation';

const RUNTIME_FOLDER = join(__dirname, '..', '..', 'python', 'runtime');

describe('topLevelDefinitions', () => {
  const source = [
    '"""A module docstring',
    'on two lines."""',
    '',
    'import math',
    '',
    'from .primitives import sma',
    '',
    '',
    'def first(values):',
    '    """Doc."""',
    '',
    '    return sma(values, 2)',
    '',
    '',
    '# A note between definitions.',
    'class Second:',
    '    pass',
    '',
  ].join('\n');

  it('gives each definition without the preamble, the comments or trailing blank lines', () => {
    const definitions = topLevelDefinitions(source);
    expect([...definitions.keys()]).toEqual(['first', 'Second']);
    expect(definitions.get('first')).toBe('def first(values):\n    """Doc."""\n\n    return sma(values, 2)');
    expect(definitions.get('Second')).toBe('class Second:\n    pass');
  });

  it('refuses a top-level statement after the imports, which a script would not get', () => {
    expect(() => topLevelDefinitions(`${source}LIMIT = 3\n`, 'trend')).toThrow(/trend\.py: only functions/);
  });

  it('refuses a name defined twice', () => {
    expect(() => topLevelDefinitions(`${source}\n\ndef first():\n    pass\n`)).toThrow(/defines first twice/);
  });
});

describe('the Python runtime modules', () => {
  it('are embedded as they are on disk (node packages/engine/scripts/embed-python.mjs)', () => {
    const files = readdirSync(RUNTIME_FOLDER).filter(
      (file) => file.endsWith('.py') && file !== 'settings.py',
    );
    expect(Object.keys(PYTHON_RUNTIME).sort()).toEqual(files.map((file) => file.replace(/\.py$/, '')).sort());
    for (const file of files)
      expect(PYTHON_RUNTIME[file.replace(/\.py$/, '') as RuntimeModule]).toBe(
        readFileSync(join(RUNTIME_FOLDER, file), 'utf8'),
      );
  });

  it('hold only functions some script can use, each named once across the modules', () => {
    const used = new Map<string, string>();
    for (const fn of [
      ...PYTHON_FUNCTIONS,
      ...SIMULATION_FUNCTIONS,
      ...PORTFOLIO_FUNCTIONS,
      ...SCAN_FUNCTIONS,
    ])
      used.set(fn.name, fn.code);
    const seen = new Set<string>();
    for (const module of Object.keys(PYTHON_RUNTIME) as RuntimeModule[]) {
      for (const [name, code] of runtimeDefinitions(module)) {
        expect(seen.has(name), `${name} defined in two modules`).toBe(false);
        seen.add(name);
        expect(used.get(name), `${module}.py: ${name} is in no script`).toBe(code);
      }
    }
  });
});
