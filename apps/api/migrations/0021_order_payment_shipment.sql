CREATE TABLE "order_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_document_kind_check" CHECK ("order_document"."kind" in ('upd', 'consignment_note', 'vat_invoice', 'other'))
);
--> statement-breakpoint
CREATE TABLE "order_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"document_number" text NOT NULL,
	"comment" text,
	"payment_status" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payment_kind_check" CHECK ("order_payment"."kind" in ('payment', 'refund')),
	CONSTRAINT "order_payment_amount_check" CHECK ("order_payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_shipment_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"carrier" text,
	"waybill_number" text,
	"comment" text,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'awaiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_status" text DEFAULT 'preparing' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waybill_number" text;--> statement-breakpoint
ALTER TABLE "order_document" ADD CONSTRAINT "order_document_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document" ADD CONSTRAINT "order_document_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document" ADD CONSTRAINT "order_document_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment" ADD CONSTRAINT "order_payment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment" ADD CONSTRAINT "order_payment_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_change" ADD CONSTRAINT "order_shipment_change_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_change" ADD CONSTRAINT "order_shipment_change_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_document_order_id_idx" ON "order_document" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_document_file_id_key" ON "order_document" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "order_payment_order_id_idx" ON "order_payment" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_shipment_change_order_id_idx" ON "order_shipment_change" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_at_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shipment_status_created_at_idx" ON "orders" USING btree ("shipment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_open_unpaid_created_at_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'created' and "orders"."payment_status" in ('awaiting', 'partially_paid');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('awaiting', 'partially_paid', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_amount_check" CHECK ("orders"."paid_amount" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_status_check" CHECK ("orders"."shipment_status" in ('preparing', 'shipped', 'ready_for_pickup', 'received'));--> statement-breakpoint
-- Orders completed before payments and shipments were kept were paid and handed over outside the shop: they read as
-- paid in full and received, with no history rows (none was recorded). Open and cancelled orders start from the defaults.
UPDATE "orders" SET "payment_status" = 'paid', "paid_amount" = "items_total" + coalesce("shipping_cost", 0), "shipment_status" = 'received' WHERE "status" = 'completed';
