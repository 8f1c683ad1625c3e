import { runCreateAdmin } from './run-create-admin.ts';

// `npm run create-admin -- --email …`: see run-create-admin.ts for what it accepts.
runCreateAdmin({
  argv: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
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
