-- Any change to "users" (who may act, as what, on which team) is announced on the channel
-- "users_changed" when its transaction commits. The embedded server's principal cache listens
-- there: PGlite delivers the notification before the committing statement returns, so the
-- cache is cleared before the write is acknowledged (see plugins/principal-cache.ts).
CREATE FUNCTION "notify_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_users_changed"();--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_users_changed"();
