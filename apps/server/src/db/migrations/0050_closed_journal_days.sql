-- Journals that never change once a business day is closed (decision 115). An entry keeps its business
-- date (the value date the loan counts it from); when that day's journal is already closed, the entry is
-- posted on the first open day instead: posted_on says so (null: posted on its business date, which is
-- every on-time entry, so they pay nothing for this). The daily journal, the trial balance and the
-- sub-ledger read the posting date, coalesce(posted_on, business_date).
ALTER TABLE "journal_entries" ADD COLUMN "posted_on" date;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_posted_after_value" CHECK ("posted_on" IS NULL OR "posted_on" > "business_date");--> statement-breakpoint
-- The journal, the trial balance and the sub-ledger of a date find its entries by the posting date.
CREATE INDEX "journal_entries_posted_idx" ON "journal_entries" USING btree ((coalesce("posted_on", "business_date")));--> statement-breakpoint
--
-- A closed day's journal as it was exported: the file's exact bytes and their SHA-256, kept for good.
CREATE TABLE "journal_days" (
	"business_date" date PRIMARY KEY NOT NULL,
	"lines" integer NOT NULL,
	"csv" text NOT NULL,
	"csv_sha256" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "journal_days_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'journal_days is append-only: % refused (a closed day''s journal never changes)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_days_no_update_delete" BEFORE UPDATE OR DELETE ON "journal_days" FOR EACH ROW EXECUTE FUNCTION "journal_days_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "journal_days_no_truncate" BEFORE TRUNCATE ON "journal_days" FOR EACH STATEMENT EXECUTE FUNCTION "journal_days_refuse_change"();--> statement-breakpoint
--
-- An entry dated on or before the last closed day is posted on the day after it. It runs after the
-- month guard (0025, journal_entries_open_period: triggers fire in name order), which may already have
-- moved the business date out of a closed month.
CREATE FUNCTION "journal_entry_posted_on"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	through date;
BEGIN
	SELECT max("business_date") INTO through FROM "journal_days";
	IF through IS NOT NULL AND NEW."business_date" <= through THEN
		NEW."posted_on" := through + 1;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
--
-- As for closed months (0037): the row trigger fires only for a late entry, its WHEN holding the last
-- closed day as a constant, rewritten by the owner whenever a day closes. Rewriting it locks
-- journal_entries against inserts until the closing transaction commits; the close takes that lock
-- first (journal_days_lock), before it reads the day, so no posting slips into a day being closed.
CREATE FUNCTION "journal_entries_posted_on_sync"() RETURNS void LANGUAGE plpgsql SECURITY DEFINER
	SET search_path = public, pg_temp AS $$
DECLARE
	through date;
BEGIN
	SELECT max("business_date") INTO through FROM "journal_days";
	EXECUTE format(
		'CREATE OR REPLACE TRIGGER "journal_entries_posted_on" BEFORE INSERT ON "journal_entries" FOR EACH ROW '
		|| 'WHEN (NEW."business_date" <= %L::date) EXECUTE FUNCTION "journal_entry_posted_on"()',
		coalesce(through, '-infinity'::date));
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "journal_entries_posted_on_sync"() FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION "journal_days_lock"() RETURNS void LANGUAGE plpgsql SECURITY DEFINER
	SET search_path = public, pg_temp AS $$
BEGIN
	LOCK TABLE "journal_entries" IN SHARE ROW EXCLUSIVE MODE;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "journal_days_closed"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
	SET search_path = public, pg_temp AS $$
BEGIN
	PERFORM "journal_entries_posted_on_sync"();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_days_closed" AFTER INSERT ON "journal_days" FOR EACH STATEMENT EXECUTE FUNCTION "journal_days_closed"();--> statement-breakpoint
SELECT "journal_entries_posted_on_sync"();
