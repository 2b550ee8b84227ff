-- The accrual step's running position per order (decision 079): contract, deferred and earned income
-- per bucket, kept by a statement-level trigger from every insert into journal_lines, so the daily
-- step reads one row per loan instead of summing the loan's lines.
CREATE TABLE "accrual_positions" (
	"order_id" bigint PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
	"contract_interest_cents" bigint DEFAULT 0 NOT NULL,
	"contract_fee_cents" bigint DEFAULT 0 NOT NULL,
	"deferred_interest_cents" bigint DEFAULT 0 NOT NULL,
	"deferred_fee_cents" bigint DEFAULT 0 NOT NULL,
	"earned_interest_cents" bigint DEFAULT 0 NOT NULL,
	"earned_fee_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "accrual_positions_track"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ON CONFLICT ("order_id") DO UPDATE SET
    "contract_interest_cents" = p."contract_interest_cents" + excluded."contract_interest_cents",
    "contract_fee_cents" = p."contract_fee_cents" + excluded."contract_fee_cents",
    "deferred_interest_cents" = p."deferred_interest_cents" + excluded."deferred_interest_cents",
    "deferred_fee_cents" = p."deferred_fee_cents" + excluded."deferred_fee_cents",
    "earned_interest_cents" = p."earned_interest_cents" + excluded."earned_interest_cents",
    "earned_fee_cents" = p."earned_fee_cents" + excluded."earned_fee_cents";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_lines_accrual_positions" AFTER INSERT ON "journal_lines" REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "accrual_positions_track"();--> statement-breakpoint
-- The positions of the lines already posted.
INSERT INTO "accrual_positions" ("order_id", "contract_interest_cents", "contract_fee_cents",
    "deferred_interest_cents", "deferred_fee_cents", "earned_interest_cents", "earned_fee_cents")
SELECT l."order_id",
  coalesce(-sum(l."amount_cents") FILTER (WHERE l."account" IN ('income:interest', 'rebate:interest')), 0),
  coalesce(-sum(l."amount_cents") FILTER (WHERE l."account" IN ('income:fee', 'rebate:fee')), 0),
  coalesce(sum(l."amount_cents") FILTER (WHERE l."account" = 'income_deferred:interest'), 0),
  coalesce(sum(l."amount_cents") FILTER (WHERE l."account" = 'income_deferred:fee'), 0),
  coalesce(-sum(l."amount_cents") FILTER (WHERE l."account" = 'income_earned:interest'), 0),
  coalesce(-sum(l."amount_cents") FILTER (WHERE l."account" = 'income_earned:fee'), 0)
FROM "journal_lines" l
WHERE l."account" IN ('income:interest', 'rebate:interest', 'income:fee', 'rebate:fee', 'income_deferred:interest',
                      'income_deferred:fee', 'income_earned:interest', 'income_earned:fee')
GROUP BY l."order_id";
