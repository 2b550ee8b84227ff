-- A reviewer's rejection category as a Filipino borrower reads it (decisions 132 and 138): a map from each
-- category to its Filipino, beside the list. A category without one is shown in English, marked as English.
-- Saved settings that still name the default categories get the defaults' Filipino; the lender's own names wait
-- for an admin to write theirs.
ALTER TABLE "review_settings" ADD COLUMN "rejection_categories_fil" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "review_settings" s SET "rejection_categories_fil" = coalesce((
  SELECT jsonb_object_agg(d.en, d.fil)
  FROM (VALUES
    ('Income not verified', 'Hindi ma-verify ang kita'),
    ('Identity not verified', 'Hindi ma-verify ang pagkakakilanlan'),
    ('Too much existing debt', 'Masyadong marami ang kasalukuyang utang'),
    ('Suspected fraud', 'Pinaghihinalaang panloloko'),
    ('Incomplete application', 'Kulang ang application'),
    ('Other', 'Iba pa')
  ) d(en, fil)
  WHERE s."rejection_categories" ? d.en
), '{}'::jsonb);
--> statement-breakpoint
-- A promotion landing's headline and subtitle in Filipino (decision 132); empty, a Filipino reader reads the
-- English, marked as English.
ALTER TABLE "promotion_templates" ADD COLUMN "headline_fil" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotion_templates" ADD COLUMN "subtitle_fil" text DEFAULT '' NOT NULL;
