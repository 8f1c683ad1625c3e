import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config apps/api/drizzle.config.ts` writes a new versioned
// migration from the schema; the server applies pending ones at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
