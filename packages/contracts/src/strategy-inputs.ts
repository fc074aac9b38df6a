import { z } from 'zod';
import { numeric, oneLine } from './primitives';

/**
 * Strategy inputs (docs/engine.md#strategy-inputs): named numbers declared beside generalSetting, which a block
 * property links to by holding `{"input": "<name>"}` instead of a number.
 */
export const INPUT_LIMITS = { nameLength: 40, perStrategy: 50 } as const;

const inputName = oneLine(
  z
    .string()
    .min(1, 'An input needs a name')
    .max(INPUT_LIMITS.nameLength, `An input name has at most ${INPUT_LIMITS.nameLength} characters`),
  'An input name',
);

/** A block property linked to an input. */
export const InputLinkSchema = z.strictObject({ input: inputName });
export type InputLink = z.infer<typeof InputLinkSchema>;

const finite = numeric.pipe(z.number());

export const StrategyInputSchema = z.object({
  name: inputName,
  value: finite,
  min: finite.optional(),
  max: finite.optional(),
  /** The sweep step the Optimise panel proposes. */
  step: numeric.pipe(z.number().gt(0, 'An input step must be above 0')).optional(),
});
export type StrategyInputDeclaration = z.infer<typeof StrategyInputSchema>;

export const InputsSchema = z
  .array(StrategyInputSchema)
  .max(INPUT_LIMITS.perStrategy, `A strategy has at most ${INPUT_LIMITS.perStrategy} inputs`)
  .superRefine((inputs, context) => {
    const seen = new Set<string>();
    inputs.forEach((input, index) => {
      if (seen.has(input.name))
        context.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `Input "${input.name}" is declared twice: input names are unique`,
        });
      seen.add(input.name);
    });
  });

type Issue = { path: Array<string | number>; message: string };

/** Where a block sits, for messages: "SMA (Logic 2, element 3)". */
function blockWhere(name: string, row: number | undefined, index: number): string {
  return `${name} (${row !== undefined ? `Logic ${row}, ` : ''}element ${index + 1})`;
}

function rowIssues(row: unknown, path: Array<string | number>, declared: ReadonlySet<string>, out: Issue[]) {
  const { elements, id } = row as { elements?: unknown; id?: unknown };
  if (!Array.isArray(elements)) return;
  elements.forEach((element: unknown, index) => {
    const { name, properties } = (element ?? {}) as { name?: unknown; properties?: unknown };
    if (typeof properties !== 'object' || properties === null) return;
    for (const [key, value] of Object.entries(properties)) {
      const link = (value ?? {}) as { input?: unknown };
      if (typeof link.input !== 'string' || declared.has(link.input)) continue;
      out.push({
        path: [...path, 'elements', index, 'properties', key],
        message: `${blockWhere(String(name), typeof id === 'number' ? id : undefined, index)}: ${key} is linked to input "${link.input}", which the strategy does not declare`,
      });
    }
  });
}

function nodeIssues(
  node: unknown,
  path: Array<string | number>,
  declared: ReadonlySet<string>,
  out: Issue[],
) {
  if (typeof node !== 'object' || node === null) return;
  const { left, right } = node as { left?: unknown; right?: unknown };
  if (left !== undefined || right !== undefined) {
    nodeIssues(left, [...path, 'left'], declared, out);
    nodeIssues(right, [...path, 'right'], declared, out);
    return;
  }
  rowIssues(node, path, declared, out);
}

/**
 * Adds an issue for every block property linked to an input the document does not declare,
 * naming the block and the input (refinement of run bodies and strategy configs).
 */
export function refineInputLinks(
  document: {
    inputs?: ReadonlyArray<{ name: string }> | undefined;
    entryLogic: { long: unknown; short: unknown };
    exitLogic: { exit_long: unknown; exit_short: unknown };
    entryLogicRows?: readonly unknown[] | undefined;
    exitLogicRows?: readonly unknown[] | undefined;
  },
  context: z.RefinementCtx,
): void {
  const declared = new Set((document.inputs ?? []).map((input) => input.name));
  const issues: Issue[] = [];
  nodeIssues(document.entryLogic.long, ['entryLogic', 'long'], declared, issues);
  nodeIssues(document.entryLogic.short, ['entryLogic', 'short'], declared, issues);
  nodeIssues(document.exitLogic.exit_long, ['exitLogic', 'exit_long'], declared, issues);
  nodeIssues(document.exitLogic.exit_short, ['exitLogic', 'exit_short'], declared, issues);
  (document.entryLogicRows ?? []).forEach((row, index) => {
    rowIssues(row, ['entryLogicRows', index], declared, issues);
  });
  (document.exitLogicRows ?? []).forEach((row, index) => {
    rowIssues(row, ['exitLogicRows', index], declared, issues);
  });
  for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
}
