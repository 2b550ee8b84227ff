ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_known";
--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" in ('agent', 'reviewer', 'finance', 'admin', 'risk', 'collector', 'collections_supervisor'));
