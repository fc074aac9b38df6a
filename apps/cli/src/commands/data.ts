import type { BundledMarketData } from '@stratblocks/market-data';
import { CliError } from '../cli-error';
import type { Output } from '../output';

/** `stratblocks data list [--json]`: the symbols of the bundled dataset. */
export function dataCommand(
  args: string[],
  flags: { json: boolean },
  data: BundledMarketData,
  output: Output,
): void {
  const [action] = args;
  if (action !== 'list')
    throw new CliError(`Unknown data action "${action ?? ''}": try "stratblocks data list"`, 2);
  const symbols = data.list();
  if (flags.json) {
    output.out(JSON.stringify(symbols));
    return;
  }
  for (const symbol of symbols) {
    output.out(
      `${symbol.symbol.padEnd(10)} ${symbol.assetClass.padEnd(15)} ${symbol.first} to ${symbol.last}  ${symbol.intervals.join(',').padEnd(6)} ${symbol.name}`,
    );
  }
}
