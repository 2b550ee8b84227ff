-- Credit decisions (issue 17, decision 057): versioned rule sets, one stored decision per application,
-- reviewer overrides, the identities that keep one borrower per ID number, and the lender's block list.
CREATE TABLE "credit_rule_sets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"config" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "credit_rule_sets_version_uq" UNIQUE("version"),
	CONSTRAINT "credit_rule_sets_status_known" CHECK ("status" in ('draft', 'live', 'retired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_rule_sets_one_draft" ON "credit_rule_sets" ("status") WHERE "status" = 'draft';
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_rule_sets_one_live" ON "credit_rule_sets" ("status") WHERE "status" = 'live';
--> statement-breakpoint
-- A published rule set is never edited: only its status may move on (live to retired).
CREATE FUNCTION "credit_rule_sets_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."status" <> 'draft' THEN RAISE EXCEPTION 'credit_rule_sets: a published rule set cannot be deleted'; END IF;
		RETURN OLD;
	END IF;
	IF OLD."status" <> 'draft' AND (NEW."config" IS DISTINCT FROM OLD."config" OR NEW."version" <> OLD."version"
		OR NEW."note" IS DISTINCT FROM OLD."note" OR NEW."status" = 'draft'
		OR NEW."published_at" IS DISTINCT FROM OLD."published_at") THEN
		RAISE EXCEPTION 'credit_rule_sets: version % is published and cannot be changed', OLD."version";
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_rule_sets_guard" BEFORE UPDATE OR DELETE ON "credit_rule_sets" FOR EACH ROW EXECUTE FUNCTION "credit_rule_sets_guard"();
--> statement-breakpoint
CREATE TABLE "credit_decisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"rule_set_version" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"band" text,
	"score" integer NOT NULL,
	"limit_cents" bigint NOT NULL,
	"reason_category" text,
	"reapply_on" date,
	"flagged" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_decisions_order_uq" UNIQUE("order_id"),
	CONSTRAINT "credit_decisions_outcome_known" CHECK ("outcome" in ('approve', 'refer', 'decline'))
);
--> statement-breakpoint
CREATE INDEX "credit_decisions_user_idx" ON "credit_decisions" ("user_id");
--> statement-breakpoint
CREATE INDEX "credit_decisions_decided_idx" ON "credit_decisions" ("decided_at");
--> statement-breakpoint
CREATE FUNCTION "credit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_decisions_no_change" BEFORE UPDATE OR DELETE ON "credit_decisions" FOR EACH ROW EXECUTE FUNCTION "credit_append_only"();
--> statement-breakpoint
CREATE TABLE "credit_overrides" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"decision_id" bigint NOT NULL REFERENCES "credit_decisions"("id"),
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"actor" text NOT NULL,
	"from_outcome" text NOT NULL,
	"to_outcome" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_overrides_order_idx" ON "credit_overrides" ("order_id");
--> statement-breakpoint
CREATE TRIGGER "credit_overrides_no_change" BEFORE UPDATE OR DELETE ON "credit_overrides" FOR EACH ROW EXECUTE FUNCTION "credit_append_only"();
--> statement-breakpoint
CREATE TABLE "credit_identities" (
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_identities_pk" PRIMARY KEY("kind", "fingerprint")
);
--> statement-breakpoint
CREATE TABLE "credit_block_list" (
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_block_list_pk" PRIMARY KEY("kind", "fingerprint")
);
