CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"subscribed_to_emails" boolean DEFAULT false NOT NULL,
	"email_frequency" text DEFAULT 'weekly' NOT NULL,
	"default_feed" text DEFAULT 'daily' NOT NULL,
	"project_profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unsubscribe_token" text,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_cursors" (
	"repository_id" integer NOT NULL,
	"source" text NOT NULL,
	"cursor" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"networks" text[] DEFAULT '{}'::text[] NOT NULL,
	"github_orgs" text[] DEFAULT '{}'::text[] NOT NULL,
	"icon_url" text,
	"website" text,
	"source" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "repositories" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"host" text DEFAULT 'github' NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"default_branch" text,
	"head_sha" text,
	"head_at" timestamp with time zone,
	"replay_offset_days" integer,
	"is_fork" boolean DEFAULT false NOT NULL,
	"upstream_full_name" text,
	"last_collected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repository_dependencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"repository_id" integer NOT NULL,
	"ecosystem" text NOT NULL,
	"name" text NOT NULL,
	"version" text,
	"manifest_path" text NOT NULL,
	"kind" text,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "repository_paths" (
	"repository_id" integer NOT NULL,
	"paths" text[] NOT NULL,
	"head_sha" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commit_files" (
	"commit_id" bigint NOT NULL,
	"path" text NOT NULL,
	"status" text NOT NULL,
	"old_path" text,
	"additions" integer,
	"deletions" integer,
	CONSTRAINT "commit_files_commit_id_path_pk" PRIMARY KEY("commit_id","path")
);
--> statement-breakpoint
CREATE TABLE "commits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"repository_id" integer NOT NULL,
	"sha" text NOT NULL,
	"parents" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_name" text NOT NULL,
	"author_login" text,
	"authored_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"recorded_committed_at" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"additions" integer DEFAULT 0 NOT NULL,
	"deletions" integer DEFAULT 0 NOT NULL,
	"files_changed" integer DEFAULT 0 NOT NULL,
	"is_merge" boolean DEFAULT false NOT NULL,
	"signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"noise_reason" text
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"repository_id" integer NOT NULL,
	"name" text NOT NULL,
	"sha" text,
	"is_release" boolean DEFAULT false NOT NULL,
	"tagged_at" timestamp with time zone,
	"recorded_tagged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feed_item_commits" (
	"feed_item_id" uuid NOT NULL,
	"commit_id" bigint NOT NULL,
	CONSTRAINT "feed_item_commits_feed_item_id_commit_id_pk" PRIMARY KEY("feed_item_id","commit_id")
);
--> statement-breakpoint
CREATE TABLE "feed_item_tags" (
	"feed_item_id" uuid NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "feed_item_tags_feed_item_id_tag_id_pk" PRIMARY KEY("feed_item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"type" text DEFAULT 'commit_analysis' NOT NULL,
	"owner" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"total_commits" integer NOT NULL,
	"priority" text NOT NULL,
	"priority_rank" smallint NOT NULL,
	"signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" jsonb NOT NULL,
	"category" text NOT NULL,
	"networks" text[] DEFAULT '{}'::text[] NOT NULL,
	"analysis_date" date NOT NULL,
	"days_analyzed" integer DEFAULT 1 NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"image_url" text,
	"noise" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_replay" boolean DEFAULT false NOT NULL,
	"recorded_date" date,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"frequency" text NOT NULL,
	"period_key" text NOT NULL,
	"item_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"feed_item_id" uuid NOT NULL,
	"profile_type" text NOT NULL,
	"insight_type" text NOT NULL,
	"opportunity" text NOT NULL,
	"analysis_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_subscriptions" (
	"user_id" text NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_subscriptions_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "saved_feeds" (
	"user_id" text NOT NULL,
	"feed_item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_feeds_user_id_feed_item_id_pk" PRIMARY KEY("user_id","feed_item_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"keywords" text[] NOT NULL,
	"keywords_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "llm_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(12, 6) DEFAULT '0' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"days" integer NOT NULL,
	"as_of" date NOT NULL,
	"commits_count" integer NOT NULL,
	"result" jsonb NOT NULL,
	"writer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quarterly_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"quarter" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"total_commits" integer NOT NULL,
	"analysis_result" jsonb NOT NULL,
	"metrics" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technology_profiles" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"github_url" text,
	"categories" jsonb NOT NULL,
	"technology_count" integer NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"source" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"title" text,
	"work_email" text,
	"personal_email" text,
	"personal_linkedin" text,
	"twitter" text,
	"company_linkedin" text,
	"profile_url" text,
	"commit_share" real,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"coin_name" text NOT NULL,
	"platform" text NOT NULL,
	"trading_start_time" timestamp with time zone,
	"description" text,
	"additional_info" jsonb,
	"url" text,
	"contact_info" jsonb,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"interval" text NOT NULL,
	"stripe_price_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cursors" ADD CONSTRAINT "collection_cursors_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repositories" ADD CONSTRAINT "repositories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_dependencies" ADD CONSTRAINT "repository_dependencies_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_paths" ADD CONSTRAINT "repository_paths_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commit_files" ADD CONSTRAINT "commit_files_commit_id_commits_id_fk" FOREIGN KEY ("commit_id") REFERENCES "public"."commits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commits" ADD CONSTRAINT "commits_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_commits" ADD CONSTRAINT "feed_item_commits_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_commits" ADD CONSTRAINT "feed_item_commits_commit_id_commits_id_fk" FOREIGN KEY ("commit_id") REFERENCES "public"."commits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_tags" ADD CONSTRAINT "feed_item_tags_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_tags" ADD CONSTRAINT "feed_item_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_subscriptions" ADD CONSTRAINT "project_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_subscriptions" ADD CONSTRAINT "project_subscriptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_feeds" ADD CONSTRAINT "saved_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_feeds" ADD CONSTRAINT "saved_feeds_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analyses" ADD CONSTRAINT "project_analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarterly_analyses" ADD CONSTRAINT "quarterly_analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology_profiles" ADD CONSTRAINT "technology_profiles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_user_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_cursors_uq" ON "collection_cursors" USING btree ("repository_id","source");--> statement-breakpoint
CREATE INDEX "projects_category_idx" ON "projects" USING btree ("category");--> statement-breakpoint
CREATE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "repositories_project_full_name_uq" ON "repositories" USING btree ("project_id","full_name");--> statement-breakpoint
CREATE INDEX "repositories_full_name_idx" ON "repositories" USING btree ("full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "repository_dependencies_uq" ON "repository_dependencies" USING btree ("repository_id","manifest_path","ecosystem","name");--> statement-breakpoint
CREATE INDEX "repository_dependencies_name_idx" ON "repository_dependencies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "repository_paths_repo_uq" ON "repository_paths" USING btree ("repository_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commits_repo_sha_uq" ON "commits" USING btree ("repository_id","sha");--> statement-breakpoint
CREATE INDEX "commits_repo_committed_idx" ON "commits" USING btree ("repository_id","committed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_repo_name_uq" ON "tags" USING btree ("repository_id","name");--> statement-breakpoint
CREATE INDEX "tags_repo_tagged_idx" ON "tags" USING btree ("repository_id","tagged_at");--> statement-breakpoint
CREATE INDEX "feed_item_commits_commit_idx" ON "feed_item_commits" USING btree ("commit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_natural_uq" ON "feed_items" USING btree ("project_id","type","analysis_date","days_analyzed");--> statement-breakpoint
CREATE INDEX "feed_items_order_idx" ON "feed_items" USING btree ("priority_rank" DESC NULLS LAST,"analysis_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "feed_items_date_idx" ON "feed_items" USING btree ("analysis_date" DESC NULLS LAST,"priority_rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_items_project_date_idx" ON "feed_items" USING btree ("project_id","analysis_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_items_category_order_idx" ON "feed_items" USING btree ("category","priority_rank" DESC NULLS LAST,"analysis_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_items_networks_gin" ON "feed_items" USING gin ("networks");--> statement-breakpoint
CREATE INDEX "feed_items_search_trgm" ON "feed_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "digest_deliveries_user_period_uq" ON "digest_deliveries" USING btree ("user_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "insights_user_feed_profile_uq" ON "insights" USING btree ("user_id","feed_item_id","profile_type");--> statement-breakpoint
CREATE INDEX "insights_user_date_idx" ON "insights" USING btree ("user_id","analysis_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_subscriptions_project_idx" ON "project_subscriptions" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_key_uq" ON "saved_searches" USING btree ("user_id","keywords_key");--> statement-breakpoint
CREATE INDEX "llm_calls_created_idx" ON "llm_calls" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_analyses_uq" ON "project_analyses" USING btree ("project_id","days","as_of");--> statement-breakpoint
CREATE UNIQUE INDEX "quarterly_analyses_project_quarter_uq" ON "quarterly_analyses" USING btree ("project_id","quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_project_source_key_uq" ON "contacts" USING btree ("project_id","source","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "token_listings_source_key_uq" ON "token_listings" USING btree ("source","source_key");--> statement-breakpoint
CREATE INDEX "token_listings_start_idx" ON "token_listings" USING btree ("trading_start_time");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");