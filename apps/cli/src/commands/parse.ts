import { formatTextError, parseStrategyText } from '@stratblocks/engine';
import { CliError } from '../cli-error';
import type { Output } from '../output';
import { readRunConfig } from '../read-config';

/**
 * `stratblocks parse [--config FILE] TEXT...`: rules in plain English (docs/plain-english.md) as
 * the run body's entryLogic and exitLogic, one JSON object. Each TEXT argument may hold one or more
 * lines; the arguments are lines of one text. With --config, the names of that strategy's inputs
 * bind (docs/plain-english.md#inputs). Text that cannot be read is one line on stderr.
 */
export function parseCommand(texts: readonly string[], flags: { config?: string }, output: Output): void {
  if (texts.length === 0)
    throw new CliError(
      'Missing TEXT: the rules as lines such as "Buy when SMA(20) crosses above SMA(50)"',
      2,
    );
  const inputs = flags.config ? (readRunConfig(flags.config).inputs ?? []) : [];
  const result = parseStrategyText(texts.join('\n'), { inputs });
  if (!result.ok) {
    const { suggestions } = result.error;
    const hint =
      suggestions?.length && !result.error.message.includes('did you mean')
        ? ` (did you mean ${suggestions.join(', ')}?)`
        : '';
    throw new CliError(`${formatTextError(result.error)}${hint}`);
  }
  output.out(JSON.stringify(result.logic));
}
