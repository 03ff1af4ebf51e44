CREATE TABLE "cart" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"anonymous_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_owner_check" CHECK (("cart"."user_id" is null) <> ("cart"."anonymous_user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "cart_line" (
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_cart_id_product_id_pk" PRIMARY KEY("cart_id","product_id"),
	CONSTRAINT "cart_line_quantity_check" CHECK ("cart_line"."quantity" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "favorite" (
	"user_id" uuid,
	"anonymous_user_id" uuid,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_owner_check" CHECK (("favorite"."user_id" is null) <> ("favorite"."anonymous_user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "anonymous_user" ADD COLUMN "touched_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_anonymous_user_id_anonymous_user_id_fk" FOREIGN KEY ("anonymous_user_id") REFERENCES "public"."anonymous_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_anonymous_user_id_anonymous_user_id_fk" FOREIGN KEY ("anonymous_user_id") REFERENCES "public"."anonymous_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_id_key" ON "cart" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_anonymous_user_id_key" ON "cart" USING btree ("anonymous_user_id");--> statement-breakpoint
CREATE INDEX "cart_line_product_id_idx" ON "cart_line" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_user_product_key" ON "favorite" USING btree ("user_id","product_id") WHERE "favorite"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_anonymous_product_key" ON "favorite" USING btree ("anonymous_user_id","product_id") WHERE "favorite"."anonymous_user_id" is not null;--> statement-breakpoint
CREATE INDEX "favorite_user_created_at_idx" ON "favorite" USING btree ("user_id","created_at") WHERE "favorite"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "favorite_anonymous_created_at_idx" ON "favorite" USING btree ("anonymous_user_id","created_at") WHERE "favorite"."anonymous_user_id" is not null;--> statement-breakpoint
CREATE INDEX "favorite_product_id_idx" ON "favorite" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "anonymous_user_touched_at_idx" ON "anonymous_user" USING btree ("touched_at");