-- Every committed change to a table is announced on the channel "data_changed". The embedded
-- server's caches (plugins/person-lookup.ts, plugins/read-cache.ts) listen there: PGlite
-- delivers the notification before the committing statement returns, so they are cleared
-- before the write is acknowledged. A migration that adds a table adds this trigger to it
-- (data-changed-triggers.test.ts fails otherwise).
CREATE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"()',
      name
    );
  END LOOP;
END
$$;
