CREATE TABLE "content_page" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_slug_check" CHECK ("content_page"."slug" in ('contact', 'delivery', 'user-agreement', 'application-conditions'))
);
--> statement-breakpoint
CREATE TABLE "integrator_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"company_title" text NOT NULL,
	"inn" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL,
	"website" text,
	"comment" text,
	"admin_comment" text,
	"customer_group_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrator_request_status_check" CHECK ("integrator_request"."status" in ('pending', 'confirmed', 'rejected', 'self-denial'))
);
--> statement-breakpoint
CREATE TABLE "order_day_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"order_count" integer NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	CONSTRAINT "order_day_stats_check" CHECK ("order_day_stats"."order_count" >= 0 and "order_day_stats"."revenue" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_page" ADD CONSTRAINT "content_page_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrator_request" ADD CONSTRAINT "integrator_request_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrator_request" ADD CONSTRAINT "integrator_request_customer_group_id_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrator_request" ADD CONSTRAINT "integrator_request_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrator_request_user_created_at_idx" ON "integrator_request" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "integrator_request_created_at_idx" ON "integrator_request" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "integrator_request_status_created_at_idx" ON "integrator_request" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "integrator_request_one_pending_key" ON "integrator_request" USING btree ("user_id") WHERE "integrator_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_awaiting_shipping_cost_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'created' and "orders"."shipping_cost" is null;--> statement-breakpoint
-- The dashboard's day figures follow every order write in its own transaction (see orderDayStats in schema.ts).
CREATE FUNCTION "order_day_stats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	counted_old boolean := TG_OP <> 'INSERT' AND OLD.status <> 'canceled';
	counted_new boolean := TG_OP <> 'DELETE' AND NEW.status <> 'canceled';
BEGIN
	IF counted_old AND NOT counted_new THEN
		UPDATE "order_day_stats"
			SET "order_count" = "order_count" - 1, "revenue" = "revenue" - OLD.items_total
			WHERE "day" = (OLD.created_at AT TIME ZONE 'Europe/Moscow')::date;
	ELSIF counted_new AND NOT counted_old THEN
		INSERT INTO "order_day_stats" AS s ("day", "order_count", "revenue")
			VALUES ((NEW.created_at AT TIME ZONE 'Europe/Moscow')::date, 1, NEW.items_total)
			ON CONFLICT ("day") DO UPDATE SET "order_count" = s."order_count" + 1, "revenue" = s."revenue" + excluded."revenue";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_day_stats" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "order_day_stats_apply"();
--> statement-breakpoint
INSERT INTO "order_day_stats" ("day", "order_count", "revenue")
	SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, count(*), sum(items_total)
	FROM "orders" WHERE status <> 'canceled'
	GROUP BY 1;
