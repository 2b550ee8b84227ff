-- Every journal entry still sums to zero at commit (decisions 032 and 085), checked per statement
-- instead of per line. The row-level deferred trigger of 0012 ran one query per line at commit (two to
-- eight lines an entry): the heaviest part of the set-based accrual step. Now one statement-level
-- trigger sums the statement's own lines per entry from its transition table, in memory. An entry whose
-- lines in that statement sum to zero needs nothing more: lines are never changed or removed, and lines
-- committed earlier balance, so its total only moves by what other statements add, which they check
-- themselves. An entry whose statement lines do not sum to zero (a writer posting it line by line, or a
-- real fault) is recorded in journal_balance_checks, whose deferred constraint trigger sums its lines,
-- whole, at commit and refuses the transaction if they do not balance, as before.
DROP TRIGGER "journal_lines_balanced" ON "journal_lines";--> statement-breakpoint
DROP FUNCTION "journal_entry_check_balance"();--> statement-breakpoint
CREATE TABLE "journal_balance_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"entry_ids" bigint[] NOT NULL
);--> statement-breakpoint
-- A recorded check is the writer's obligation for this transaction: it may not be rewritten.
CREATE TRIGGER "journal_balance_checks_no_update" BEFORE UPDATE ON "journal_balance_checks" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE FUNCTION "journal_entries_balanced_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT l."entry_id", sum(l."amount_cents") AS total INTO bad
	FROM "journal_lines" l
	WHERE l."entry_id" = ANY (NEW."entry_ids")
	GROUP BY l."entry_id"
	HAVING sum(l."amount_cents") <> 0
	ORDER BY l."entry_id"
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'journal entry % does not balance: its lines sum to % centavos', bad."entry_id", bad."total";
	END IF;
	DELETE FROM "journal_balance_checks" WHERE "id" = NEW."id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_balance_checks_at_commit" AFTER INSERT ON "journal_balance_checks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entries_balanced_at_commit"();--> statement-breakpoint
CREATE FUNCTION "journal_lines_check_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	unbalanced bigint[];
BEGIN
	SELECT array_agg(s."entry_id") INTO unbalanced
	FROM (SELECT n."entry_id" FROM new_lines n GROUP BY n."entry_id" HAVING sum(n."amount_cents") <> 0) s;
	IF unbalanced IS NOT NULL THEN
		INSERT INTO "journal_balance_checks" ("entry_ids") VALUES (unbalanced);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The same name as the trigger it replaces: the guard tests and the app role's refusals name it.
CREATE TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS new_lines
	FOR EACH STATEMENT EXECUTE FUNCTION "journal_lines_check_balance"();
--> statement-breakpoint
-- A line belongs to its entry's order: one foreign key on (entry, order) instead of one on each, so a
-- line is checked once, not twice, and can no longer name another order than its entry's (the order
-- exists, as the entry's own key to orders holds). Every writer already copies the entry's order.
CREATE UNIQUE INDEX "journal_entries_id_order_uq" ON "journal_entries" USING btree ("id", "order_id");--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_order_fk" FOREIGN KEY ("entry_id", "order_id") REFERENCES "public"."journal_entries"("id", "order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk";--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_order_id_orders_id_fk";
