import pg from 'pg';

/**
 * The PostgreSQL database this test worker owns, or undefined without `DATABASE_URL`.
 *
 * Test files empty the database they open, so two files running at once on one database
 * would wipe each other's rows. Each vitest worker gets its own database instead
 * (`<name>_w<pool id>`, created on first use), so the PostgreSQL pass runs files in parallel
 * like the PGlite pass does.
 */
export async function testDatabaseUrl(): Promise<string | undefined> {
  const base = process.env['DATABASE_URL'] || undefined;
  if (!base) return undefined;
  const url = new URL(base);
  const name = `${url.pathname.replace(/^\//, '') || 'postgres'}_w${process.env['VITEST_POOL_ID'] ?? '1'}`;
  if (!created.has(name)) {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    created.add(name);
  }
  url.pathname = `/${name}`;
  return url.toString();
}

const created = new Set<string>();
