-- The account view's version (issue 15): one number that changes when any row the §3 lookup
-- answer is built from commits (customers, their orders and items, gifts, wallet, invoices,
-- payments, refunds, store credit, service requests, the publisher's configuration). A gateway
-- process keeps the answers it built with the version it read before building them, and answers
-- a refetch from that copy while the version is the same (server/services/account-view-cache.ts).
--
-- A statement on a watched table notes its transaction in account_view_changes (at most one row
-- per transaction); that row's deferred trigger moves the version to the next value of a sequence
-- when the transaction commits. So the version changes in the same commit as the data, takes its
-- row lock last (no lock-order deadlock with the writer's own rows), and never returns to an
-- earlier value. Neither table is in schema.ts: a seed reset truncates only the schema's tables.
CREATE SEQUENCE "account_view_version_seq";--> statement-breakpoint
CREATE TABLE "account_view_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "account_view_version" ("id", "version") VALUES (1, nextval('account_view_version_seq'));--> statement-breakpoint
CREATE TABLE "account_view_changes" ("txid" bigint PRIMARY KEY);--> statement-breakpoint
CREATE FUNCTION "account_view_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_view_changes" ("txid") VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "account_view_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_view_version" ("id", "version") VALUES (1, nextval('account_view_version_seq'))
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  DELETE FROM "account_view_changes" WHERE "txid" = NEW."txid";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "account_view_commit" AFTER INSERT ON "account_view_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "account_view_commit"();--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['publishers', 'customers', 'orders', 'order_items', 'gift_links', 'payment_methods',
    'payment_method_accounts', 'invoices', 'payments', 'refunds', 'store_credit_entries', 'service_requests']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "account_view_changed"()',
      watched || '_account_view', watched);
  END LOOP;
END $$;
