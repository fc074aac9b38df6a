import { describe, expect, it } from 'vitest';
import { missingPublicSiteChunks, modulesToPreload } from '../build/module-preload';

const DEPENDENCIES = ['assets/dist-BRnUqPjr.js', 'assets/zod-xBi7zg8R.js'];

describe('modulesToPreload', () => {
  it('preloads nothing for the chunks a pre-rendered page hydrates with', () => {
    for (const file of [
      'assets/auth-DeYPVfwq.js',
      'assets/hero-preview-lJL5yyOS.js',
      'assets/blog-CfjK6t-E.js',
    ]) {
      expect(modulesToPreload(file, DEPENDENCIES)).toEqual([]);
    }
  });

  it("keeps every dependency of the signed-in app's chunks", () => {
    for (const file of ['assets/builder-DE9eYveM.js', 'assets/research-panels-BqGu94RW.js']) {
      expect(modulesToPreload(file, DEPENDENCIES)).toEqual(DEPENDENCIES);
    }
  });

  it('reads a name whose hash starts with a dash, and keeps what it does not recognise', () => {
    expect(modulesToPreload('assets/toast--rrbwtwW.js', DEPENDENCIES)).toEqual([]);
    expect(modulesToPreload('assets/authoring-DeYPVfwq.js', DEPENDENCIES)).toEqual(DEPENDENCIES);
    expect(modulesToPreload('hero-preview.js', DEPENDENCIES)).toEqual(DEPENDENCIES);
  });

  it('names the listed chunks a build no longer has', () => {
    const built = ['assets/builder-DE9eYveM.js', 'assets/auth-DeYPVfwq.js', 'assets/main-CiRj-7pI.js'];
    const missing = missingPublicSiteChunks(built);
    expect(missing).toContain('landing');
    expect(missing).toContain('toast');
    expect(missing).not.toContain('auth');
  });
});
