CREATE TABLE "subscription_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_refunds" ADD CONSTRAINT "subscription_refunds_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_refunds_subscription_idx" ON "subscription_refunds" USING btree ("subscription_id");--> statement-breakpoint
-- Hand-written part of the migration that adds "subscriptions_one_live_per_user" (issue 11,
-- docs/decisions/018-one-live-subscription-per-user.md). It must run BEFORE that CREATE UNIQUE
-- INDEX statement: rows made before the rule would make the index fail.
--
-- 1. Test-mode subscriptions whose paid period is over ended then: test mode never renews, so
--    their 'active' status is only a leftover.
UPDATE "subscriptions" SET "status" = 'canceled', "updated_at" = now()
WHERE "provider" = 'test' AND "status" IN ('active', 'trialing') AND "current_period_end" <= now();
--> statement-breakpoint
-- 2. A user's second live subscription, made before the rule (two paid checkouts): the earliest
--    stays; the others are marked ended as duplicates. A Stripe one is cancelled and its latest
--    payment refunded by the first webhook that shows it live again; refund its first payment by
--    hand (docs/operations.md, "Payments").
UPDATE "subscriptions" AS s
SET "status" = 'canceled', "ended_reason" = 'duplicate', "ended_at" = now(), "updated_at" = now()
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS n
  FROM "subscriptions"
  WHERE "status" IN ('active', 'trialing')
) AS ranked
WHERE s."id" = ranked."id" AND ranked.n > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('active', 'trialing');
