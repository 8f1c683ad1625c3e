-- Every committed change to a table is announced on the channel "data_changed". The embedded
-- server's caches (plugins/person-lookup.ts, plugins/read-cache.ts) listen there: PGlite
-- delivers the notification before the committing statement returns, so they are cleared
-- before the write is acknowledged (on PostgreSQL, db/postgres-changes.ts).
--
-- The payload says what the statement may have changed, so a cache drops only what depends on
-- it (docs/decisions/0069-scoped-read-invalidation.md): `<table> <organization ids>`, the ids
-- comma-separated, or `<table> *` when it may concern any organization (a table without an
-- `organization_id`, a TRUNCATE, a row without one, too many to list). The per-row triggers
-- (triggers/data_changed.sql) pass the transition tables; a statement that changed no row says
-- nothing. A `data_changed` trigger without them (a table a later migration adds) announces
-- `<table> *`.
CREATE OR REPLACE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  organizations text;
BEGIN
  IF TG_NARGS = 0 OR TG_OP = 'TRUNCATE' THEN
    organizations := '*';
  ELSE
    -- A row whose organization is null counts as any organization.
    EXECUTE format(
      'SELECT string_agg(DISTINCT coalesce(%1$I::text, ''*''), '','') FROM (%2$s) changed',
      TG_ARGV[0],
      CASE TG_OP
        WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', TG_ARGV[0])
        WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', TG_ARGV[0])
        ELSE format('SELECT %1$I FROM old_rows UNION ALL SELECT %1$I FROM new_rows', TG_ARGV[0])
      END
    ) INTO organizations;
    IF organizations IS NULL THEN
      RETURN NULL;
    END IF;
    -- A notification's payload stops at 8,000 bytes.
    IF length(organizations) > 4000 OR organizations LIKE '%*%' THEN
      organizations := '*';
    END IF;
  END IF;
  PERFORM pg_notify('data_changed', TG_TABLE_NAME || ' ' || organizations);
  RETURN NULL;
END
$fn$;
