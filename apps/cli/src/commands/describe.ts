import { describeStrategy } from '@stratblocks/engine';
import { CliError } from '../cli-error';
import type { Output } from '../output';
import { readRunConfig } from '../read-config';

/**
 * `stratblocks describe --config FILE`: the strategy's rules as plain-English lines
 * (docs/plain-english.md#the-canonical-form), one per side that has a row; `stratblocks parse`
 * reads them back.
 */
export function describeCommand(flags: { config?: string }, output: Output): void {
  const described = describeStrategy(readRunConfig(flags.config));
  if (!described.ok) throw new CliError(described.message);
  if (described.lines.length === 0) throw new CliError('The strategy has no rules to describe');
  output.out(described.text);
}
