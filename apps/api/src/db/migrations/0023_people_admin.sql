-- People administration (docs/decisions/0049): a version per person, so an admin's or
-- manager's stale edit of someone's access, team, sales role or status is refused with 409.
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
