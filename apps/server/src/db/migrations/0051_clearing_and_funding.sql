-- Clearing accounts, settlement postings and funding (decision 116). The company's own journal: postings that
-- belong to no loan (a collection moved from the bank to the provider's clearing account, a settlement's net,
-- fee and refunds, a funding of the disbursement account). Each row is one debit and one credit of the same
-- amount, so it balances by construction; it is append-only and nothing posts into a closed month.
CREATE TABLE "books_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "books_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_date" date NOT NULL,
	"kind" text NOT NULL,
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"memo" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_postings_kind_known" CHECK ("books_postings"."kind" in ('collection', 'uncollection', 'settlement', 'funding')),
	CONSTRAINT "books_postings_amount_positive" CHECK ("books_postings"."amount_cents" > 0),
	CONSTRAINT "books_postings_two_accounts" CHECK ("books_postings"."debit_account" <> "books_postings"."credit_account")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "books_postings_reference_uq" ON "books_postings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "books_postings_date_idx" ON "books_postings" USING btree ("business_date");--> statement-breakpoint
CREATE FUNCTION "books_postings_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'books_postings is append-only: % refused (a correction is a new posting)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "books_postings_no_update_delete" BEFORE UPDATE OR DELETE ON "books_postings" FOR EACH ROW EXECUTE FUNCTION "books_postings_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "books_postings_open_period" BEFORE INSERT ON "books_postings" FOR EACH ROW EXECUTE FUNCTION "journal_entry_open_period"();--> statement-breakpoint
CREATE TABLE "fundings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fundings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bank_reference" text NOT NULL,
	"funded_on" date NOT NULL,
	"note" text NOT NULL,
	"booked_by" text NOT NULL,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundings_source_known" CHECK ("fundings"."source" in ('capital', 'credit_line')),
	CONSTRAINT "fundings_amount_positive" CHECK ("fundings"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_reference_uq" ON "fundings" USING btree ("source","bank_reference");--> statement-breakpoint
-- Every settlement line once, by the provider's reference, its date and its status: a re-exported report
-- (another file hash) adds only the lines no earlier import carried.
CREATE TABLE "settlement_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" bigint NOT NULL REFERENCES "settlement_imports"("id"),
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"settled_on" date NOT NULL,
	"status" text NOT NULL,
	"payment_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	CONSTRAINT "settlement_lines_status_known" CHECK ("settlement_lines"."status" in ('settled', 'refunded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_ref_uq" ON "settlement_lines" USING btree ("provider","provider_ref","settled_on","status");--> statement-breakpoint
CREATE INDEX "settlement_lines_payment_idx" ON "settlement_lines" USING btree ("provider","payment_no");--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "repeated_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_exceptions" ADD COLUMN "settled_on" date;--> statement-breakpoint
ALTER TABLE "settlement_exceptions" DROP CONSTRAINT "settlement_exceptions_kind";--> statement-breakpoint
ALTER TABLE "settlement_exceptions" ADD CONSTRAINT "settlement_exceptions_kind" CHECK ("settlement_exceptions"."kind" in ('not_posted', 'not_settled', 'amount_differs', 'refunded', 'refund_unreceived'));--> statement-breakpoint
INSERT INTO "gl_accounts" ("code", "name", "kind", "control") VALUES
	('1020', 'Clearing - Dragonpay (owed by the provider)', 'asset', false),
	('1021', 'Clearing - sandbox provider (owed by the provider)', 'asset', false),
	('1040', 'Refunds made by payment providers', 'asset', false),
	('2300', 'Credit line payable', 'liability', false),
	('3100', 'Paid-in capital', 'equity', false),
	('5100', 'Payment provider fees', 'expense', false)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "gl_mappings" ("ledger_account", "gl_code") VALUES
	('clearing:dragonpay', '1020'),
	('clearing:sandbox', '1021'),
	('provider_refunds', '1040'),
	('funding:credit_line', '2300'),
	('funding:capital', '3100'),
	('provider_fees', '5100')
ON CONFLICT ("ledger_account") DO NOTHING;
--> statement-breakpoint
-- Existing balances: every provider collection still standing (its receipt not reversed) moves from the bank to
-- its provider's clearing account on the day it was posted, and every settlement already imported moves its
-- net to the bank, its fees to the fee account and its refunds to theirs. Inserted before the closed-period
-- trigger could matter: a row dated in a closed month lands on the first open day, as every posting does.
INSERT INTO "books_postings" ("business_date", "kind", "debit_account", "credit_account", "amount_cents", "reference", "memo", "actor")
SELECT
	(SELECT min(e."business_date") FROM "journal_entries" e WHERE e."reference" LIKE r."reference" || '#%'),
	'collection', 'clearing:' || p."provider", 'cash', p."amount_cents", 'collection:' || p."payment_no",
	'collection ' || p."payment_no" || ' held by ' || p."provider" || ' until settled (opening balance)', 'migration:0051'
FROM "payments" p
JOIN "receipts" r ON r."reference" = 'pay:' || p."payment_no" AND r."reversed_at" IS NULL
WHERE p."status" = 'completed' AND p."provider" IN ('dragonpay', 'sandbox')
	AND EXISTS (SELECT 1 FROM "journal_entries" e WHERE e."reference" LIKE r."reference" || '#%');
--> statement-breakpoint
INSERT INTO "books_postings" ("business_date", "kind", "debit_account", "credit_account", "amount_cents", "reference", "memo", "actor")
SELECT i."period_to", 'settlement', x.account, 'clearing:' || i."provider", x.cents, 'settlement:' || i."id" || ':' || x.leg,
	'settlement ' || i."file_name" || ' (opening balance)', 'migration:0051'
FROM "settlement_imports" i
CROSS JOIN LATERAL (VALUES
	('net', 'cash', i."net_cents"),
	('fee', 'provider_fees', i."fee_cents"),
	('refund', 'provider_refunds', i."settled_cents" - i."fee_cents" - i."net_cents")
) AS x(leg, account, cents)
WHERE x.cents > 0 AND i."provider" IN ('dragonpay', 'sandbox');
--> statement-breakpoint
-- Funding is maker-checked from the start (decisions 106 and 116): every amount needs a second finance person
-- until an admin changes the setting, itself maker-checked.
INSERT INTO "approval_settings" ("action", "enabled", "threshold_cents", "updated_by")
VALUES ('funding', true, NULL, 'migration:0051')
ON CONFLICT ("action") DO NOTHING;
