/**
 * Test files that do exactly the same on PGlite and on PostgreSQL, each with the reason: none
 * opens the database a run is given (DATABASE_URL). The PostgreSQL pass (`.ci/postgres-pass`)
 * leaves them out, as running them a second time would test nothing new; `npm test` runs them
 * (docs/development.md, "How long CI takes"). engine-free-files.test.ts checks that none of
 * them calls the helpers that pick the engine.
 */
export const engineFreeFiles: Readonly<Record<string, string>> = {
  'src/modules/statements/close-crash.test.ts':
    'always an embedded data directory of its own: killing its PGlite mid-close is the point',
  'src/operations/postgres-restart.test.ts':
    'starts a PostgreSQL cluster of its own, on either pass, to restart it under load',
  'src/db/pglite-settings.test.ts': 'the embedded engine’s own settings',
  'src/db/schema-migrations.test.ts': 'reads the migration files and drizzle-kit’s output',
  'src/modules/imports/spreadsheet/read-spreadsheet.test.ts': 'reads files in memory',
  'src/operations/backup/backup-archive.test.ts': 'encodes and decodes archives in memory',
  'src/security/password.isolated.test.ts': 'hashes passwords',
  'src/modules/statements/export/statement-pdf.test.ts': 'writes a PDF from a fixture',
  'src/modules/statements/export/statement-pdf-renderers.test.ts':
    'writes PDFs from a fixture in worker threads',
};
