import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../src/run-cli';

/** Runs the CLI in-process and captures what it prints. */
export function capture(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A folder of config files written by a suite; `write` returns the path of one. */
export function configFolder(prefix: string) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const write = (name: string, content: unknown): string => {
    const path = join(folder, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };
  const remove = () => {
    rmSync(folder, { recursive: true, force: true });
  };
  return { folder, write, remove };
}

/** A row "SMA(20) <operator> SMA(50)". */
export const smaCross = (operator: string) => ({
  elements: [
    { name: 'SMA', properties: { period: 20 } },
    { name: operator },
    { name: 'SMA', properties: { period: 50 } },
  ],
});

/** SPY 2020-2024, SMA 20/50 cross in and out, risk limits off. */
export const SMA_CROSS_RUN = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2020-01-01', endDate: '2024-12-31' },
  entryLogic: { long: smaCross('Cross Above') },
  exitLogic: { exit_long: smaCross('Cross Below') },
  riskSetting: { maxDrawdown: 0, dailyLossLimit: 0 },
};
