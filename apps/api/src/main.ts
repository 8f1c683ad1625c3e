import { ConfigError, loadConfig } from './config.ts';
import { exitOnSignals } from './operations/graceful-shutdown.ts';
import { startServer } from './start-server.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { app } = await startServer(config);

  exitOnSignals(app, { timeoutMs: config.shutdownTimeoutMs });
}

main().catch((error: unknown) => {
  // A port taken (OPS_PORT) is the operator's to fix: the message says how, a stack would not.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
});
