-- The lender's configured texts get a Filipino field beside the English (decision 132): a payment instruction's
-- group title, name and steps, a complaint type's title, and a bank form item's title and placeholder (an option's
-- Filipino name sits beside its name in the options JSON). Empty means not translated: a Filipino reader then gets the English, marked as such.
ALTER TABLE "payment_guides" ADD COLUMN "group_title_fil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_guides" ADD COLUMN "name_fil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_guides" ADD COLUMN "steps_fil" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_types" ADD COLUMN "title_fil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_form_items" ADD COLUMN "title_fil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_form_items" ADD COLUMN "subtitle_fil" text DEFAULT '' NOT NULL;
