-- The console's orders list (decision 108): newest first in pages keyed by id, filtered by status, product,
-- days past due, dates and amount, and searched by name, phone, order number and the ID's last four.
--
-- The borrower's name is kept for search beside the certify answer it comes from: lowered and with the
-- accents Filipino names carry taken off (Peña → pena, NIÑO → nino), in one immutable expression so the
-- column is generated and never goes stale. Accents go first: lower() of a database in the C locale (PGlite)
-- lowers only ASCII. What staff type is folded the same way by domain/order-search.ts. unaccent() is not immutable and not in PGlite, so the table of letters is written out here.
ALTER TABLE "kyc_profiles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(translate(coalesce("basic"->>'fullName', ''), 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçÿýÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕŌÚÙÛÜŪÑÇŸÝ', 'aaaaaaaeeeeeiiiiioooooouuuuuncyyAAAAAAAEEEEEIIIIIOOOOOOUUUUUNCYY'))) STORED;--> statement-breakpoint
-- Keyset pages under one filter walk (filter, id): status, product, applied date.
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_product_id_idx" ON "orders" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "orders_applied_on_idx" ON "orders" USING btree ("applied_on","id");--> statement-breakpoint
-- Order numbers by prefix (LW2026…): a pattern index, whatever the database's collation.
CREATE INDEX "orders_order_no_pattern_idx" ON "orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
-- A phone without the merchant (users_merchant_phone_uq leads with the merchant).
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "kyc_profiles_id_last4_idx" ON "kyc_profiles" USING btree ("id_last4");--> statement-breakpoint
CREATE INDEX "kyc_profiles_name_key_idx" ON "kyc_profiles" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
-- A part of a name anywhere in it (a surname) is found through trigrams where PostgreSQL has pg_trgm; where
-- it has not (PGlite as bundled, a host without the contrib package) the same query scans kyc_profiles,
-- one short text per borrower, and answers the same rows.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  CREATE INDEX kyc_profiles_name_key_trgm_idx ON kyc_profiles USING gin (name_key public.gin_trgm_ops);
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available: a name searched by part scans kyc_profiles (decision 108)';
END
$$;
