import { readFileSync } from 'node:fs';
import { RunRequestSchema, describeIssues, type RunRequest } from '@stratblocks/contracts';
import { CliError } from './cli-error';

/** A run body read from a file, with the strategy's name and description when the file has them. */
export interface RunConfigDocument {
  request: RunRequest;
  name?: string;
  description?: string;
}

/**
 * Reads a run body (docs/product.md#calls), a saved strategy_config, or a strategy export file
 * ({ name, strategy_config, ... }) from a JSON file. Problems become one-line CliErrors.
 */
export function readRunConfig(path: string | undefined): RunRequest {
  return readRunConfigDocument(path).request;
}

/** readRunConfig, keeping the name and description of a strategy document or export file. */
export function readRunConfigDocument(path: string | undefined): RunConfigDocument {
  if (!path) throw new CliError('Missing --config FILE (a run body or a saved strategy_config as JSON)', 2);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      `Cannot read ${path}${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}`,
    );
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new CliError(`${path} must hold a JSON object (a run body or a strategy_config)`);
  }
  const body = 'strategy_config' in document ? document.strategy_config : document;
  const parsed = RunRequestSchema.safeParse(body);
  if (!parsed.success) throw new CliError(`Invalid config in ${path}: ${describeIssues(parsed.error)}`);
  const textField = (key: string) => {
    const value = (document as Record<string, unknown>)[key];
    return typeof value === 'string' && value.trim() !== '' ? { [key]: value } : {};
  };
  return { request: parsed.data, ...textField('name'), ...textField('description') };
}
