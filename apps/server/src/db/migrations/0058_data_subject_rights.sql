-- Data-subject rights and consent under RA 10173 (decision 126). The consent ledger is append-only like the
-- audit log: a withdrawal is a new row, never an edit. Requests carry their statutory due date; a correction's
-- asked-for value is sealed (it is personal data). The breach register keeps what the NPC asks in a
-- notification. Erasures record, per borrower and record category, when the retention job anonymised it.
CREATE TABLE "privacy_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"notice_version" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_consents_kind_known" CHECK ("privacy_consents"."kind" in ('privacy_notice', 'marketing')),
	CONSTRAINT "privacy_consents_action_known" CHECK ("privacy_consents"."action" in ('shown', 'agreed', 'withdrawn'))
);
--> statement-breakpoint
CREATE INDEX "privacy_consents_user_idx" ON "privacy_consents" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE FUNCTION "privacy_consents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'privacy_consents is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "privacy_consents_no_update_delete" BEFORE UPDATE OR DELETE ON "privacy_consents" FOR EACH ROW EXECUTE FUNCTION "privacy_consents_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "privacy_consents_no_truncate" BEFORE TRUNCATE ON "privacy_consents" FOR EACH STATEMENT EXECUTE FUNCTION "privacy_consents_refuse_change"();--> statement-breakpoint
CREATE TABLE "data_subject_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_subject_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"field" text,
	"value_sealed" text,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"filed_on" date NOT NULL,
	"due_on" date NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_subject_requests_kind_known" CHECK ("data_subject_requests"."kind" in ('access', 'correction', 'erasure', 'objection')),
	CONSTRAINT "data_subject_requests_status_known" CHECK ("data_subject_requests"."status" in ('open', 'approved', 'refused', 'done')),
	CONSTRAINT "data_subject_requests_correction_names_field" CHECK ("data_subject_requests"."kind" <> 'correction' OR ("data_subject_requests"."field" IS NOT NULL AND "data_subject_requests"."value_sealed" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "data_subject_requests_status_idx" ON "data_subject_requests" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "data_subject_requests_user_idx" ON "data_subject_requests" USING btree ("user_id","id");--> statement-breakpoint
-- One open request of a kind per borrower: a second tap files nothing new.
CREATE UNIQUE INDEX "data_subject_requests_one_open_uq" ON "data_subject_requests" USING btree ("user_id","kind") WHERE "status" = 'open' AND "kind" <> 'correction';--> statement-breakpoint
CREATE TABLE "data_breaches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_breaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"discovered_at" timestamp with time zone NOT NULL,
	"nature" text NOT NULL,
	"data_involved" text NOT NULL,
	"subjects_affected" integer NOT NULL,
	"measures_taken" text NOT NULL,
	"dpo_contact" text NOT NULL,
	"npc_notified_at" timestamp with time zone,
	"subjects_notified_at" timestamp with time zone,
	"logged_by" text NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_breaches_subjects_counted" CHECK ("data_breaches"."subjects_affected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "privacy_erasures" (
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"category" text NOT NULL,
	"erased_on" date NOT NULL,
	"request_id" bigint REFERENCES "data_subject_requests"("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_erasures_pk" PRIMARY KEY("user_id","category")
);
