import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/build-test-app.ts';
import { testDatabaseUrl } from '../testing/test-database-url.ts';
import { migrateDatabase, migrationsFolder, openDatabase, type Database } from './client.ts';
import { applyRepeatableMigrations, repeatableFolder } from './repeatable-migrations.ts';

let scratch: string;
const scratchDatabases: string[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'repeatable-migrations-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  const base = await testDatabaseUrl();
  if (base) await withServer(base, (client) => dropAll(client));
});

/** The last migration of the time when functions were still redefined by versioned ones. */
const lastFunctionMigration = '0016_share_customer_details';

describe('repeatable migrations', () => {
  it(
    'leave a fresh database and one upgraded from 0012 identical: functions, triggers, schema',
    { timeout: 180_000 },
    async () => {
      const fresh = await emptyDatabase('fresh');
      const upgraded = await emptyDatabase('upgraded');
      try {
        await migrateDatabase(fresh);
        // As the code before repeatable migrations left a database at 0012: the definitions
        // of 0008 to 0012, no repeatable journal. Then brought forward by today's code.
        await migrateDatabase(upgraded, await migrationsUpTo('0012_person_rollups'), await none());
        const before = await catalogOf(upgraded);
        expect(before.journal).toEqual([]);
        await migrateDatabase(upgraded);
        const [freshCatalog, upgradedCatalog] = [await catalogOf(fresh), await catalogOf(upgraded)];
        expect(upgradedCatalog).toEqual(freshCatalog);
        expect(freshCatalog.functions.length).toBeGreaterThan(10);
        expect(freshCatalog.triggers.length).toBeGreaterThan(40);
        // The upgrade did replace 0012's definitions (0015 and the files changed them).
        expect(before.functions).not.toEqual(freshCatalog.functions);
      } finally {
        await fresh.close();
        await upgraded.close();
      }
    },
  );

  it('apply a file again only when its checksum changes, and all or nothing', async () => {
    const database = await openTestDatabase();
    const folder = path.join(scratch, 'edited');
    await cp(repeatableFolder, folder, { recursive: true });
    const apply = () => applyRepeatableMigrations(database.db, folder);
    const sourceOf = async (name: string) =>
      (
        await database.query<{ src: string }>(
          "SELECT prosrc AS src FROM pg_proc WHERE proname = $1 AND pronamespace = 'public'::regnamespace",
          [name],
        )
      )[0]?.src;
    try {
      expect(await apply()).toEqual([]);

      await edit(folder, 'functions/live_rollup_source.sql', ' END\n$fn$', ' END -- edited\n$fn$');
      expect(await apply()).toEqual(['functions/live_rollup_source.sql']);
      expect(await sourceOf('live_rollup_source')).toContain('-- edited');
      expect(await apply()).toEqual([]);

      await edit(folder, 'functions/roll_up_people.sql', 'RETURN NULL;', 'RETURN NULL; -- edited');
      const broken = '$$;\n--> statement-breakpoint\nSELECT no_such_function();\n';
      await edit(folder, 'triggers/person_rollups.sql', '$$;\n', broken);
      await expect(apply()).rejects.toThrow(/no_such_function/);
      // Rolled back: the function is as it was and both files are still pending.
      expect(await sourceOf('roll_up_people')).not.toContain('-- edited');
      await edit(folder, 'triggers/person_rollups.sql', broken, '$$;\n-- fixed\n');
      expect(await apply()).toEqual([
        'functions/roll_up_people.sql',
        'triggers/person_rollups.sql',
      ]);

      // Back to the real files: the two edited functions are replaced again.
      expect(await applyRepeatableMigrations(database.db)).toEqual([
        'functions/live_rollup_source.sql',
        'functions/roll_up_people.sql',
        'triggers/person_rollups.sql',
      ]);
      expect(await sourceOf('live_rollup_source')).not.toContain('-- edited');
    } finally {
      await database.close();
    }
  });

  it('hold every function, and no later versioned migration defines one', async () => {
    const database = await openTestDatabase();
    try {
      const functions = await database.query<{ name: string }>(
        `SELECT p.proname AS name FROM pg_proc p
         WHERE p.pronamespace = 'public'::regnamespace ORDER BY 1`,
      );
      const files = (await readdir(path.join(repeatableFolder, 'functions'))).sort();
      expect(files).toEqual(functions.map((f) => `${f.name}.sql`));
    } finally {
      await database.close();
    }
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const tags = journal.entries.map((e) => e.tag);
    expect(tags).toContain(lastFunctionMigration);
    for (const tag of tags.slice(tags.indexOf(lastFunctionMigration) + 1)) {
      const source = await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
      expect(source, `${tag} defines a function: put it in db/repeatable/`).not.toMatch(
        /CREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|TRIGGER\s+"(metric|person)_rollups)/i,
      );
    }
  });
});

/** What must agree between two databases: the public schema and the repeatable journal. */
async function catalogOf(database: Database) {
  const q = <T>(text: string) => database.query<T>(text);
  return {
    functions: await q<{ name: string; definition: string }>(
      `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition FROM pg_proc p
       WHERE p.pronamespace = 'public'::regnamespace ORDER BY 1, 2`,
    ),
    triggers: await q<{ table: string; name: string; definition: string }>(
      `SELECT c.relname AS table, t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal ORDER BY 1, 2`,
    ),
    columns: await q<Record<string, unknown>>(
      `SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 3`,
    ),
    constraints: await q<Record<string, unknown>>(
      `SELECT c.conrelid::regclass::text AS table, c.conname AS name,
         pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c WHERE c.connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    ),
    indexes: await q<Record<string, unknown>>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1",
    ),
    journal: await q<Record<string, unknown>>(
      'SELECT name, checksum FROM drizzle.repeatable_migrations ORDER BY 1',
    ),
  };
}

/** A copy of the versioned migrations whose journal ends at `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = path.join(scratch, `migrations-${lastTag}`);
  await cp(migrationsFolder, folder, { recursive: true });
  const file = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(file, JSON.stringify(journal));
  return folder;
}

/** A repeatable folder with no files. */
async function none(): Promise<string> {
  const folder = path.join(scratch, 'none');
  await mkdir(path.join(folder, 'functions'), { recursive: true });
  await mkdir(path.join(folder, 'triggers'), { recursive: true });
  return folder;
}

async function edit(folder: string, file: string, from: string, to: string): Promise<void> {
  const target = path.join(folder, file);
  const source = await readFile(target, 'utf8');
  expect(source).toContain(from);
  await writeFile(
    target,
    source.replace(from, () => to),
  );
}

/** A database with nothing in it: in-memory PGlite, or a new database on the test server. */
async function emptyDatabase(suffix: string): Promise<Database> {
  const base = await testDatabaseUrl();
  if (!base) return openDatabase({ dataDir: 'memory://' });
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  await withServer(base, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  scratchDatabases.push(name);
  url.pathname = `/${name}`;
  return openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
}

async function dropAll(client: pg.Client): Promise<void> {
  for (const name of scratchDatabases) await client.query(`DROP DATABASE IF EXISTS "${name}"`);
}

async function withServer(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
