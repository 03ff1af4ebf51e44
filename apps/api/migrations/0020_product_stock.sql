CREATE TABLE "product_stock" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"backorder" boolean DEFAULT false NOT NULL,
	"lead_time_days" integer,
	"sale_stopped" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_on_hand_check" CHECK ("product_stock"."on_hand" between 0 and 10000000),
	CONSTRAINT "product_stock_reserved_check" CHECK ("product_stock"."reserved" >= 0 and ("product_stock"."backorder" or "product_stock"."reserved" <= "product_stock"."on_hand")),
	CONSTRAINT "product_stock_lead_time_check" CHECK ("product_stock"."lead_time_days" is null or "product_stock"."lead_time_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "stock_movement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"on_hand_from" integer NOT NULL,
	"on_hand_to" integer NOT NULL,
	"reserved_from" integer NOT NULL,
	"reserved_to" integer NOT NULL,
	"order_id" uuid,
	"reason" text,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movement_kind_check" CHECK ("stock_movement"."kind" in ('adjustment', 'reserve', 'release', 'write_off')),
	CONSTRAINT "stock_movement_reason_check" CHECK ("stock_movement"."kind" <> 'adjustment' or "stock_movement"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_availability_check";--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movement_product_created_at_idx" ON "stock_movement" USING btree ("product_id","created_at","id");--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_reserved_check" CHECK ("order_line"."reserved_quantity" between 0 and "order_line"."quantity");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_availability_check" CHECK ("product"."availability" in ('in_stock', 'on_order', 'not_sold', 'out_of_stock'));