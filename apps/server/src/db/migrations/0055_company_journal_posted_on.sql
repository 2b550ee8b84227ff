-- The company's journal in the closed days' journals (decisions 115 and 116). A books posting dated on or
-- before the last closed day is posted on the first open day, as a journal entry is: posted_on says so (null:
-- posted on its business date). The daily journal, the trial balance and the day's movements read the posting
-- date, coalesce(posted_on, business_date), for both journals, so a closed day's balances never change.
ALTER TABLE "books_postings" ADD COLUMN "posted_on" date;--> statement-breakpoint
ALTER TABLE "books_postings" ADD CONSTRAINT "books_postings_posted_after_value" CHECK ("posted_on" IS NULL OR "posted_on" > "business_date");--> statement-breakpoint
CREATE INDEX "books_postings_posted_idx" ON "books_postings" USING btree ((coalesce("posted_on", "business_date")));--> statement-breakpoint
--
-- Postings already dated on or before a closed day are not in that day's kept journal (it was rendered from
-- the loans' journal alone): they are posted on the first open day, where the journal now carries them. The
-- append-only guard is set aside for this one statement, inside the migration's transaction.
ALTER TABLE "books_postings" DISABLE TRIGGER "books_postings_no_update_delete";--> statement-breakpoint
UPDATE "books_postings" SET "posted_on" = (SELECT max("business_date") + 1 FROM "journal_days")
WHERE "business_date" <= (SELECT max("business_date") FROM "journal_days");--> statement-breakpoint
ALTER TABLE "books_postings" ENABLE TRIGGER "books_postings_no_update_delete";--> statement-breakpoint
--
-- The posting-date trigger of both journals, rewritten together whenever a day closes (0050). Trigger names
-- fire in order: books_postings_open_period (the month guard) runs before books_postings_posted_on.
CREATE OR REPLACE FUNCTION "journal_entries_posted_on_sync"() RETURNS void LANGUAGE plpgsql SECURITY DEFINER
	SET search_path = public, pg_temp AS $$
DECLARE
	through date;
BEGIN
	SELECT max("business_date") INTO through FROM "journal_days";
	EXECUTE format(
		'CREATE OR REPLACE TRIGGER "journal_entries_posted_on" BEFORE INSERT ON "journal_entries" FOR EACH ROW '
		|| 'WHEN (NEW."business_date" <= %L::date) EXECUTE FUNCTION "journal_entry_posted_on"()',
		coalesce(through, '-infinity'::date));
	EXECUTE format(
		'CREATE OR REPLACE TRIGGER "books_postings_posted_on" BEFORE INSERT ON "books_postings" FOR EACH ROW '
		|| 'WHEN (NEW."business_date" <= %L::date) EXECUTE FUNCTION "journal_entry_posted_on"()',
		coalesce(through, '-infinity'::date));
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "journal_entries_posted_on_sync"() FROM PUBLIC;--> statement-breakpoint
-- The close locks both journals before it reads the day, so no posting of either slips into a day being closed.
CREATE OR REPLACE FUNCTION "journal_days_lock"() RETURNS void LANGUAGE plpgsql SECURITY DEFINER
	SET search_path = public, pg_temp AS $$
BEGIN
	LOCK TABLE "journal_entries", "books_postings" IN SHARE ROW EXCLUSIVE MODE;
END;
$$;--> statement-breakpoint
SELECT "journal_entries_posted_on_sync"();
