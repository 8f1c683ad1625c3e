import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      logLevel: 'info',
      apiBaseUrl: '/api',
      publicUrl: undefined,
      corsOrigins: [],
      seedDemo: true,
      trustProxy: false,
      loginRateLimitPerIp: 500,
      loginFailuresPerIp: 50,
      loginFailuresBeforeDelay: 5,
      resetRateLimitPerIp: 20,
      resetRateLimitPerEmail: 5,
      expensiveReadsAtOnce: 1,
      statementTimeoutMs: 30_000,
      maintenance: { intervalMs: 600_000, quietMs: 30_000 },
    });
    expect(config.webDist.endsWith(path.join('dist', 'apps', 'web'))).toBe(true);
  });

  it('runs more expensive reads at once on PostgreSQL unless told', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).expensiveReadsAtOnce).toBe(4);
    expect(loadConfig({ EXPENSIVE_READS_AT_ONCE: '2' }).expensiveReadsAtOnce).toBe(2);
    expect(() => loadConfig({ EXPENSIVE_READS_AT_ONCE: '0' })).toThrow(/EXPENSIVE_READS_AT_ONCE/);
  });

  it('reads the public URL without its trailing slash, refusing what is no http(s) origin', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sales.example.org/' }).publicUrl).toBe(
      'https://sales.example.org',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080/salesdash' }).publicUrl).toBe(
      'http://10.0.0.5:8080/salesdash',
    );
    for (const bad of ['sales.example.org', 'ftp://sales.example.org', 'https://x.org/?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('reads the mail server, which needs a sender and the public URL for its links', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: undefined });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:s3cret@smtp.example.org:465',
        MAIL_FROM: 'SalesDash <no-reply@example.org>',
        PUBLIC_URL: 'https://sales.example.org',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.org:465',
      mailFrom: 'SalesDash <no-reply@example.org>',
    });
    expect(() => loadConfig({ SMTP_URL: 'smtp://localhost:25' })).toThrow(
      /MAIL_FROM: required with SMTP_URL[\s\S]*PUBLIC_URL: required with SMTP_URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.org' })).toThrow(/SMTP_URL/);
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://x', MAIL_FROM: 'nobody', PUBLIC_URL: 'https://a.test' }),
    ).toThrow(/MAIL_FROM/);
  });

  it('never echoes the mail server’s URL, which may hold its password', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://mailer:s3cret@x' })).toThrow(ConfigError);
    try {
      loadConfig({ SMTP_URL: 'ftp://mailer:s3cret@x' });
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });

  it('reads the maintenance task’s interval and quiet time, 0 minutes turning it off', () => {
    expect(
      loadConfig({ MAINTENANCE_INTERVAL_MINUTES: '0', MAINTENANCE_QUIET_SECONDS: '5' }).maintenance,
    ).toEqual({ intervalMs: 0, quietMs: 5_000 });
    expect(() => loadConfig({ MAINTENANCE_INTERVAL_MINUTES: '-1' })).toThrow(
      /MAINTENANCE_INTERVAL_MINUTES/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
      CORS_ORIGIN: 'https://a.test, https://b.test',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: '5',
      LOGIN_RATE_LIMIT_PER_IP: '7',
      LOGIN_FAILURES_BEFORE_DELAY: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@localhost:5432/db',
      logLevel: 'warn',
      corsOrigins: ['https://a.test', 'https://b.test'],
      seedDemo: false,
      rateLimitMax: 5,
      loginRateLimitPerIp: 7,
      loginFailuresBeforeDelay: 3,
    });
  });

  it.each([
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.2, 10.1.0.0/16, ::1', ['10.0.0.2', '10.1.0.0/16', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', 'proxy.local', '10.0.0.0/40', '1.2.3'])(
    'refuses TRUST_PROXY=%s, saying what to write instead',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*(number of proxies|hop count)/,
      );
    },
  );

  it.each([
    // [DATABASE_URL, SEED_DEMO, seeds the demo organization]
    [undefined, undefined, true],
    [undefined, 'true', true],
    [undefined, 'false', false],
    [undefined, '0', false],
    [undefined, '', true],
    ['postgres://u@localhost:5432/db', undefined, false],
    ['postgres://u@localhost:5432/db', '', false],
    ['postgres://u@localhost:5432/db', 'false', false],
    ['postgres://u@localhost:5432/db', 'true', true],
    ['postgres://u@localhost:5432/db', 'yes', true],
  ])('with DATABASE_URL=%s and SEED_DEMO=%j seeds the demo: %s', (url, seed, expected) => {
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: seed }).seedDemo).toBe(expected);
  });

  it('refuses SEED_DEMO values other than a boolean', () => {
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: expected true or false/);
  });

  it('treats empty optional variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: ' ' })).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
    });
  });

  it('lists every invalid variable in one message', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        JWT_SECRET: 'short',
        DATABASE_URL: 'mysql://x',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid environment configuration:/);
      expect(message).toContain('PORT:');
      expect(message).toContain('"eighty"');
      expect(message).toContain('LOG_LEVEL:');
      expect(message).toContain('JWT_SECRET: must be at least 32 characters');
      expect(message).not.toContain('short');
      expect(message).not.toContain('mysql');
      expect(message).toContain('DATABASE_URL: expected a postgres:// or postgresql:// URL');
    }
  });
});
