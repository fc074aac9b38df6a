import type { BlockDefinition, PropertySpec } from '../blocks/types';
import type { BlockPropertyInput } from '../strategy/types';
import { NUMBER_PATTERN, SYMBOL_PROPERTY, TIMEFRAME_PROPERTY, TIMEFRAME_WORDS } from './grammar';
import { closestWords, listOr } from './lexicon';
import type { Scanner } from './scanner';

/** The names of the strategy's inputs that arguments may bind to (docs/plain-english.md#inputs). */
export interface ReadContext {
  inputs: readonly string[];
  /** The inputs' names as patterns, longest first: a value that is an input's name alone. */
  inputPatterns: readonly { input: string; regex: RegExp }[];
}

/** The context of one read: the inputs' names and, compiled once, their patterns. */
export function readContext(inputs: readonly string[]): ReadContext {
  const inputPatterns = [...inputs]
    .sort((a, b) => b.length - a.length)
    .map((input) => {
      const escaped = input.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&').replace(/\s+/g, '\\s+');
      const tail = /[A-Za-z0-9_]$/.test(input) ? '(?![A-Za-z0-9_])' : '';
      return { input, regex: new RegExp(escaped + tail, 'iy') };
    });
  return { inputs, inputPatterns };
}

const NAMED = /([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)/y;
const QUOTED = /"([^"]*)"|'([^']*)'/y;
const BARE = /[^,()="'<>]+/y;
const WHOLE_NUMBER = new RegExp(`^${NUMBER_PATTERN.source}$`);

/** Symbol and timeframe, when the catalogue's block does not list them yet, are text. */
function extraSpec(name: string): PropertySpec | undefined {
  if (name !== SYMBOL_PROPERTY && name !== TIMEFRAME_PROPERTY) return undefined;
  return { name, kind: 'text', default: '', description: '' };
}

/** The properties arguments fill by position: the catalogue's order, without symbol and timeframe. */
export function positionalProperties(block: BlockDefinition): readonly PropertySpec[] {
  return block.properties.filter((spec) => spec.name !== SYMBOL_PROPERTY && spec.name !== TIMEFRAME_PROPERTY);
}

/** The declared input of that name (exact, else ignoring case). */
export function findInput(name: string, inputs: readonly string[]): string | undefined {
  return (
    inputs.find((input) => input === name) ??
    inputs.find((input) => input.toLowerCase() === name.toLowerCase())
  );
}

/**
 * `(20, stdDev=2.5, line=upper)`: positional arguments in the catalogue's property order, named
 * ones in any order, each property at most once (docs/plain-english.md#value-blocks).
 */
export function readArguments(
  scanner: Scanner,
  block: BlockDefinition,
  context: ReadContext,
): Record<string, BlockPropertyInput> {
  const given: Record<string, BlockPropertyInput> = {};
  const positional = positionalProperties(block);
  let index = 0;
  scanner.eat('(');
  if (scanner.eat(')')) return given;
  for (;;) {
    scanner.skipSpace();
    const start = scanner.position;
    const named = scanner.match(NAMED);
    let spec: PropertySpec | undefined;
    if (named) {
      const name = named[1] ?? '';
      spec =
        block.properties.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase()) ??
        extraSpec(name.toLowerCase());
      if (!spec) {
        const names = block.properties.map((candidate) => candidate.name);
        scanner.fail(
          {
            expected: names.length ? listOr(names) : 'no argument',
            message: `${block.name} has no property '${name}'${names.length ? `: expected ${listOr(names)}` : ''}`,
          },
          start,
        );
      }
    } else {
      spec = positional[index];
      index += 1;
      if (!spec)
        scanner.fail(
          {
            expected: "')'",
            message: `${block.name} takes ${positional.length === 0 ? 'no arguments' : `at most ${positional.length} argument${positional.length === 1 ? '' : 's'} (${positional.map((candidate) => candidate.name).join(', ')})`}`,
          },
          start,
        );
    }
    if (spec.name in given)
      scanner.fail(
        { expected: 'another property', message: `${spec.name} of ${block.name} is given twice` },
        start,
      );
    given[spec.name] = readArgument(scanner, spec, block, context);
    if (scanner.eat(',')) continue;
    if (scanner.eat(')')) return given;
    scanner.fail({ expected: "',' or ')'", message: `expected ',' or ')', found ${scanner.found()}` });
  }
}

function readArgument(
  scanner: Scanner,
  spec: PropertySpec,
  block: BlockDefinition,
  context: ReadContext,
): BlockPropertyInput {
  scanner.skipSpace();
  const start = scanner.position;
  const quoted = scanner.match(QUOTED);
  const raw = quoted ? (quoted[1] ?? quoted[2] ?? '') : (scanner.match(BARE)?.[0].trim() ?? '');
  const where = `${spec.name} of ${block.name}`;
  if (!quoted && raw === '')
    scanner.fail({
      expected: `a value for ${where}`,
      message: `expected a value for ${where}, found ${scanner.found()}`,
    });
  const refuse = (expected: string, suggestions: string[] = []): never =>
    scanner.fail(
      {
        expected,
        message: `expected ${expected} for ${where}, found '${raw}'${suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : ''}`,
        ...(suggestions.length ? { suggestions } : {}),
      },
      start,
    );
  switch (spec.kind) {
    case 'number': {
      if (!quoted && WHOLE_NUMBER.test(raw)) return Number(raw);
      const input = findInput(raw, context.inputs);
      if (input !== undefined) return { input };
      return refuse(
        context.inputs.length ? "a number or one of the strategy's inputs" : 'a number',
        closestWords(raw, context.inputs),
      );
    }
    case 'choice': {
      const word = spec.name === TIMEFRAME_PROPERTY ? (TIMEFRAME_WORDS[raw.toLowerCase()] ?? raw) : raw;
      const choice = spec.choices.find((candidate) => candidate.toLowerCase() === word.toLowerCase());
      return choice ?? refuse(listOr(spec.choices.map((candidate) => `'${candidate}'`)));
    }
    case 'boolean': {
      const word = raw.toLowerCase();
      if (word === 'true' || word === 'yes') return true;
      if (word === 'false' || word === 'no') return false;
      return refuse("'true' or 'false'");
    }
    case 'text':
      return spec.name === TIMEFRAME_PROPERTY ? (TIMEFRAME_WORDS[raw.toLowerCase()] ?? raw) : raw;
  }
}
