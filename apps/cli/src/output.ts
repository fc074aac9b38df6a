/** Where commands write; tests capture it. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export const processOutput: Output = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};
