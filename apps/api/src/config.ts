import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Both `apps/api/src/config.ts` and the bundle `dist/apps/api/main.js` sit three levels deep. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** An IPv4/IPv6 address, optionally with a CIDR prefix length (`10.0.0.0/8`, `::1`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For): none, the last N hops, or
 * the listed addresses. `true` would believe every hop, so any client could set its own
 * address and dodge the per-address limits: it is refused with what to write instead.
 */
const trustProxySchema = optionalText.pipe(
  z
    .string()
    .optional()
    .transform((value, context): false | number | string[] => {
      if (value === undefined || ['false', '0', 'no'].includes(value)) return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      if (['true', 'yes'].includes(value)) {
        context.addIssue({
          code: 'custom',
          message:
            'true would trust every hop, letting clients spoof their address; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16)',
        });
        return z.NEVER;
      }
      const entries = value.split(',').map((entry) => entry.trim());
      if (!entries.every(isAddressOrRange)) {
        context.addIssue({
          code: 'custom',
          message: 'expected a hop count or a comma-separated list of proxy addresses or ranges',
        });
        return z.NEVER;
      }
      return entries;
    }),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().trim().min(1).default(path.join(repoRoot, 'dist/apps/web')),
  API_BASE_URL: z.string().trim().min(1).default('/api'),
  /**
   * Where clients reach the server's root (`https://sales.example.org`, with a proxy's path
   * prefix if any): the `servers` entry of /openapi.json, which generated clients default to.
   * Unset, the document names `/`, the origin it was read from.
   */
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' })
      // Runs after a failed format check too: an unparsable value is left to its message.
      .refine((value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.search === '' && url.hash === '';
      }, 'expected no query or fragment')
      // Paths of the document start with `/`: a trailing one would double it.
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  /** Comma-separated origins allowed by CORS; unset keeps CORS off (same-origin SPA). */
  CORS_ORIGIN: optionalText,
  /**
   * The mail server (`smtp://user:pass@host:587`, `smtps://…:465`): unset, no mail is sent and
   * invite and reset links stay where they were (the invite dialog, the server log).
   */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, { message: 'expected an smtp:// or smtps:// URL' })
      .optional(),
  ),
  /** The sender of every mail (`SalesDash <no-reply@example.org>`); required with SMTP_URL. */
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/, {
        message: 'expected an address or "Name <address>"',
      })
      .optional(),
  ),
  /**
   * Unset: the demo organization is seeded into the embedded database (`npm start` signs in
   * at once) but never into a PostgreSQL server (DATABASE_URL), which is a real deployment.
   */
  SEED_DEMO: optionalText.pipe(booleanFlag.optional()),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1000),
  TRUST_PROXY: trustProxySchema,
  /**
   * Sign-in attempts per client address per 15 minutes, successful ones included: an office
   * behind one address signs in its whole shift at once, so the ceiling sits far above the
   * failures a guesser gets (LOGIN_FAILURES_PER_IP).
   */
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(500),
  /** Failed sign-ins per client address per 15 minutes, whichever emails they tried. */
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  /**
   * Failed sign-ins of one email from one address before each further try waits twice as long
   * as the last (1 s, 2 s, 4 s … 15 min).
   */
  LOGIN_FAILURES_BEFORE_DELAY: z.coerce.number().int().min(1).default(5),
  /** Password-reset requests per client address per hour. */
  RESET_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Password-reset requests per email per hour. */
  RESET_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Deliveries per webhook endpoint per minute (per instance); more are answered 429. */
  WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Expensive reads (team views, searched lists, downloads) working at once, all callers. */
  EXPENSIVE_READS_AT_ONCE: z.coerce.number().int().min(1).max(64).optional(),
  /** PostgreSQL only: the longest any statement of the server may run, in milliseconds. */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Embedded database only: minutes between looks for tables to vacuum; 0 turns it off. */
  MAINTENANCE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /** Seconds without any request before the embedded database's VACUUM may start. */
  MAINTENANCE_QUIET_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * The operations port (`/metrics`, backups), always on 127.0.0.1: nothing on it asks who
   * is calling. 9464 is the port Prometheus assigns to exporters; 0 turns it off.
   */
  OPS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  /** Seconds a SIGTERM waits for requests in flight before closing anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Where scheduled backups go; relative to the working directory. */
  BACKUP_DIR: z.string().trim().min(1).default('./backups'),
  /** Hours between scheduled backups; unset or 0: no schedule (`npm run backup` still works). */
  BACKUP_EVERY: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(0),
  /** Scheduled backups kept in BACKUP_DIR; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  /** Encrypts every backup (AES-256-GCM, a key derived with scrypt); unset: plain files. */
  BACKUP_PASSPHRASE: optionalText.pipe(
    z.string().min(12, { message: 'must be at least 12 characters' }).optional(),
  ),
});

