-- The journal's statement-level guards at a million loans (issue 19, decision 092). Each trigger below
-- checks what it checked before (0029, 0037); only the order in which it reads changes. A transition
-- table comes in the order the statement wrote it (an entry's lines together, entries by order), and
-- PostgreSQL probes an index with the rows in the order it is given them: after a hash aggregate that
-- order is random, and at a million rows each probe missed the cache (5.1 s for the orders, 4.4 s for
-- the entries at 1,000,000 loans). Given in key order, the probes walk the index and the heap once.
--
-- 1. An entry names an existing order: every new entry probed as it came, no DISTINCT first (an order
-- has at most a handful of entries in one statement). 5.1 s -> 0.9 s at 1,000,000 entries.
CREATE OR REPLACE FUNCTION "journal_entries_check_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	stray bigint;
BEGIN
	SELECT e."order_id" INTO stray FROM new_entries e
	WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = e."order_id")
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'journal entry refused: order % does not exist', stray USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
--
-- 2. A line names an existing entry of its own order, and each entry's lines balance: one aggregate of
-- the statement's lines per entry serves both (it was two, a DISTINCT and a GROUP BY, each of four million
-- rows at a million loans). An entry whose lines name two orders is refused as before (the one that is
-- not its order is named). The entries are probed in id order, within the statement's own id range.
CREATE OR REPLACE FUNCTION "journal_lines_check_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	stray_entry bigint;
	stray_order bigint;
	unbalanced bigint[];
BEGIN
	WITH per_entry AS MATERIALIZED (
		SELECT l."entry_id", min(l."order_id") AS first_order, max(l."order_id") AS last_order, sum(l."amount_cents") AS total
		FROM new_lines l GROUP BY l."entry_id"
	), strays AS (
		SELECT p."entry_id", CASE WHEN e."order_id" IS DISTINCT FROM p.first_order THEN p.first_order ELSE p.last_order END AS order_id
		FROM (SELECT * FROM per_entry ORDER BY "entry_id") p
		LEFT JOIN "journal_entries" e ON e."id" = p."entry_id"
			AND e."id" BETWEEN (SELECT min("entry_id") FROM per_entry) AND (SELECT max("entry_id") FROM per_entry)
		WHERE e."order_id" IS DISTINCT FROM p.first_order OR p.first_order <> p.last_order
		LIMIT 1
	)
	SELECT (SELECT array_agg(p."entry_id") FROM per_entry p WHERE p.total <> 0), s."entry_id", s."order_id"
	INTO unbalanced, stray_entry, stray_order
	FROM (SELECT 1) one LEFT JOIN strays s ON true;
	IF stray_entry IS NOT NULL THEN
		RAISE EXCEPTION 'journal line refused: order % has no journal entry %', stray_order, stray_entry
			USING ERRCODE = 'foreign_key_violation';
	END IF;
	IF unbalanced IS NOT NULL THEN
		INSERT INTO "journal_balance_checks" ("entry_ids") VALUES (unbalanced);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
--
-- 3. The running positions (0029): the same upsert, its rows given in order id order.
CREATE OR REPLACE FUNCTION "accrual_positions_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "accrual_positions" AS p ("order_id", "contract_interest_cents", "contract_fee_cents",
      "deferred_interest_cents", "deferred_fee_cents", "earned_interest_cents", "earned_fee_cents")
  SELECT n."order_id",
    coalesce(-sum(n."amount_cents") FILTER (WHERE n."account" IN ('income:interest', 'rebate:interest')), 0),
    coalesce(-sum(n."amount_cents") FILTER (WHERE n."account" IN ('income:fee', 'rebate:fee')), 0),
    coalesce(sum(n."amount_cents") FILTER (WHERE n."account" = 'income_deferred:interest'), 0),
    coalesce(sum(n."amount_cents") FILTER (WHERE n."account" = 'income_deferred:fee'), 0),
    coalesce(-sum(n."amount_cents") FILTER (WHERE n."account" = 'income_earned:interest'), 0),
    coalesce(-sum(n."amount_cents") FILTER (WHERE n."account" = 'income_earned:fee'), 0)
  FROM new_lines n
  WHERE n."account" IN ('income:interest', 'rebate:interest', 'income:fee', 'rebate:fee', 'income_deferred:interest',
                        'income_deferred:fee', 'income_earned:interest', 'income_earned:fee')
  GROUP BY n."order_id"
  ORDER BY n."order_id"
  ON CONFLICT ("order_id") DO UPDATE SET
    "contract_interest_cents" = p."contract_interest_cents" + excluded."contract_interest_cents",
    "contract_fee_cents" = p."contract_fee_cents" + excluded."contract_fee_cents",
    "deferred_interest_cents" = p."deferred_interest_cents" + excluded."deferred_interest_cents",
    "deferred_fee_cents" = p."deferred_fee_cents" + excluded."deferred_fee_cents",
    "earned_interest_cents" = p."earned_interest_cents" + excluded."earned_interest_cents",
    "earned_fee_cents" = p."earned_fee_cents" + excluded."earned_fee_cents";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
--
-- 4. One accrual entry per order and date (0024), its columns turned round: the accrual step asks, for
-- one date and a batch of orders, which are posted already. Led by the order, the index answered by
-- reading every day's entry of the batch's orders (5-14 ms a batch of 5,000, most of it visiting the
-- heap); led by the date, it reads only that date's entries of the batch, none on a first run (0.03 ms).
-- The same uniqueness. Rebuilt inside the migration's transaction: inserts into journal_entries wait
-- for it (1.9 s for 6,000,000 accrual entries here), which a deploy between closes of business allows.
DROP INDEX "journal_entries_accrual_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_accrual_uq" ON "journal_entries" USING btree ("business_date","order_id") WHERE "kind" = 'accrual';
