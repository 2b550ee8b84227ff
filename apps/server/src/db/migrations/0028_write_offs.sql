-- Write-offs, recoveries and configurable loss rates (issue 19, decision 078).
-- A written-off loan keeps its receivables (the borrower still owes and collections still collect);
-- a contra account written_off:<bucket> nets them to nil in the general ledger, the loss is expensed
-- to loss:<bucket> (unearned income is reversed, not expensed), and money collected afterwards is
-- recovery income (recovery:<bucket>).
CREATE TABLE "loan_write_offs" (
	"order_id" bigint PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
	"business_date" date NOT NULL,
	"rule" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"principal_cents" bigint NOT NULL,
	"charges_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_write_offs_rule_known" CHECK ("loan_write_offs"."rule" in ('days_past_due', 'decision'))
);
--> statement-breakpoint
-- The write-off threshold and the loss rate per ageing bucket, versioned: the newest version is in force.
CREATE TABLE "books_policies" (
	"version" integer PRIMARY KEY NOT NULL,
	"write_off_days" integer NOT NULL,
	"loss_rates" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_policies_write_off_days" CHECK ("books_policies"."write_off_days" between 30 and 1000)
);
--> statement-breakpoint
INSERT INTO "books_policies" ("version", "write_off_days", "loss_rates", "created_by", "reason") VALUES
	(1, 180, '{"current":100,"1-30":500,"31-60":2500,"61-90":5000,"91-180":7500,"181+":10000}', 'seed', 'Initial rates');
--> statement-breakpoint
INSERT INTO "gl_accounts" ("code", "name", "kind", "control") VALUES
	('1295', 'Allowance - loans written off', 'asset', false),
	('4500', 'Recoveries on loans written off', 'income', false),
	('5100', 'Loan losses written off', 'expense', false)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "gl_mappings" ("ledger_account", "gl_code") VALUES
	('written_off:principal', '1295'), ('written_off:interest', '1295'), ('written_off:fee', '1295'),
	('written_off:penalty', '1295'), ('written_off:overdue_interest', '1295'), ('written_off:legal', '1295'),
	('written_off:enforcement', '1295'),
	('loss:principal', '5100'), ('loss:interest', '5100'), ('loss:fee', '5100'), ('loss:penalty', '5100'),
	('loss:overdue_interest', '5100'), ('loss:legal', '5100'), ('loss:enforcement', '5100'),
	('recovery:principal', '4500'), ('recovery:interest', '4500'), ('recovery:fee', '4500'),
	('recovery:penalty', '4500'), ('recovery:overdue_interest', '4500'), ('recovery:legal', '4500'),
	('recovery:enforcement', '4500')
ON CONFLICT ("ledger_account") DO NOTHING;
