import type { Plugin } from 'vite';

/** The landing page's engine worker (the hero preview and the demo run in it). */
const LANDING_WORKER = /\/src\/features\/landing\/engine\/backtest\.worker\.ts$/;

/**
 * The indicator computations the landing page's strategies use, by family (the folder under
 * packages/engine/src/indicators/) and block name: [module in that folder, exported function].
 * Every other family keeps none. Checked against every strategy the page can run by
 * test/landing-engine-subset.test.ts. (Market data, the Number constant included, stays whole.)
 */
export const LANDING_COMPUTATIONS: Readonly<Record<string, Readonly<Record<string, [string, string]>>>> = {
  trend: { SMA: ['./sma', 'computeSma'] },
  momentum: { RSI: ['./rsi', 'computeRsi'] },
  volume: {},
  volatility: {},
  levels: {},
  patterns: {},
  conditions: {},
};

/** The family's computations map as packages/engine/src/indicators/<family>/index.ts names it. */
const exportName = (family: string) => `${family.toUpperCase()}_COMPUTATIONS`;

const FAMILY_INDEX = /\/packages\/engine\/src\/indicators\/(\w+)\/index\.ts$/;

/** The source of a family's index module reduced to the landing page's computations. */
export function landingFamilyIndex(family: string): string | null {
  const kept = LANDING_COMPUTATIONS[family];
  if (!kept) return null;
  const entries = Object.entries(kept);
  const imports = entries.map(([, [module, name]]) => `import { ${name} } from '${module}';`);
  const fields = entries.map(([block, [, name]]) => `${JSON.stringify(block)}: ${name}`);
  return `${imports.join('\n')}\nexport const ${exportName(family)} = { ${fields.join(', ')} };\n`;
}

/**
 * A slim engine for the landing page's worker (issue 20: the page's JavaScript by network idle):
 * the real run path (compiler, simulator, metrics, the block catalogue), with only the indicator
 * computations its strategies use instead of all of them (about a third of the worker). Applies
 * to the landing worker's bundle only; every other worker and the app keep the whole engine.
 */
export function landingEnginePlugin(): Plugin {
  let landingWorker = false;
  return {
    name: 'stratblocks:landing-engine',
    apply: 'build',
    options(options) {
      const inputs =
        typeof options.input === 'string'
          ? [options.input]
          : Array.isArray(options.input)
            ? options.input
            : Object.values(options.input ?? {});
      landingWorker = inputs.some((input) => LANDING_WORKER.test(input.split('?')[0] ?? ''));
      return null;
    },
    load(id) {
      if (!landingWorker) return null;
      const family = FAMILY_INDEX.exec(id)?.[1];
      return family ? landingFamilyIndex(family) : null;
    },
  };
}
