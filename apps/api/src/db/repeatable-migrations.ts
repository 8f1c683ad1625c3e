import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Beside main.js in the bundle, as the versioned migrations are (apps/api/build.mjs). */
export const repeatableFolder = fileURLToPath(new URL('./repeatable', import.meta.url));

/**
 * Functions first: a trigger names its function. Inside a kind, by file name; the bodies are
 * PL/pgSQL or `format()` calls, which resolve what they call only when they run.
 */
const kinds = ['functions', 'triggers'] as const;

// In drizzle's own schema, beside its journal: not an application table, so drizzle-kit's
// schema diff and the data_changed rule for public tables leave it alone.
const applied = pgSchema('drizzle').table('repeatable_migrations', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

// Any fixed number: two instances starting at once take turns instead of racing to replace.
const lockKey = 2_028_005;

export type RepeatableMigration = { name: string; checksum: string; statements: string[] };

/** The files of `folder` in the order they apply, with their checksums. */
export async function readRepeatableMigrations(
  folder = repeatableFolder,
): Promise<RepeatableMigration[]> {
  const migrations: RepeatableMigration[] = [];
  for (const kind of kinds) {
    const files = (await readdir(path.join(folder, kind))).filter((f) => f.endsWith('.sql'));
    for (const file of files.sort()) {
      const source = await readFile(path.join(folder, kind, file), 'utf8');
      migrations.push({
        name: `${kind}/${file}`,
        checksum: createHash('sha256').update(source).digest('hex'),
        // drizzle's marker, as in the versioned migrations: prepared statements take one each.
        statements: source.split('--> statement-breakpoint').filter((s) => s.trim() !== ''),
      });
    }
  }
  return migrations;
}

/** Either engine's drizzle instance, whatever schema it was given. */
export type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * Flyway's repeatable migrations, which drizzle lacks: after the versioned migrations, every
 * file of `folder` whose checksum differs from the one last applied (or that never ran) is run
 * again, in the order of {@link readRepeatableMigrations}, all in one transaction. The files
 * hold the current SQL functions and triggers (`CREATE OR REPLACE`), so a function is defined in
 * one place however often it changes. Resolves to the names it applied.
 */
export async function applyRepeatableMigrations(
  db: AnyDb,
  folder = repeatableFolder,
): Promise<string[]> {
  const migrations = await readRepeatableMigrations(folder);
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "drizzle"."repeatable_migrations" (
    "name" text PRIMARY KEY,
    "checksum" text NOT NULL,
    "applied_at" timestamp with time zone NOT NULL DEFAULT now()
  )`);
  const pending = async (reader: Pick<AnyDb, 'select'>) => {
    const known = new Map(
      (await reader.select().from(applied)).map((row) => [row.name, row.checksum]),
    );
    return migrations.filter((m) => known.get(m.name) !== m.checksum);
  };
  // Most starts (and every test file) change nothing: decided without a transaction or lock.
  if ((await pending(db)).length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey})`);
    const changed = await pending(tx);
    for (const migration of changed) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx
        .insert(applied)
        .values({ name: migration.name, checksum: migration.checksum })
        .onConflictDoUpdate({
          target: applied.name,
          set: { checksum: migration.checksum, appliedAt: sql`now()` },
        });
    }
    return changed.map((m) => m.name);
  });
}
