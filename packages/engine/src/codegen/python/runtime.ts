import { PYTHON_RUNTIME } from './runtime.generated';
import type { PythonFunction } from './types';

/**
 * The fixed Python of the exported scripts lives in real modules, packages/engine/python/runtime/*.py,
 * linted by pyflakes and embedded as text at build time (runtime.generated.ts). A module is a
 * preamble (docstring, imports, `from .other import name` of its sibling modules, for the linter
 * only) and then top-level functions; a script takes the functions it needs, each as written
 * (docs/export.md#the-python-runtime).
 */
export type RuntimeModule = keyof typeof PYTHON_RUNTIME;

const DEFINITION = /^(?:def|class) ([A-Za-z_]\w*)\b/;

/**
 * The top-level definitions of a module's source, by name, each without trailing blank lines. The
 * lines before the first definition (the preamble) are left out, and so are top-level comments
 * between definitions; any other top-level statement after the preamble is an error, since the
 * script would not get it.
 */
export function topLevelDefinitions(source: string, module = 'module'): Map<string, string> {
  const definitions = new Map<string, string>();
  let name: string | null = null;
  let body: string[] = [];
  const close = () => {
    if (name === null) return;
    while (body.length > 0 && body[body.length - 1]?.trim() === '') body.pop();
    definitions.set(name, body.join('\n'));
    name = null;
    body = [];
  };
  for (const line of source.split('\n')) {
    const topLevel = line !== '' && !/^\s/.test(line);
    if (!topLevel) {
      if (name !== null) body.push(line);
      continue;
    }
    const definition = DEFINITION.exec(line);
    if (definition) {
      close();
      name = definition[1] ?? '';
      if (definitions.has(name)) throw new Error(`${module}.py defines ${name} twice`);
      body = [line];
    } else if (name !== null || definitions.size > 0) {
      close();
      if (!line.startsWith('#'))
        throw new Error(`${module}.py: only functions and classes may follow the imports: ${line}`);
    }
  }
  close();
  return definitions;
}

const parsed = new Map<RuntimeModule, Map<string, string>>();

/** The definitions of a runtime module (parsed once). */
export function runtimeDefinitions(module: RuntimeModule): Map<string, string> {
  let definitions = parsed.get(module);
  if (!definitions) {
    definitions = topLevelDefinitions(PYTHON_RUNTIME[module], module);
    parsed.set(module, definitions);
  }
  return definitions;
}

/** The code of one definition of a runtime module; throws when the module has none of that name. */
export function runtimeCode(module: RuntimeModule, name: string): string {
  const code = runtimeDefinitions(module).get(name);
  if (code === undefined) throw new Error(`python/runtime/${module}.py has no ${name}`);
  return code;
}

/**
 * A script function of a runtime module, with the script functions it calls (the generator also
 * finds calls in the code itself, see neededFunctions).
 */
export function runtimeModule(module: RuntimeModule) {
  return (name: string, deps: readonly string[]): PythonFunction => ({
    name,
    deps,
    code: runtimeCode(module, name),
  });
}
