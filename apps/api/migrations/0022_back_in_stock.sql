CREATE TABLE "back_in_stock_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_subscription_email_check" CHECK ("back_in_stock_subscription"."email" like '%_@_%')
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_subscription" ADD CONSTRAINT "back_in_stock_subscription_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_subscription" ADD CONSTRAINT "back_in_stock_subscription_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_subscription_product_email_key" ON "back_in_stock_subscription" USING btree ("product_id",lower("email"));--> statement-breakpoint
CREATE INDEX "back_in_stock_subscription_waiting_product_idx" ON "back_in_stock_subscription" USING btree ("product_id") WHERE "back_in_stock_subscription"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_subscription_waiting_email_idx" ON "back_in_stock_subscription" USING btree (lower("email")) WHERE "back_in_stock_subscription"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_subscription_user_id_idx" ON "back_in_stock_subscription" USING btree ("user_id");