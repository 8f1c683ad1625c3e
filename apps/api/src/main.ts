import { firstAdminHint } from './admin/first-admin-hint.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { exitOnSignals } from './operations/graceful-shutdown.ts';
import { demoPassword, demoSignIns } from './seed/demo-team.ts';

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

  const started = performance.now();
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  const lines = [`SalesDash is running at http://localhost:${port}`];
  const demo = await app.db.query<{ email: string }>(
    'SELECT email FROM users WHERE lower(email) = ANY($1)',
    [demoSignIns.map((signIn) => signIn.email)],
  );
  if (demo.length > 0) {
    lines.push(`Demo sign-ins (password ${demoPassword}):`);
    for (const signIn of demoSignIns)
      lines.push(`  ${signIn.email.padEnd(20)} ${signIn.description}`);
  }
  const hint = await firstAdminHint(app.db);
  if (hint) {
    lines.push(...hint);
    app.log.warn({ hint: hint.join(' ') }, 'no account exists yet');
  }
  lines.push(`API docs: http://localhost:${port}/docs`);
  app.log.info({ startupMs: Math.round(performance.now() - started) }, 'server started');
  console.log(`\n${lines.join('\n')}\n`);

  exitOnSignals(app, { timeoutMs: config.shutdownTimeoutMs });
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
