CREATE TABLE "attribute" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enum_options" jsonb,
	CONSTRAINT "attribute_type_check" CHECK ("attribute"."type" in ('string', 'number', 'boolean', 'enum'))
);
--> statement-breakpoint
CREATE TABLE "attribute_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image_id" uuid,
	"seo_title" text,
	"seo_description" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_slug_check" CHECK ("category"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "category_parent_check" CHECK ("category"."parent_id" is null or "category"."parent_id" <> "category"."id")
);
--> statement-breakpoint
CREATE TABLE "customer_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_group_price" (
	"customer_group_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "customer_group_price_customer_group_id_product_id_pk" PRIMARY KEY("customer_group_id","product_id"),
	CONSTRAINT "customer_group_price_price_check" CHECK ("customer_group_price"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid,
	"stored_file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"alt" text,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" bigint NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_folder" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"article" text NOT NULL,
	"article_normalized" text NOT NULL,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"availability" text DEFAULT 'in_stock' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_base_price_check" CHECK ("product"."base_price" >= 0),
	CONSTRAINT "product_availability_check" CHECK ("product"."availability" in ('in_stock', 'on_order', 'not_sold')),
	CONSTRAINT "product_slug_check" CHECK ("product"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "product_article_normalized_check" CHECK ("product"."article_normalized" <> '')
);
--> statement-breakpoint
CREATE TABLE "product_attribute_value" (
	"product_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"value_text" text,
	"value_number" numeric,
	"value_boolean" boolean,
	CONSTRAINT "product_attribute_value_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_category_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"product_id" uuid NOT NULL,
	"media_file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_media_product_id_media_file_id_pk" PRIMARY KEY("product_id","media_file_id")
);
--> statement-breakpoint
CREATE TABLE "product_relation" (
	"product_id" uuid NOT NULL,
	"related_product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relation_product_id_related_product_id_kind_pk" PRIMARY KEY("product_id","related_product_id","kind"),
	CONSTRAINT "product_relation_kind_check" CHECK ("product_relation"."kind" in ('analogue', 'accessory', 'related')),
	CONSTRAINT "product_relation_self_check" CHECK ("product_relation"."product_id" <> "product_relation"."related_product_id")
);
--> statement-breakpoint
CREATE TABLE "route_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status" smallint DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_rule_status_check" CHECK ("route_rule"."status" in (301, 302)),
	CONSTRAINT "route_rule_paths_check" CHECK ("route_rule"."from_path" like '/%' and "route_rule"."to_path" like '/%' and "route_rule"."from_path" <> "route_rule"."to_path")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_group_id" uuid;--> statement-breakpoint
ALTER TABLE "attribute" ADD CONSTRAINT "attribute_group_id_attribute_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_group"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_image_id_media_file_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_price" ADD CONSTRAINT "customer_group_price_customer_group_id_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_price" ADD CONSTRAINT "customer_group_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_folder_id_media_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."media_folder"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folder" ADD CONSTRAINT "media_folder_parent_id_media_folder_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_folder"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_value" ADD CONSTRAINT "product_attribute_value_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_value" ADD CONSTRAINT "product_attribute_value_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_media_file_id_media_file_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relation" ADD CONSTRAINT "product_relation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relation" ADD CONSTRAINT "product_relation_related_product_id_product_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_group_id_idx" ON "attribute" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_slug_key" ON "category" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "category_parent_id_idx" ON "category" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "category_image_id_idx" ON "category" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_group_title_key" ON "customer_group" USING btree ("title");--> statement-breakpoint
CREATE INDEX "customer_group_price_product_id_idx" ON "customer_group_price" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "media_file_folder_id_idx" ON "media_file" USING btree ("folder_id","created_at");--> statement-breakpoint
CREATE INDEX "media_file_stored_file_id_idx" ON "media_file" USING btree ("stored_file_id");--> statement-breakpoint
CREATE INDEX "media_folder_parent_id_idx" ON "media_folder" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_slug_key" ON "product" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_article_normalized_key" ON "product" USING btree ("article_normalized");--> statement-breakpoint
CREATE INDEX "product_created_at_idx" ON "product" USING btree ("created_at","id") WHERE "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_base_price_idx" ON "product" USING btree ("base_price","id") WHERE "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_title_idx" ON "product" USING btree ("title","id") WHERE "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_featured_idx" ON "product" USING btree ("created_at","id") WHERE "product"."is_featured" and "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_title_trgm_idx" ON "product" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_article_normalized_trgm_idx" ON "product" USING gin ("article_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_attribute_value_facet_text_idx" ON "product_attribute_value" USING btree ("attribute_id","value_text","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_value_facet_number_idx" ON "product_attribute_value" USING btree ("attribute_id","value_number","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_value_facet_boolean_idx" ON "product_attribute_value" USING btree ("attribute_id","value_boolean","product_id");--> statement-breakpoint
CREATE INDEX "product_category_category_id_idx" ON "product_category" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_media_media_file_id_idx" ON "product_media" USING btree ("media_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_media_main_key" ON "product_media" USING btree ("product_id") WHERE "product_media"."is_main";--> statement-breakpoint
CREATE INDEX "product_relation_related_product_id_idx" ON "product_relation" USING btree ("related_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_rule_from_path_key" ON "route_rule" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "route_rule_to_path_idx" ON "route_rule" USING btree ("to_path");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_group_id_customer_group_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_customer_group_id_idx" ON "users" USING btree ("customer_group_id");