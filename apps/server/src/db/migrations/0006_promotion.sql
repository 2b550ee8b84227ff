CREATE TABLE "captcha_challenges" (
	"sid_hash" text PRIMARY KEY NOT NULL,
	"answer_hash" text,
	"draws" integer DEFAULT 0 NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"send_used_at" timestamp with time zone,
	"register_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"template_id" integer,
	"kind" text NOT NULL,
	"user_from" text,
	"client_type" text,
	"page_type" text,
	"utm_tag" text,
	"app_from" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_events_kind_known" CHECK ("promotion_events"."kind" in ('visit', 'click', 'code_sent', 'register'))
);
--> statement-breakpoint
CREATE TABLE "promotion_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"mobile_pattern" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"headline" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"download_url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_attributions" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"template_id" integer,
	"invite_code" text,
	"utm_tag" text,
	"user_from" text,
	"app_from" text,
	"app_name" text,
	"device_id" text,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_events" ADD CONSTRAINT "promotion_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_events" ADD CONSTRAINT "promotion_events_template_id_promotion_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."promotion_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_settings" ADD CONSTRAINT "promotion_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_templates" ADD CONSTRAINT "promotion_templates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attributions" ADD CONSTRAINT "user_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attributions" ADD CONSTRAINT "user_attributions_template_id_promotion_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."promotion_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "promotion_events_template_idx" ON "promotion_events" USING btree ("template_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_templates_merchant_name_uq" ON "promotion_templates" USING btree ("merchant_id","name");