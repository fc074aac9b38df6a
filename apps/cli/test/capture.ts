import { runCli } from '../src/run-cli';

/** Runs the CLI in-process and captures what it prints. */
export function capture(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
