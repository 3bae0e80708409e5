-- Account view versions (issue 15): a gateway process answers the refetch of an account from the
-- copy it built while the versions of the accounts the session holds are the same
-- (server/services/account-view-cache.ts). A write moves the version of every customer whose lookup
-- answer shows the rows it changed, in the same commit:
--
--   customers               the customer, and the other side of each of its gift links (shown on the gift)
--   orders                  the holder, the customers its items ship to (a gift received), the customers invoiced for it
--   order_items             the order's holder and the customer the item ships to
--   gift_links              donor and recipient
--   payment_methods         the customers it pays for (payment_method_accounts)
--   payment_method_accounts the customer
--   invoices                the customer and the holder of the order invoiced
--   payments                the customer, the invoice's customer and the holder of the invoice's order
--   refunds                 the customer and the holder of the order refunded
--   store_credit_entries    the customer
--   service_requests        the customer and the holder of the order
--
-- A delete or a truncate of any of them, and any write to publishers (their configuration is in every
-- answer), moves the database's epoch instead, which every version includes: rare, and nothing has to
-- be found through rows that a cascade may already have removed.
--
-- A statement notes the customers it touched in account_view_changes (one row per transaction and
-- customer; customer 0 is the epoch). The deferred trigger of the transaction's first note runs at
-- commit: it gives each noted customer the next value of a sequence, in customer order, then the
-- epoch, so two committing transactions take those rows in the same order (no deadlock), after every
-- other lock of theirs; a version never returns to an earlier value. None of these tables is in
-- schema.ts: a seed reset truncates only the schema's tables.
CREATE SEQUENCE "account_view_version_seq";--> statement-breakpoint
CREATE TABLE "account_view_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "account_view_version" ("id", "version") VALUES (1, nextval('account_view_version_seq'));--> statement-breakpoint
CREATE TABLE "account_versions" ("customer_id" integer PRIMARY KEY, "version" bigint NOT NULL);--> statement-breakpoint
CREATE TABLE "account_view_changes" ("txid" bigint NOT NULL, "customer_id" integer NOT NULL, PRIMARY KEY ("txid", "customer_id"));--> statement-breakpoint
CREATE FUNCTION "account_view_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted integer[];
BEGIN
  WITH mine AS (DELETE FROM "account_view_changes" WHERE "txid" = NEW."txid" RETURNING "customer_id")
  SELECT array_agg("customer_id" ORDER BY "customer_id") INTO noted FROM mine;
  IF noted IS NULL THEN
    RETURN NULL; -- an earlier note of this transaction did the work
  END IF;
  INSERT INTO "account_versions" ("customer_id", "version")
    SELECT id, nextval('account_view_version_seq') FROM unnest(noted) AS id WHERE id <> 0 ORDER BY id
    ON CONFLICT ("customer_id") DO UPDATE SET "version" = excluded."version";
  IF 0 = ANY (noted) THEN
    UPDATE "account_view_version" SET "version" = nextval('account_view_version_seq') WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "account_view_commit" AFTER INSERT ON "account_view_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "account_view_commit"();--> statement-breakpoint
CREATE FUNCTION "account_view_epoch_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_view_changes" ("txid", "customer_id") VALUES (txid_current(), 0) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $do$
DECLARE
  watched text[][] := ARRAY[
    ['customers', 'SELECT r.id FROM changed_rows r
       UNION SELECT g.donor_customer_id FROM gift_links g JOIN changed_rows r ON g.recipient_customer_id = r.id
       UNION SELECT g.recipient_customer_id FROM gift_links g JOIN changed_rows r ON g.donor_customer_id = r.id'],
    ['orders', 'SELECT r.customer_id FROM changed_rows r
       UNION SELECT c.id FROM changed_rows r JOIN order_items i ON i.order_id = r.id
         JOIN customers c ON c.publisher_id = r.publisher_id AND c.account_number = i.ship_to_account_number
       UNION SELECT v.customer_id FROM changed_rows r JOIN invoices v ON v.order_id = r.id'],
    ['order_items', 'SELECT o.customer_id FROM changed_rows r JOIN orders o ON o.id = r.order_id
       UNION SELECT c.id FROM changed_rows r JOIN orders o ON o.id = r.order_id
         JOIN customers c ON c.publisher_id = o.publisher_id AND c.account_number = r.ship_to_account_number'],
    ['gift_links', 'SELECT r.donor_customer_id FROM changed_rows r UNION SELECT r.recipient_customer_id FROM changed_rows r'],
    ['payment_methods', 'SELECT a.customer_id FROM changed_rows r JOIN payment_method_accounts a ON a.payment_method_id = r.id'],
    ['payment_method_accounts', 'SELECT r.customer_id FROM changed_rows r'],
    ['invoices', 'SELECT r.customer_id FROM changed_rows r UNION SELECT o.customer_id FROM changed_rows r JOIN orders o ON o.id = r.order_id'],
    ['payments', 'SELECT r.customer_id FROM changed_rows r
       UNION SELECT v.customer_id FROM changed_rows r JOIN invoices v ON v.id = r.invoice_id
       UNION SELECT o.customer_id FROM changed_rows r JOIN invoices v ON v.id = r.invoice_id JOIN orders o ON o.id = v.order_id'],
    ['refunds', 'SELECT r.customer_id FROM changed_rows r UNION SELECT o.customer_id FROM changed_rows r JOIN orders o ON o.id = r.order_id'],
    ['store_credit_entries', 'SELECT r.customer_id FROM changed_rows r'],
    ['service_requests', 'SELECT r.customer_id FROM changed_rows r UNION SELECT o.customer_id FROM changed_rows r JOIN orders o ON o.id = r.order_id']
  ];
  entry text[];
BEGIN
  FOREACH entry SLICE 1 IN ARRAY watched LOOP
    EXECUTE format($f$
      CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        INSERT INTO account_view_changes (txid, customer_id)
          SELECT txid_current(), affected.id FROM (%s) AS affected(id) WHERE affected.id IS NOT NULL
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $body$$f$, entry[1] || '_account_view_changed', entry[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      entry[1] || '_account_view_insert', entry[1], entry[1] || '_account_view_changed');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      entry[1] || '_account_view_update_old', entry[1], entry[1] || '_account_view_changed');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      entry[1] || '_account_view_update_new', entry[1], entry[1] || '_account_view_changed');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "account_view_epoch_changed"()',
      entry[1] || '_account_view_delete', entry[1]);
  END LOOP;
END $do$;--> statement-breakpoint
CREATE TRIGGER "publishers_account_view" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publishers"
  FOR EACH STATEMENT EXECUTE FUNCTION "account_view_epoch_changed"();
