CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_links" DROP CONSTRAINT "identity_links_sub_identity_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_sub_identity_users_id_fk" FOREIGN KEY ("sub") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_sub" ON "password_reset_tokens" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires" ON "password_reset_tokens" USING btree ("expires_at");