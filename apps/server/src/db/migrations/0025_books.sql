-- The lender's books (issue 19, decisions 064 and 065): the chart of accounts, the mapping from ledger
-- accounts to it, and closed periods that no posting may enter.
CREATE TABLE "gl_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"control" boolean DEFAULT false NOT NULL,
	CONSTRAINT "gl_accounts_kind_known" CHECK ("gl_accounts"."kind" in ('asset', 'liability', 'equity', 'income', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "gl_mappings" (
	"ledger_account" text PRIMARY KEY NOT NULL,
	"gl_code" text NOT NULL REFERENCES "gl_accounts"("code"),
	"updated_by" text DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "gl_accounts" ("code", "name", "kind", "control") VALUES
	('1010', 'Cash in bank - collections and payouts', 'asset', false),
	('1200', 'Loans receivable - principal', 'asset', true),
	('1210', 'Interest receivable', 'asset', true),
	('1220', 'Service fees receivable', 'asset', true),
	('1230', 'Penalties and charges receivable', 'asset', true),
	('1290', 'Loans written off - recoverable', 'asset', false),
	('2100', 'Unearned interest income', 'liability', false),
	('2110', 'Unearned service fee income', 'liability', false),
	('2200', 'Borrower credit balances', 'liability', false),
	('4100', 'Interest income', 'income', false),
	('4110', 'Overdue interest income', 'income', false),
	('4200', 'Service fee income', 'income', false),
	('4300', 'Penalty income', 'income', false),
	('4400', 'Legal and enforcement charges', 'income', false);
--> statement-breakpoint
INSERT INTO "gl_mappings" ("ledger_account", "gl_code") VALUES
	('cash', '1010'),
	('receivable:principal', '1200'),
	('receivable:interest', '1210'),
	('receivable:overdue_interest', '1210'),
	('receivable:fee', '1220'),
	('receivable:penalty', '1230'),
	('receivable:legal', '1230'),
	('receivable:enforcement', '1230'),
	('unearned:interest', '2100'),
	('unearned:fee', '2110'),
	('borrower_credit', '2200'),
	('income:interest', '4100'),
	('income_deferred:interest', '4100'),
	('income_earned:interest', '4100'),
	('rebate:interest', '4100'),
	('income:overdue_interest', '4110'),
	('rebate:overdue_interest', '4110'),
	('income:fee', '4200'),
	('income_deferred:fee', '4200'),
	('income_earned:fee', '4200'),
	('rebate:fee', '4200'),
	('income:penalty', '4300'),
	('rebate:penalty', '4300'),
	('income:legal', '4400'),
	('rebate:legal', '4400'),
	('income:enforcement', '4400'),
	('rebate:enforcement', '4400');
--> statement-breakpoint
CREATE TABLE "ledger_periods" (
	"month" date PRIMARY KEY NOT NULL,
	"closed_through" date NOT NULL,
	"closed_by" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_periods_month_start" CHECK (extract(day from "ledger_periods"."month") = 1),
	CONSTRAINT "ledger_periods_month_end" CHECK ("ledger_periods"."closed_through" = ("ledger_periods"."month" + interval '1 month' - interval '1 day')::date)
);
--> statement-breakpoint
-- A closed period is closed for good: its row is never changed or removed.
CREATE FUNCTION "ledger_periods_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_periods is append-only: % refused (a closed month stays closed)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_periods_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_periods" FOR EACH ROW EXECUTE FUNCTION "ledger_periods_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_periods_no_truncate" BEFORE TRUNCATE ON "ledger_periods" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_periods_refuse_change"();--> statement-breakpoint
-- Nothing posts into a closed month, whichever path posts: an entry dated in one is posted on the
-- first open day instead, its memo naming the date it was for (a correction in the open period).
CREATE FUNCTION "journal_entry_open_period"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  through date;
BEGIN
  SELECT max("closed_through") INTO through FROM "ledger_periods";
  IF through IS NOT NULL AND NEW."business_date" <= through THEN
    NEW."memo" := concat_ws(' ', NEW."memo", '[correction for ' || NEW."business_date"::text || ', a closed period]');
    NEW."business_date" := through + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_open_period" BEFORE INSERT ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_entry_open_period"();
