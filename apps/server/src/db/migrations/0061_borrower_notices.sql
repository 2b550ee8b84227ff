-- The SMS notices of a loan's way to the money (decision 129): approval, money sent, and the daily reminder to add
-- a payout account, each claimed once per loan (per business date for the reminder) before the SMS goes. The
-- borrower's language, as they last applied, chooses the notices' words.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE TABLE "borrower_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "borrower_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"business_date" date NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "borrower_notices_kind_known" CHECK ("borrower_notices"."kind" in ('approved', 'payout_sent', 'account_reminder')),
	CONSTRAINT "borrower_notices_status_known" CHECK ("borrower_notices"."status" in ('sending', 'sent', 'failed'))
);--> statement-breakpoint
ALTER TABLE "borrower_notices" ADD CONSTRAINT "borrower_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_notices" ADD CONSTRAINT "borrower_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "borrower_notices_once_uq" ON "borrower_notices" USING btree ("order_id","kind","event_key");
