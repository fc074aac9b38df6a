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

/** The catalogue's indicator and condition definitions (exits, operators and market data stay whole). */
const CATALOGUE_FAMILY = /\/packages\/engine\/src\/blocks\/catalogue\/(indicators-\w+|conditions)\.ts$/;

/** The blocks whose definitions the landing catalogue keeps: those it can compute. */
const KEPT_BLOCKS = new Set(Object.values(LANDING_COMPUTATIONS).flatMap((family) => Object.keys(family)));

interface Node {
  type: string;
  start: number;
  end: number;
}
interface ArrayNode extends Node {
  elements: (Node | null)[];
}
interface CallNode extends Node {
  arguments: (Node & { value?: unknown })[];
}

/**
 * A catalogue module with the definitions of the blocks it does not keep left out of its arrays:
 * every `define('Name', ...)` element whose name is not kept. The compiler finds the kept blocks
 * as before (the landing page never sends others).
 */
export function dropUnkeptDefinitions(code: string, program: Node): string {
  const cuts: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const current = node as Node;
    if (current.type === 'ArrayExpression') {
      const elements = (current as ArrayNode).elements;
      elements.forEach((element, index) => {
        const name =
          element?.type === 'CallExpression' ? (element as CallNode).arguments[0]?.value : undefined;
        if (!element || typeof name !== 'string' || KEPT_BLOCKS.has(name)) return;
        cuts.push([element.start, elements[index + 1]?.start ?? element.end]);
      });
      return;
    }
    for (const value of Object.values(current)) if (typeof value === 'object') visit(value);
  };
  visit(program);
  let result = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + result.slice(end);
  return result;
}

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
 * the real run path (compiler, simulator, metrics, exits, operators, market data), with only the
 * indicators its strategies use, their computations and catalogue entries, instead of all of them
 * (about two fifths of the worker). Applies to the landing worker's bundle only; every other worker
 * and the app keep the whole engine.
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
    transform(code, id) {
      if (!landingWorker || !CATALOGUE_FAMILY.test(id)) return null;
      return { code: dropUnkeptDefinitions(code, this.parse(code)), map: null };
    },
  };
}