/** A mail server needs a sender, and its links need the address people open the app at. */
const mailSettingsSchema = envSchema.superRefine((value, context) => {
  if (value.SMTP_URL === undefined) return;
  if (value.MAIL_FROM === undefined) {
    context.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'required with SMTP_URL' });
  }
  if (value.PUBLIC_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'required with SMTP_URL: mailed links open the app there',
    });
  }
});

const secretVariables = new Set(['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'BACKUP_PASSPHRASE']);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  apiBaseUrl: string;
  /** PUBLIC_URL without a trailing slash, or undefined (the document then names `/`). */
  publicUrl: string | undefined;
  corsOrigins: string[];
  /** The mail server (SMTP_URL); undefined: mail is off. */
  smtpUrl: string | undefined;
  /** The sender of every mail (MAIL_FROM); set whenever `smtpUrl` is. */
  mailFrom: string | undefined;
  /**
   * How long a failed send waits before each retry; one attempt more than delays, then the mail
   * is given up. Not an environment variable: tests shorten it.
   */
  mailRetryDelaysMs: number[];
  /** Seed the demo organization at start (SEED_DEMO; by default only without DATABASE_URL). */
  seedDemo: boolean;
  rateLimitMax: number;
  /** Proxies trusted for the client address: none, a hop count, or their addresses. */
  trustProxy: false | number | string[];
  loginRateLimitPerIp: number;
  loginFailuresPerIp: number;
  loginFailuresBeforeDelay: number;
  resetRateLimitPerIp: number;
  resetRateLimitPerEmail: number;
  webhookRateLimitPerMinute: number;
  /**
   * Expensive reads working at once: 1 on the embedded database, whose queries run one at a
   * time on the server's thread (each more is one more a cheap request may wait behind), 4 on
   * PostgreSQL, which runs them side by side.
   */
  expensiveReadsAtOnce: number;
  /** PostgreSQL's statement_timeout for the server's connections (PGlite ignores it). */
  statementTimeoutMs: number;
  /**
   * The embedded database's VACUUM (ANALYZE) task (plugins/maintenance.ts): how often it
   * looks (0: never) and how long the server must have been quiet first.
   */
  maintenance: { intervalMs: number; quietMs: number };
  /** The loopback-only operations port (OPS_PORT); 0: off. */
  opsPort: number;
  /** How long SIGTERM waits for requests in flight (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutMs: number;
  backup: {
    /** BACKUP_DIR, resolved. */
    dir: string;
    /** Milliseconds between scheduled backups; 0: none. */
    everyMs: number;
    keep: number;
    passphrase: string | undefined;
  };
};

/** 1 minute, 5 minutes, 30 minutes: a server down for a restart or a short outage is outwaited. */
const defaultMailRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000];

/** Thrown when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the server configuration from environment variables.
 * @throws ConfigError naming each invalid variable
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = mailSettingsSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets and URLs with passwords are never echoed back into logs.
      const got = secretVariables.has(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `  ${name}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const value = result.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    jwtSecret: value.JWT_SECRET,
    logLevel: value.LOG_LEVEL,
    webDist: path.resolve(value.WEB_DIST),
    apiBaseUrl: value.API_BASE_URL,
    publicUrl: value.PUBLIC_URL,
    corsOrigins: (value.CORS_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    mailRetryDelaysMs: defaultMailRetryDelaysMs,
    seedDemo: value.SEED_DEMO ?? value.DATABASE_URL === undefined,
    rateLimitMax: value.RATE_LIMIT_MAX,
    trustProxy: value.TRUST_PROXY,
    loginRateLimitPerIp: value.LOGIN_RATE_LIMIT_PER_IP,
    loginFailuresPerIp: value.LOGIN_FAILURES_PER_IP,
    loginFailuresBeforeDelay: value.LOGIN_FAILURES_BEFORE_DELAY,
    resetRateLimitPerIp: value.RESET_RATE_LIMIT_PER_IP,
    resetRateLimitPerEmail: value.RESET_RATE_LIMIT_PER_EMAIL,
    webhookRateLimitPerMinute: value.WEBHOOK_RATE_LIMIT_PER_MINUTE,
    expensiveReadsAtOnce:
      value.EXPENSIVE_READS_AT_ONCE ?? (value.DATABASE_URL === undefined ? 1 : 4),
    statementTimeoutMs: value.STATEMENT_TIMEOUT_MS,
    maintenance: {
      intervalMs: value.MAINTENANCE_INTERVAL_MINUTES * 60_000,
      quietMs: value.MAINTENANCE_QUIET_SECONDS * 1000,
    },
    opsPort: value.OPS_PORT,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    backup: {
      dir: path.resolve(value.BACKUP_DIR),
      everyMs: Math.round(value.BACKUP_EVERY * 3_600_000),
      keep: value.BACKUP_KEEP,
      passphrase: value.BACKUP_PASSPHRASE,
    },
  };
}
