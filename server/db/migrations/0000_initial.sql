CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"publisher_id" integer,
	"session_id" text,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"label" text,
	"value" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"prod_id_alias" text NOT NULL,
	"product_name" text NOT NULL,
	"system_code" text NOT NULL,
	"email" text,
	"email_opt_in" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rec_reg_id" text,
	"secured" boolean DEFAULT false NOT NULL,
	"last_issue_number" integer,
	"expire_issue_number" integer,
	"active_subscriptions" integer DEFAULT 0 NOT NULL,
	"resin_customer_id" text,
	"resin_client_id" text,
	"undeliverable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_system_code" CHECK (system_code in ('SERV', 'SERVPF', 'EHUB', 'RESIN'))
);
--> statement-breakpoint
CREATE TABLE "footer_country_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"country" text NOT NULL,
	"lists" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_country_lists_country_iso" CHECK ("footer_country_lists"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "gift_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"donor_customer_id" integer NOT NULL,
	"recipient_customer_id" integer,
	"order_id" integer,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"gift_message" text,
	"redeemed" boolean DEFAULT false NOT NULL,
	"redeemed_at" timestamp with time zone,
	"resin_gift_redemption_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"publisher_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"given_name" text,
	"family_name" text,
	"locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"order_id" integer,
	"customer_id" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"due_date" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status" CHECK (status in ('unpaid', 'paid', 'void')),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."amount_due_cents" >= 0 and "invoices"."amount_paid_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"mag_code" text NOT NULL,
	"issue_number" integer NOT NULL,
	"cover_date" date NOT NULL,
	"title" text NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "issues_stock" CHECK ("issues"."stock_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status" CHECK (status in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"ship_to_account_number" text NOT NULL,
	"last_issue" integer,
	"product_desc" text NOT NULL,
	"item_value_cents" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"is_continuity" boolean DEFAULT false NOT NULL,
	"subscription_name" text,
	"recipient_name" text,
	"carrier" text,
	"tracking_number" text,
	"shipped_at" date,
	"direct_resume" boolean DEFAULT false NOT NULL,
	"item_status" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"account_number" text NOT NULL,
	"bill_to_account_number" text NOT NULL,
	"prod_id_alias" text NOT NULL,
	"product_name" text NOT NULL,
	"subscription_name" text NOT NULL,
	"system_code" text NOT NULL,
	"plan_code" text,
	"invoice_number" text,
	"order_status" text NOT NULL,
	"order_date" date NOT NULL,
	"package_transaction" text,
	"is_pf" boolean DEFAULT false NOT NULL,
	"is_continuity" boolean DEFAULT false NOT NULL,
	"is_suspendable" boolean DEFAULT false NOT NULL,
	"is_resumable" boolean DEFAULT false NOT NULL,
	"is_displayed_on_my_subs" boolean DEFAULT true NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"is_donor" boolean DEFAULT false NOT NULL,
	"is_recipient" boolean DEFAULT false NOT NULL,
	"is_digital" boolean DEFAULT false NOT NULL,
	"subscription_start" date,
	"subscription_end" date,
	"term_length" integer,
	"order_value_cents" integer DEFAULT 0 NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"recurring_charge" boolean DEFAULT false NOT NULL,
	"ship_frequency" text,
	"ship_quantity" integer,
	"plan_status" text,
	"suspended_at" date,
	"suspend_reason_code" text,
	"resume_date" date,
	"resume_issue" integer,
	"resumed_at" date,
	"resin_subscription_id" text,
	"resin_gift_redemption_id" text,
	"transferred_to" text,
	"cancel_reason_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_system_code" CHECK (system_code in ('SERV', 'SERVPF', 'EHUB', 'RESIN')),
	CONSTRAINT "orders_status" CHECK (order_status in ('canceled', 'cancelled', 'suspended', 'expired', 'expired-renew', 'pastdue', 'active', 'active-renew', 'renewing_soon', 'future', 'gift', 'suspended over credit limit', 'unpaid', 'on hold', 'awaiting payment', 'completed', 'partially canceled', 'partially returned', 'returned', 'transferred', 'payment method needs updated', 'undeliverable', 'enqueue', 'issued', 'revoked', 'redeemed'))
);
--> statement-breakpoint
CREATE TABLE "payment_method_accounts" (
	"payment_method_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_method_accounts_payment_method_id_customer_id_pk" PRIMARY KEY("payment_method_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"last_four" text NOT NULL,
	"card_profile_id" text,
	"resin_payment_instrument_id" text,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_token_unique" UNIQUE("token"),
	CONSTRAINT "payment_methods_last_four" CHECK ("payment_methods"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_expiry_month" CHECK ("payment_methods"."expiry_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"transaction_number" text NOT NULL,
	"invoice_id" integer,
	"customer_id" integer NOT NULL,
	"payment_method_id" integer,
	"amount_cents" integer NOT NULL,
	"payment_type" text NOT NULL,
	"auth_code" text,
	"idempotency_key" text,
	"request_hash" text,
	"response" jsonb,
	"state" text DEFAULT 'succeeded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_transaction_number_unique" UNIQUE("transaction_number"),
	CONSTRAINT "payments_state" CHECK (state in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"global_code" text NOT NULL,
	"mag_code" text NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_config" jsonb NOT NULL,
	"admin_config" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishers_global_code_unique" UNIQUE("global_code")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"amount_cents" integer NOT NULL,
	"refund_type" text NOT NULL,
	"resin_payment_instrument_id" text,
	"reason_code" text,
	"idempotency_key" text,
	"request_hash" text,
	"response" jsonb,
	"state" text DEFAULT 'succeeded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_state" CHECK (state in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "retention_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"event" text NOT NULL,
	"transaction_code" text NOT NULL,
	"offer_code" text NOT NULL,
	"offer_value_cents" integer NOT NULL,
	"term_issues" integer,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"customer_id" integer,
	"order_id" integer,
	"kind" text NOT NULL,
	"reason_code" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"publisher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"account_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"identity_sub" text,
	"channel" text,
	"created_ip" text
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_id" integer,
	"payment_id" integer,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_country_lists" ADD CONSTRAINT "footer_country_lists_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_links" ADD CONSTRAINT "gift_links_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_links" ADD CONSTRAINT "gift_links_donor_customer_id_customers_id_fk" FOREIGN KEY ("donor_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_links" ADD CONSTRAINT "gift_links_recipient_customer_id_customers_id_fk" FOREIGN KEY ("recipient_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_links" ADD CONSTRAINT "gift_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_sub_identity_users_id_fk" FOREIGN KEY ("sub") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_accounts" ADD CONSTRAINT "payment_method_accounts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_accounts" ADD CONSTRAINT "payment_method_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_created" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_publisher_account" ON "customers" USING btree ("publisher_id","account_number");--> statement-breakpoint
CREATE INDEX "customers_publisher_email" ON "customers" USING btree ("publisher_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customers_publisher_postal" ON "customers" USING btree ("publisher_id","postal_code");--> statement-breakpoint
CREATE INDEX "customers_publisher_name" ON "customers" USING btree ("publisher_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "footer_country_lists_publisher_country" ON "footer_country_lists" USING btree ("publisher_id","country");--> statement-breakpoint
CREATE INDEX "gift_links_donor" ON "gift_links" USING btree ("donor_customer_id");--> statement-breakpoint
CREATE INDEX "gift_links_recipient" ON "gift_links" USING btree ("recipient_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_links_sub_account" ON "identity_links" USING btree ("sub","publisher_id","account_number");--> statement-breakpoint
CREATE INDEX "identity_links_account" ON "identity_links" USING btree ("publisher_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_email" ON "identity_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_publisher_number" ON "invoices" USING btree ("publisher_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_customer" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_mag_issue" ON "issues" USING btree ("mag_code","issue_number");--> statement-breakpoint
CREATE INDEX "mail_outbox_status" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_line" ON "order_items" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE INDEX "order_items_ship_to" ON "order_items" USING btree ("ship_to_account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_publisher_order_number" ON "orders" USING btree ("publisher_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_publisher_account" ON "orders" USING btree ("publisher_id","account_number");--> statement-breakpoint
CREATE INDEX "orders_publisher_bill_to" ON "orders" USING btree ("publisher_id","bill_to_account_number");--> statement-breakpoint
CREATE INDEX "payment_method_accounts_customer" ON "payment_method_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_publisher_idempotency_key" ON "payments" USING btree ("publisher_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_customer" ON "payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publishers_single_default" ON "publishers" USING btree ("is_default") WHERE "publishers"."is_default";--> statement-breakpoint
CREATE INDEX "publishers_hosts_gin" ON "publishers" USING gin ("hosts");--> statement-breakpoint
CREATE INDEX "rate_limits_window" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_publisher_idempotency_key" ON "refunds" USING btree ("publisher_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_customer" ON "refunds" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_offers_publisher_code" ON "retention_offers" USING btree ("publisher_id","offer_code");--> statement-breakpoint
CREATE INDEX "retention_offers_lookup" ON "retention_offers" USING btree ("publisher_id","event","transaction_code");--> statement-breakpoint
CREATE INDEX "service_requests_customer" ON "service_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_identity" ON "sessions" USING btree ("identity_sub");--> statement-breakpoint
CREATE INDEX "store_credit_entries_customer" ON "store_credit_entries" USING btree ("customer_id");