/** What an operator command's runner takes from the process it runs in. */
export type OperatorIo = {
  argv: string[];
  env: Record<string, string | undefined>;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
};

/**
 * Starts an operator command from its `*-cli.ts` script: hands it this process's arguments and
 * streams, and sets the exit code it returns (1, with the message, when it throws).
 */
export function runOperatorCommand(command: (io: OperatorIo) => Promise<number>): void {
  command({
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
}
