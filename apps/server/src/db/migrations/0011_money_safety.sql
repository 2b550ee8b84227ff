-- Value dating: the date the borrower paid, as the provider reports it (issue 13, defect 3).
ALTER TABLE "payments" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "sandbox_provider_txns" ADD COLUMN "paid_on" date;--> statement-breakpoint
-- One live collection per order and purpose (defect 10). Older duplicates are closed first, newest kept;
-- a payment still made to a closed one posts (claimCompleted accepts cancelled), so no money is lost.
UPDATE "payments" p SET "status" = 'cancelled', "message" = 'replaced by a newer collection'
WHERE p."status" = 'pending' AND p."method" in ('paycode', 'qr', 'redirect')
  AND EXISTS (SELECT 1 FROM "payments" q WHERE q."order_id" = p."order_id" AND q."purpose" = p."purpose"
              AND q."status" = 'pending' AND q."method" in ('paycode', 'qr', 'redirect') AND q."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_collection_uq" ON "payments" USING btree ("order_id","purpose") WHERE "payments"."status" = 'pending' and "payments"."method" in ('paycode', 'qr', 'redirect');--> statement-breakpoint
-- Refunds of borrower credit (defect 10): claimed once per order at a time, then paid out.
CREATE TABLE "credit_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"reason" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_refunds_status_known" CHECK ("credit_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "credit_refunds_amount_positive" CHECK ("credit_refunds"."amount_cents" > 0),
	CONSTRAINT "credit_refunds_succeeded_ref" CHECK ("credit_refunds"."status" <> 'succeeded' or "credit_refunds"."reference" is not null)
);
--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_refunds_pending_uq" ON "credit_refunds" USING btree ("order_id") WHERE "credit_refunds"."status" = 'pending';
