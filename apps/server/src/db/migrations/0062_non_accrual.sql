-- Non-accrual from a number of days past due (decision 135): the books policy may name the days past due from
-- which a loan's new income (late charges, contract income earned) is held in suspense instead of income until
-- it is collected. Null is off, so every policy already saved keeps today's books; when set it is below the
-- write-off days. Interest and charges in suspense are a liability account; each suspended bucket's contra
-- income (income_suspended:<bucket>) maps to the income account its income is booked to, so income shows net.
ALTER TABLE "books_policies" ADD COLUMN "non_accrual_days" integer;--> statement-breakpoint
ALTER TABLE "books_policies" ADD CONSTRAINT "books_policies_non_accrual_days" CHECK ("books_policies"."non_accrual_days" is null or ("books_policies"."non_accrual_days" between 1 and 999 and "books_policies"."non_accrual_days" < "books_policies"."write_off_days"));--> statement-breakpoint
INSERT INTO "gl_accounts" ("code", "name", "kind", "control") VALUES
	('2120', 'Interest and charges in suspense', 'liability', false)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "gl_mappings" ("ledger_account", "gl_code") VALUES
	('suspense:interest', '2120'), ('suspense:fee', '2120'), ('suspense:penalty', '2120'),
	('suspense:overdue_interest', '2120'),
	('income_suspended:interest', '4100'), ('income_suspended:fee', '4200'), ('income_suspended:penalty', '4300'),
	('income_suspended:overdue_interest', '4110')
ON CONFLICT ("ledger_account") DO NOTHING;
