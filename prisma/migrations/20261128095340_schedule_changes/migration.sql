-- CreateEnum
CREATE TYPE "ScheduleChangeStatus" AS ENUM ('pending', 'accepted', 'change_requested', 'cancelled');

-- CreateTable
CREATE TABLE "supplier_events" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "supplier" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT transaction_timestamp(),
    "processed_at" TIMESTAMPTZ(3),
    "outcome" TEXT,

    CONSTRAINT "supplier_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_changes" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "supplier" TEXT NOT NULL,
    "supplier_change_id" TEXT NOT NULL,
    "removed" JSONB NOT NULL,
    "added" JSONB NOT NULL,
    "available_actions" TEXT[],
    "status" "ScheduleChangeStatus" NOT NULL DEFAULT 'pending',
    "decided_by_name" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "outcome" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT transaction_timestamp(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "schedule_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "supplier_events_team_id_received_at_idx" ON "supplier_events"("team_id", "received_at");

-- CreateIndex
CREATE UNIQUE INDEX "supplier_events_team_id_supplier_event_id_key" ON "supplier_events"("team_id", "supplier", "event_id");

-- CreateIndex
CREATE INDEX "schedule_changes_team_id_status_created_at_id_idx" ON "schedule_changes"("team_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "schedule_changes_booking_id_idx" ON "schedule_changes"("booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "schedule_changes_team_id_supplier_supplier_change_id_key" ON "schedule_changes"("team_id", "supplier", "supplier_change_id");

-- AddForeignKey
ALTER TABLE "supplier_events" ADD CONSTRAINT "supplier_events_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
