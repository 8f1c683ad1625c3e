import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { bodyLimit } from './plugins/body-limit.ts';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config.ts';
import { migrateDatabase, type Database } from './db/client.ts';
import { opsMetricsPlugin } from './operations/ops-metrics-plugin.ts';
import { createReadiness, type Readiness } from './operations/readiness.ts';
import { startupGatePlugin } from './operations/startup-gate.ts';
import { runStartupWork } from './startup-work.ts';
import { registerModules } from './modules/index.ts';
import { redactedLogPaths, requestLogSerializer } from './modules/auth/request-log-serializer.ts';
import { resolveJwtSecret } from './security/jwt-secret.ts';
import { auditContextPlugin } from './plugins/audit-context.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import {
  errorEnvelopePlugin,
  sendFrameworkError,
  writeClientError,
} from './plugins/error-envelope.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jsonBodyParserPlugin } from './plugins/json-body-parser.ts';
import { maintenancePlugin } from './plugins/maintenance.ts';
import { compressionPlugin } from './plugins/external/compression.ts';
import { openapiPlugin } from './plugins/external/openapi.ts';
import { rateLimitPlugin } from './plugins/external/rate-limit.ts';
import { fairReadsPlugin } from './plugins/fair-reads.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { securityHeadersPlugin } from './plugins/external/security-headers.ts';
import { spaStaticPlugin } from './plugins/spa-static.ts';
import { realtimePlugin } from './realtime/realtime-plugin.ts';
import { socketServerPlugin } from './realtime/socket-server.ts';

export type BuildAppOptions = {
  /** Overrides on top of the environment's configuration. */
  config?: Partial<Config>;
  /** A ready, migrated database the caller owns (tests); otherwise opened from the config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** How often a share link's socket re-checks its link (tests shorten it). */
  shareRecheckMs?: number;
  /**
   * Leave the migrations and the demo seed to the caller's `runStartupWork` after `listen`
   * (start-server.ts, what main.ts runs), instead of running them when the app gets ready.
   */
  deferStartup?: boolean;
  /**
   * Called for every route as it is declared, before any plugin: a test that checks where
   * routes live (modules/route-folders.test.ts) reads the declaring file off the call stack.
   */
  onRoute?: (route: RouteOptions) => void;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    config: Config;
    /** Starting (migrating), ready, or draining for a shutdown: `GET /health/ready`. */
    readiness: Readiness;
  }
}

export type App = FastifyInstance;

/**
 * Fastify's `trustProxy` for the configured proxies. A hop count becomes a function trusting
 * the peer and the next `hops − 1` forwarders, as Express counts them: Fastify itself now
 * treats a bare number as trusting nobody, which would give every client the proxy's address.
 */
export function trustProxyOption(
  trustProxy: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

export { bodyLimit };

/**
 * Builds the Fastify server: external plugins, our plugins, the modules' routes, then the SPA.
 * Call `ready()` / `listen()` on the result; `close()` finishes requests and closes the database.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const config: Config = { ...loadConfig(), ...options.config };
  const logger = options.logger ?? { level: config.logLevel };
  const app = Fastify({
    // Invite, reset and share tokens travel in URLs and headers; none may reach a log.
    logger:
      typeof logger === 'object'
        ? {
            ...logger,
            serializers: { req: requestLogSerializer, ...logger.serializers },
            redact: { paths: redactedLogPaths, censor: '[redacted]' },
          }
        : logger,
    bodyLimit,
    // What the router and Node's HTTP parser refuse answers in the envelope too.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: writeClientError,
    // Some paths were published with a trailing slash (`GET /products/`); both spellings work.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy),
    // Keep-alive sockets would otherwise hold close() open until their timeout.
    forceCloseConnections: 'idle',
    // A request that still arrives on an open connection while the server drains is served
    // (with `connection: close`): Fastify's own 503 for it would not be in the error envelope.
    return503OnClosing: false,
    // Opening PGlite, and for an app that is not deferred migrating and seeding the demo, can
    // take tens of seconds on a busy 2-core machine; the 10 s default would abort a healthy start.
    pluginTimeout: 180_000,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Starting until runStartupWork is done: when `ready()` resolves, or for main.ts after the
  // migrations it runs once listening.
  app.decorate('readiness', createReadiness());

  // Responses finished during shutdown close their keep-alive socket; otherwise close() would
  // wait for the client's idle connection to time out (72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // First: each plugin copies the JSON parser it finds when registered, so every route gets
  // the one that refuses a body nested too deep before parsing it.
  await app.register(jsonBodyParserPlugin);
  await app.register(securityHeadersPlugin, { corsOrigins: config.corsOrigins });
  await app.register(compressionPlugin);
  // Before every route: its hook times them all.
  await app.register(opsMetricsPlugin);
  // Before the rate limit and auth, whose hooks may read tables a start has not migrated yet.
  await app.register(startupGatePlugin);
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });

  await app.register(dbPlugin, {
    database: options.database,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  // After the database: PGlite must initialise DATA_DIR before we add the secret file to it.
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  // Before auth: its hook must count a request before auth reads the database for it.
  await app.register(rateLimitPlugin, { max: config.rateLimitMax, jwtSecret });
  await app.register(errorEnvelopePlugin);
  await app.register(inputGuardPlugin);
  // Before auth: a request counts as interactive before auth's own queries run.
  await app.register(fairReadsPlugin, { concurrency: config.expensiveReadsAtOnce });
  await app.register(authPlugin, { jwtSecret });
  await app.register(auditContextPlugin);
  await app.register(readCachePlugin);
  await app.register(maintenancePlugin, config.maintenance);
  // Before the services: they take the unit of work that publishes their events after commit.
  await app.register(realtimePlugin);
  await registerModules(app, { jwtSecret, apiBaseUrl: config.apiBaseUrl });
  await app.register(socketServerPlugin, {
    jwtSecret,
    ...(options.shareRecheckMs === undefined ? {} : { shareRecheckMs: options.shareRecheckMs }),
  });

  await app.register(spaStaticPlugin, { webDist: config.webDist });

  if (!options.deferStartup) {
    const migrate = options.database === undefined ? migrateDatabase : undefined;
    app.addHook('onReady', () => runStartupWork(app, { migrate }));
  }
  return app as unknown as App;
}
