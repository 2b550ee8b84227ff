-- Payout cases (decision 104): a payout the provider paid for an attempt recorded as failed. The money
-- that left is booked (the loan's disbursement, or an overpayment the borrower owes), and the case stays
-- open, blocking another payout of the order, until finance resolves it.
CREATE TABLE "payout_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"resolution" text DEFAULT '' NOT NULL,
	CONSTRAINT "payout_cases_kind_known" CHECK ("payout_cases"."kind" in ('late_success', 'paid_twice')),
	CONSTRAINT "payout_cases_amount_positive" CHECK ("payout_cases"."amount_cents" > 0),
	CONSTRAINT "payout_cases_resolved_whole" CHECK (("payout_cases"."resolved_at" is null) = ("payout_cases"."resolved_by" is null))
);
--> statement-breakpoint
ALTER TABLE "payout_cases" ADD CONSTRAINT "payout_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_cases_attempt_uq" ON "payout_cases" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE INDEX "payout_cases_open_idx" ON "payout_cases" USING btree ("order_id") WHERE "payout_cases"."resolved_at" is null;--> statement-breakpoint
-- The overpayment: a second payment of a booked loan, owed back by the borrower (an asset until recovered).
INSERT INTO "gl_accounts" ("code", "name", "kind", "control") VALUES
	('1240', 'Overpaid payouts receivable', 'asset', false);--> statement-breakpoint
INSERT INTO "gl_mappings" ("ledger_account", "gl_code") VALUES
	('overpayment', '1240');
