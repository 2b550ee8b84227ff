-- The lender's configured texts get a Filipino field beside the English (decision 132): a payment instruction's
-- group title, name and steps. Empty means not translated: a Filipino reader then gets the English, marked as such.
ALTER TABLE "payment_guides" ADD COLUMN "group_title_fil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_guides" ADD COLUMN "name_fil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_guides" ADD COLUMN "steps_fil" jsonb DEFAULT '[]'::jsonb NOT NULL;
