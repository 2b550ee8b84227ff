-- A reviewer's rejection tells the borrower when they may apply again (decision 138): the date is fixed at the
-- rejection (its business date plus the live rule set's wait after a credit decline) and kept beside the
-- category, so a later change of the rule set never moves a date the borrower was already told. Rejections
-- filed before this have none: they never promised a date, and their borrowers may apply at once, as before.
ALTER TABLE "review_rejections" ADD COLUMN "reapply_on" date;
