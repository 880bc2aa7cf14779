CREATE TABLE "office_sequences" (
	"office_id" text NOT NULL,
	"scope_key" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "office_sequences_office_id_scope_key_pk" PRIMARY KEY("office_id","scope_key")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"numbering_format" text NOT NULL,
	"state" text NOT NULL,
	"street" text,
	"city" text,
	"zip" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offices_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"file_number" text NOT NULL,
	"office_id" text NOT NULL,
	"transaction_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"held_from_status" text,
	"phase" text DEFAULT 'open' NOT NULL,
	"property_address" text NOT NULL,
	"property_city" text NOT NULL,
	"property_state" text NOT NULL,
	"property_zip" text NOT NULL,
	"property_county" text NOT NULL,
	"apn" text,
	"legal_description" text,
	"property_type" text NOT NULL,
	"sale_price_cents" bigint,
	"loan_amount_cents" bigint,
	"opened_date" date NOT NULL,
	"estimated_closing_date" date,
	"closing_date" date,
	"closing_on" date GENERATED ALWAYS AS (coalesce(closing_date, estimated_closing_date)) STORED,
	"funding_date" date,
	"recorded_date" date,
	"policy_issued_date" date,
	"escrow_officer_id" text,
	"title_officer_id" text,
	"processor_id" text,
	"underwriter_id" text,
	"notes" text,
	"party_names" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(file_number || ' ' || property_address || ' ' || property_city || ' ' || coalesce(apn, '') || ' ' || party_names)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"scope" text DEFAULT 'orders' NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriters" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "underwriters_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"phone" text,
	"tin_encrypted" text,
	"tin_last4" text,
	"street" text,
	"city" text,
	"state" text,
	"zip" text,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(email, ''))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_companies" (
	"contact_id" text NOT NULL,
	"company_id" text NOT NULL,
	CONSTRAINT "contact_companies_contact_id_company_id_pk" PRIMARY KEY("contact_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"ssn_encrypted" text,
	"ssn_last4" text,
	"street" text,
	"city" text,
	"state" text,
	"zip" text,
	"notes" text,
	"user_id" text,
	"invited_email" text,
	"invited_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(email, ''))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parties" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"role" text NOT NULL,
	"contact_id" text,
	"company_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_parties_one_party" CHECK (("order_parties"."contact_id" is null) <> ("order_parties"."company_id" is null))
);
--> statement-breakpoint
ALTER TABLE "office_sequences" ADD CONSTRAINT "office_sequences_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_escrow_officer_id_users_id_fk" FOREIGN KEY ("escrow_officer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_title_officer_id_users_id_fk" FOREIGN KEY ("title_officer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_processor_id_users_id_fk" FOREIGN KEY ("processor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_underwriter_id_underwriters_id_fk" FOREIGN KEY ("underwriter_id") REFERENCES "public"."underwriters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_companies" ADD CONSTRAINT "contact_companies_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_companies" ADD CONSTRAINT "contact_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parties" ADD CONSTRAINT "order_parties_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parties" ADD CONSTRAINT "order_parties_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parties" ADD CONSTRAINT "order_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_file_number_idx" ON "orders" USING btree ("file_number");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_phase_closing_idx" ON "orders" USING btree ("phase","closing_on");--> statement-breakpoint
CREATE INDEX "orders_closing_on_idx" ON "orders" USING btree ("closing_on");--> statement-breakpoint
CREATE INDEX "orders_opened_idx" ON "orders" USING btree ("opened_date");--> statement-breakpoint
CREATE INDEX "orders_office_idx" ON "orders" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("transaction_type");--> statement-breakpoint
CREATE INDEX "orders_county_idx" ON "orders" USING btree ("property_state","property_county");--> statement-breakpoint
CREATE INDEX "orders_apn_idx" ON "orders" USING btree ("apn");--> statement-breakpoint
CREATE INDEX "orders_escrow_officer_idx" ON "orders" USING btree ("escrow_officer_id","phase");--> statement-breakpoint
CREATE INDEX "orders_title_officer_idx" ON "orders" USING btree ("title_officer_id");--> statement-breakpoint
CREATE INDEX "orders_processor_idx" ON "orders" USING btree ("processor_id");--> statement-breakpoint
CREATE INDEX "orders_sale_price_idx" ON "orders" USING btree ("sale_price_cents");--> statement-breakpoint
CREATE INDEX "orders_address_idx" ON "orders" USING btree ("property_address");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_user_name_idx" ON "saved_filters" USING btree ("user_id","scope","name");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_kind_idx" ON "companies" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_companies_company_idx" ON "contact_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_invited_email_idx" ON "contacts" USING btree ("invited_email");--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_parties_order_idx" ON "order_parties" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_parties_contact_idx" ON "order_parties" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "order_parties_company_idx" ON "order_parties" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_parties_unique_idx" ON "order_parties" USING btree ("order_id","role",coalesce("contact_id", "company_id"));