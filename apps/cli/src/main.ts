import { processOutput } from './output';
import { runCli } from './run-cli';

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = runCli(process.argv.slice(2), processOutput);
