-- A product version is the terms orders were priced with: a save writes a new version and never changes
-- one (decision 023). The database now holds that for everyone, so an instance may keep versions it has
-- read in memory without ever serving stale terms (decision 090, issue 20).
CREATE TRIGGER "product_versions_no_update_delete" BEFORE UPDATE OR DELETE ON "product_versions" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "product_versions_no_truncate" BEFORE TRUNCATE ON "product_versions" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
