import { generatePython } from '@stratblocks/engine';
import { CliError } from '../cli-error';
import type { Output } from '../output';
import { readRunConfigDocument } from '../read-config';

/**
 * `stratblocks export-python --config FILE`: prints the strategy as a self-contained Python script
 * (run it with `python3 strategy.py data.csv`); warnings go to stderr.
 */
export function exportPythonCommand(flags: { config?: string }, output: Output): void {
  const { request, name, description } = readRunConfigDocument(flags.config);
  const exported = generatePython(request, {
    ...(name !== undefined ? { name } : {}),
    ...(description !== undefined ? { description } : {}),
  });
  if (exported.code === '') {
    const errors = exported.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const more =
      errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
    throw new CliError(`Invalid strategy: ${errors[0]?.message ?? 'unknown problem'}${more}`);
  }
  output.out(exported.code);
  for (const diagnostic of exported.diagnostics) output.err(`warning: ${diagnostic.message}`);
  if (exported.unsupported.length > 0) {
    output.err(
      `note: no Python implementation yet for ${exported.unsupported.join(', ')} (see the script's header)`,
    );
  }
}
