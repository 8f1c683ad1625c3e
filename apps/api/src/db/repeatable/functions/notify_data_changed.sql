-- Every committed change to a table is announced on the channel "data_changed". The embedded
-- server's caches (plugins/person-lookup.ts, plugins/read-cache.ts) listen there: PGlite
-- delivers the notification before the committing statement returns, so they are cleared
-- before the write is acknowledged. The trigger on each table comes with the migration that
-- adds the table (data-changed-triggers.test.ts fails otherwise).
CREATE OR REPLACE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', '');
  RETURN NULL;
END
$$;
