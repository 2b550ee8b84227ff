-- An account a payout was refused on (the borrower was asked to bind another): payway no longer offers it to pay from (issue 14).
ALTER TABLE "bank_accounts" ADD COLUMN "refused_at" timestamp with time zone;
