-- Account view versions (0007), the commit step once per transaction (issue 15). 0007's deferred trigger was a row
-- trigger on account_view_changes: a transaction that touched N accounts ran it N times at commit, and each time after
-- the first deleted again by txid over the N index entries the first had deleted; a batch of 100,000 customers did not
-- commit in five minutes. Now each noting statement also notes its transaction once in account_view_commits, whose one
-- row runs the step; the step removes that row, so writes after it (SET CONSTRAINTS ... IMMEDIATE) note it again.
CREATE TABLE "account_view_commits" ("txid" bigint PRIMARY KEY);--> statement-breakpoint
DROP TRIGGER "account_view_commit" ON "account_view_changes";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_view_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted integer[];
BEGIN
  DELETE FROM "account_view_commits" WHERE "txid" = NEW."txid";
  WITH mine AS (DELETE FROM "account_view_changes" WHERE "txid" = NEW."txid" RETURNING "customer_id")
  SELECT array_agg("customer_id" ORDER BY "customer_id") INTO noted FROM mine;
  IF noted IS NULL THEN
    RETURN NULL; -- the statements noted no account
  END IF;
  INSERT INTO "account_versions" ("customer_id", "version")
    SELECT id, nextval('account_view_version_seq') FROM unnest(noted) AS id WHERE id <> 0 ORDER BY id
    ON CONFLICT ("customer_id") DO UPDATE SET "version" = excluded."version";
  IF 0 = ANY (noted) THEN
    UPDATE "account_view_version" SET "version" = nextval('account_view_version_seq') WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "account_view_commit" AFTER INSERT ON "account_view_commits"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "account_view_commit"();--> statement-breakpoint
CREATE FUNCTION "account_view_noted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_view_commits" ("txid") VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "account_view_noted" AFTER INSERT ON "account_view_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "account_view_noted"();
