import { processOutput } from './output';
import { runCli } from './run-cli';
import { runSweepSpanThread } from './sweep-threads';

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

// A worker thread of a sweep over several cores runs its span; the command runs otherwise.
if (!runSweepSpanThread()) process.exitCode = runCli(process.argv.slice(2), processOutput);
