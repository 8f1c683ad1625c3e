import { runSetSeats } from './run-set-seats.ts';

// `npm run seats -- --organization-id 1 --seats 40`: see run-set-seats.ts for what it accepts.
runSetSeats({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
