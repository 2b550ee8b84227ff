CREATE TABLE "bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"card_type" integer NOT NULL,
	"channel_number" text NOT NULL,
	"institution" text NOT NULL,
	"fields" jsonb NOT NULL,
	"secrets_encrypted" text NOT NULL,
	"account_hash" text NOT NULL,
	"last4" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_form_items" ADD COLUMN "min_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_form_items" ADD COLUMN "max_length" integer DEFAULT 64 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_form_items" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_current_uq" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."is_current";--> statement-breakpoint
CREATE INDEX "bank_accounts_hash_idx" ON "bank_accounts" USING btree ("account_hash");