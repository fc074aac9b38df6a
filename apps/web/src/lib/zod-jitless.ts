/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when it
 * loads: the CSP allows no eval, so the probe is reported as a violation. zod reads this global
 * config when it first loads (in whichever chunk), so it is set before any chunk that uses zod.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
