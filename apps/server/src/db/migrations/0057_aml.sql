-- Anti-money laundering (RA 9160 as amended, SEC MC 4 s.2021; decision 125): the sanctions lists the compliance
-- officer uploads and their entries, each borrower's screening results and risk ratings, the monitoring rules'
-- thresholds, and the alert queue with its notes. A regulator may ask for any of it for five years: no row is
-- ever deleted (a trigger refuses DELETE and TRUNCATE on every table), and screenings, ratings, notes, list
-- entries and threshold versions are never changed either. An alert's state moves (open → filed or closed).
CREATE TABLE "aml_sanctions_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_sanctions_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"file_sha256" text NOT NULL,
	"generated_on" text,
	"entry_count" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"screened_at" timestamp with time zone,
	"screened_count" integer
);
--> statement-breakpoint
CREATE TABLE "aml_sanctions_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_sanctions_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"list_id" bigint NOT NULL,
	"reference_number" text NOT NULL,
	"full_name" text NOT NULL,
	"names" jsonb NOT NULL,
	"birth_dates" jsonb NOT NULL,
	"listed_on" text
);
--> statement-breakpoint
CREATE TABLE "aml_screenings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_screenings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"list_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"result" text NOT NULL,
	"matches" jsonb NOT NULL,
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aml_screenings_result_known" CHECK ("aml_screenings"."result" in ('clear', 'match'))
);
--> statement-breakpoint
CREATE TABLE "aml_risk_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_risk_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"rating" text NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"rated_by" text NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aml_risk_ratings_rating_known" CHECK ("aml_risk_ratings"."rating" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "aml_rule_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_rule_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thresholds" jsonb NOT NULL,
	"reason" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint,
	"rule" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb NOT NULL,
	"amount_cents" bigint,
	"raised_on" date NOT NULL,
	"report_due_on" date NOT NULL,
	"raised_by" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "aml_alerts_status_known" CHECK ("aml_alerts"."status" in ('open', 'filed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "aml_alert_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_alert_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"alert_id" bigint NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aml_sanctions_entries" ADD CONSTRAINT "aml_sanctions_entries_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."aml_sanctions_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_screenings" ADD CONSTRAINT "aml_screenings_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_screenings" ADD CONSTRAINT "aml_screenings_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."aml_sanctions_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_risk_ratings" ADD CONSTRAINT "aml_risk_ratings_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_alerts" ADD CONSTRAINT "aml_alerts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_alerts" ADD CONSTRAINT "aml_alerts_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_alert_notes" ADD CONSTRAINT "aml_alert_notes_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."aml_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aml_sanctions_entries_list_idx" ON "aml_sanctions_entries" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "aml_screenings_user_idx" ON "aml_screenings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "aml_risk_ratings_user_idx" ON "aml_risk_ratings" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "aml_alerts_dedupe_uq" ON "aml_alerts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "aml_alerts_open_idx" ON "aml_alerts" USING btree ("user_id") WHERE "aml_alerts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "aml_alert_notes_alert_idx" ON "aml_alert_notes" USING btree ("alert_id","id");--> statement-breakpoint
--
-- Five years of records (decision 125): nothing is deleted, and what was recorded is not rewritten.
CREATE FUNCTION "aml_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is kept for five years (RA 9160): % refused', TG_TABLE_NAME, TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "aml_sanctions_lists_no_delete" BEFORE DELETE ON "aml_sanctions_lists" FOR EACH ROW EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_sanctions_lists_no_truncate" BEFORE TRUNCATE ON "aml_sanctions_lists" FOR EACH STATEMENT EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_alerts_no_delete" BEFORE DELETE ON "aml_alerts" FOR EACH ROW EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_alerts_no_truncate" BEFORE TRUNCATE ON "aml_alerts" FOR EACH STATEMENT EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_sanctions_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "aml_sanctions_entries" FOR EACH ROW EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_sanctions_entries_no_truncate" BEFORE TRUNCATE ON "aml_sanctions_entries" FOR EACH STATEMENT EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_screenings_no_update_delete" BEFORE UPDATE OR DELETE ON "aml_screenings" FOR EACH ROW EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_screenings_no_truncate" BEFORE TRUNCATE ON "aml_screenings" FOR EACH STATEMENT EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_risk_ratings_no_update_delete" BEFORE UPDATE OR DELETE ON "aml_risk_ratings" FOR EACH ROW EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_risk_ratings_no_truncate" BEFORE TRUNCATE ON "aml_risk_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_rule_settings_no_update_delete" BEFORE UPDATE OR DELETE ON "aml_rule_settings" FOR EACH ROW EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_rule_settings_no_truncate" BEFORE TRUNCATE ON "aml_rule_settings" FOR EACH STATEMENT EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_alert_notes_no_update_delete" BEFORE UPDATE OR DELETE ON "aml_alert_notes" FOR EACH ROW EXECUTE FUNCTION "aml_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "aml_alert_notes_no_truncate" BEFORE TRUNCATE ON "aml_alert_notes" FOR EACH STATEMENT EXECUTE FUNCTION "aml_refuse_change"();
