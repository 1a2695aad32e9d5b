-- AlterTable
ALTER TABLE "payment_webhook_events" DROP CONSTRAINT "payment_webhook_events_pkey",
ADD CONSTRAINT "payment_webhook_events_pkey" PRIMARY KEY ("team_id", "gateway", "event_id");
