-- The journal's guards cost per statement, not per row (issue 19, decision 089). The accrual step
-- writes an entry per loan and four lines per entry each day; every per-row check on that path was
-- most of its time. Each guarantee below holds as before; only where it is checked moves.
--
-- 1. A line names an existing entry of its own order. The foreign key of 0035 ran one look-up per
-- line; now the statement-level trigger that already sums each statement's lines (journal_lines_balanced)
-- also looks up the statement's distinct (entry, order) pairs once, refusing the statement if any is
-- not an entry of that order. No row lock is needed, as the key took: an entry is never updated or
-- deleted (0012's guards), so one that exists when the statement checks it exists at commit.
CREATE FUNCTION "journal_lines_check_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	stray record;
	unbalanced bigint[];
BEGIN
	-- Joined on the id alone, so the look-up goes by the primary key (with both columns in a NOT EXISTS
	-- the planner probed journal_entries_order_idx and took seconds), then the order compared.
	SELECT n."entry_id", n."order_id" INTO stray
	FROM (SELECT DISTINCT l."entry_id", l."order_id" FROM new_lines l) n
	LEFT JOIN "journal_entries" e ON e."id" = n."entry_id"
	WHERE e."order_id" IS DISTINCT FROM n."order_id"
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'journal line refused: order % has no journal entry %', stray."order_id", stray."entry_id"
			USING ERRCODE = 'foreign_key_violation';
	END IF;
	SELECT array_agg(s."entry_id") INTO unbalanced
	FROM (SELECT n."entry_id" FROM new_lines n GROUP BY n."entry_id" HAVING sum(n."amount_cents") <> 0) s;
	IF unbalanced IS NOT NULL THEN
		INSERT INTO "journal_balance_checks" ("entry_ids") VALUES (unbalanced);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The same trigger name: the guard tests and the app role's refusals name it.
DROP TRIGGER "journal_lines_balanced" ON "journal_lines";--> statement-breakpoint
CREATE TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS new_lines
	FOR EACH STATEMENT EXECUTE FUNCTION "journal_lines_check_statement"();--> statement-breakpoint
DROP FUNCTION "journal_lines_check_balance"();--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_entry_order_fk";--> statement-breakpoint
-- It served only that key.
DROP INDEX "journal_entries_id_order_uq";--> statement-breakpoint
--
-- 2. A reference is posted once, ever; most entries (the close of business, the accrual step) have
-- none, and the index no longer carries them. Same uniqueness: nulls never conflicted.
DROP INDEX "journal_entries_reference_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reference_uq" ON "journal_entries" USING btree ("reference") WHERE "reference" IS NOT NULL;--> statement-breakpoint
--
-- 3. An entry dated in a closed month still moves to the first open day (0025), but the row trigger
-- now fires only for such an entry: its WHEN compares the entry's date with the last closed day,
-- written into the trigger as a constant whenever a month is closed. A WHEN may not read a table,
-- and a session setting would be the app's to change; the constant is the owner's alone. Closing a
-- month (an insert into ledger_periods, by the app role) rewrites the trigger through the function
-- below, which runs as its owner; rewriting it locks journal_entries against inserts until the close
-- commits, so no posting slips into the month being closed. The trigger function itself still reads
-- ledger_periods, so a date it is given is moved exactly as before.
CREATE FUNCTION "journal_entries_open_period_sync"() RETURNS void LANGUAGE plpgsql SECURITY DEFINER
	SET search_path = public, pg_temp AS $$
DECLARE
	through date;
BEGIN
	SELECT max("closed_through") INTO through FROM "ledger_periods";
	EXECUTE format(
		'CREATE OR REPLACE TRIGGER "journal_entries_open_period" BEFORE INSERT ON "journal_entries" FOR EACH ROW '
		|| 'WHEN (NEW."business_date" <= %L::date) EXECUTE FUNCTION "journal_entry_open_period"()',
		coalesce(through, '-infinity'::date));
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "journal_entries_open_period_sync"() FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION "ledger_periods_closed"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
	SET search_path = public, pg_temp AS $$
BEGIN
	PERFORM "journal_entries_open_period_sync"();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_periods_closed" AFTER INSERT ON "ledger_periods" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_periods_closed"();--> statement-breakpoint
SELECT "journal_entries_open_period_sync"();
--> statement-breakpoint
--
-- 4. An entry names an existing order. The foreign key of 0001 ran one look-up (and took a row lock on
-- the order) per entry; now one statement-level look-up of the statement's distinct orders does it.
-- The lock kept an order from being deleted or renumbered before the entry committed; instead an
-- order is never deleted or renumbered at all (22 other tables name it, so none could be deleted once
-- used anyway), which the triggers below make a guarantee, like the journal's own.
CREATE FUNCTION "journal_entries_check_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	stray bigint;
BEGIN
	SELECT n."order_id" INTO stray
	FROM (SELECT DISTINCT e."order_id" FROM new_entries e) n
	LEFT JOIN "orders" o ON o."id" = n."order_id"
	WHERE o."id" IS NULL
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'journal entry refused: order % does not exist', stray USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_order_exists" AFTER INSERT ON "journal_entries" REFERENCING NEW TABLE AS new_entries
	FOR EACH STATEMENT EXECUTE FUNCTION "journal_entries_check_statement"();--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_order_id_orders_id_fk";--> statement-breakpoint
CREATE FUNCTION "orders_refuse_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'orders are never removed or renumbered (the journal names them): % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_no_delete" BEFORE DELETE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "orders_refuse_removal"();--> statement-breakpoint
CREATE TRIGGER "orders_no_truncate" BEFORE TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "orders_refuse_removal"();--> statement-breakpoint
CREATE TRIGGER "orders_keep_id" BEFORE UPDATE OF "id" ON "orders" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id")
	EXECUTE FUNCTION "orders_refuse_removal"();--> statement-breakpoint
--
-- 5. The accrual step adds to every loan's position each day. With pages left half empty the new
-- version of a row fits beside the old one (a HOT update: no new index entry, the old one pruned
-- later); the table is rewritten once so existing rows get the room too.
ALTER TABLE "accrual_positions" SET (fillfactor = 45);--> statement-breakpoint
CLUSTER "accrual_positions" USING "accrual_positions_pkey";
