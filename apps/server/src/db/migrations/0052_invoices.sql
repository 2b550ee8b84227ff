-- Invoices instead of official receipts (decision 117; RA 11976, RR 7-2024): a document issued from the
-- switch date on is an invoice with its own serial per lender, taken from a counter row updated in the
-- payment's transaction (never a sequence, which can leave gaps). Its fields are frozen at issue as the
-- structured invoice, and its electronic transmission waits in the row (an outbox) for the sender job.
-- Earlier rows stay official receipts and render as they did.
CREATE TABLE "invoice_counters" (
	"merchant_id" integer PRIMARY KEY NOT NULL REFERENCES "merchants"("id"),
	"last_no" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "document_kind" text DEFAULT 'official_receipt' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "invoice_no" bigint;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "transmission_status" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "transmission_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "transmission_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "transmission_reference" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "transmission_error" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_document_kind" CHECK ("receipts"."document_kind" in ('official_receipt', 'invoice'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_invoice_fields" CHECK (("receipts"."document_kind" = 'invoice') = ("receipts"."invoice_no" is not null and "receipts"."invoice" is not null and "receipts"."transmission_status" is not null));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_transmission_status" CHECK ("receipts"."transmission_status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_invoice_no_uq" ON "receipts" USING btree ("merchant_id","invoice_no");--> statement-breakpoint
CREATE INDEX "receipts_transmission_due_idx" ON "receipts" USING btree ("transmission_next_at") WHERE "receipts"."transmission_status" = 'pending';
