-- The journal's order index leaves out the lines of income recognised over time (issue 19, decision 095).
-- The daily accrual posts four lines per loan and day to unearned:*, income_deferred:* and income_earned:*;
-- at a million loans, keeping those in this index was a fifth of the accrual step's time, and they are
-- most of the index. No read finds them by order: the accrual reads its running positions, and reads that
-- need every line of an order go through the order's entries (journal_entries_order_idx, then
-- journal_lines_entry_idx). Every read by order carries this same condition (indexedByOrder in
-- db/schema/loans.ts), which is how PostgreSQL knows it may use the index.
--
-- Rebuilt inside the migration's transaction: writes to journal_lines wait for it, as they did for 0040.
-- An older instance still running during a deploy reads the same rows, scanning where its reads cannot
-- use the new index (slower, never different), until it stops.
DROP INDEX "journal_lines_order_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_order_idx" ON "journal_lines" USING btree ("order_id","account") WHERE "account" <> all ('{income_deferred:fee,income_deferred:interest,income_earned:fee,income_earned:interest,unearned:fee,unearned:interest}'::text[]);
