CREATE TABLE "order_line" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"article" text NOT NULL,
	"title" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_line_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_line_quantity_check" CHECK ("order_line"."quantity" between 1 and 100000),
	CONSTRAINT "order_line_money_check" CHECK ("order_line"."price" >= 0 and "order_line"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_number_counter_single_row_check" CHECK ("order_number_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "order_status_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payer_type" text NOT NULL,
	"company" jsonb,
	"contact" jsonb NOT NULL,
	"delivery_method" text NOT NULL,
	"delivery_address" text,
	"transport_company" text,
	"comment" text,
	"manager_comment" text,
	"items_total" numeric(14, 2) NOT NULL,
	"shipping_cost" numeric(12, 2),
	"line_count" integer NOT NULL,
	"search_text" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'canceled', 'completed')),
	CONSTRAINT "orders_payer_type_check" CHECK ("orders"."payer_type" in ('individual', 'company')),
	CONSTRAINT "orders_company_check" CHECK (("orders"."payer_type" = 'company') = ("orders"."company" is not null)),
	CONSTRAINT "orders_delivery_method_check" CHECK ("orders"."delivery_method" in ('pickup', 'courier', 'transport_company')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."items_total" >= 0 and ("orders"."shipping_cost" is null or "orders"."shipping_cost" >= 0)),
	CONSTRAINT "orders_number_check" CHECK ("orders"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "vat_rate" text DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "order_email" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_change" ADD CONSTRAINT "order_status_change_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_change" ADD CONSTRAINT "order_status_change_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_product_id_idx" ON "order_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_change_order_id_idx" ON "order_status_change" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_at_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_vat_rate_check" CHECK ("site_settings"."vat_rate" in ('20', '10', '0', 'none'));--> statement-breakpoint
-- Order numbers start at 1001 (FIRST_ORDER_NUMBER); checkout takes the next one from this row.
INSERT INTO "order_number_counter" ("id", "last_number") VALUES (1, 1000);