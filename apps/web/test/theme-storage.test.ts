import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from '@stratblocks/contracts';
import { describe, expect, it } from 'vitest';
import { THEME_PREFERENCES } from '../src/lib/theme';
import { STORAGE_KEYS } from '../src/lib/storage-keys';

describe('the theme before the first paint', () => {
  it('public/theme-init.js reads the same storage key as the app', () => {
    const script = readFileSync(join(import.meta.dirname, '../public/theme-init.js'), 'utf8');
    expect(script).toContain(`'${STORAGE_KEYS.theme}'`);
  });

  it("the app's list of themes is the contracts' list", () => {
    expect([...THEME_PREFERENCES]).toEqual([...THEMES]);
  });
});
