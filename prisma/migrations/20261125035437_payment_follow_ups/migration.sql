-- CreateEnum
CREATE TYPE "PaymentFollowUpKind" AS ENUM ('hotel_issue', 'late_refund');

-- CreateEnum
CREATE TYPE "PaymentFollowUpStatus" AS ENUM ('pending', 'done', 'failed');

-- CreateTable
CREATE TABLE "payment_follow_ups" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "kind" "PaymentFollowUpKind" NOT NULL,
    "status" "PaymentFollowUpStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_follow_ups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_follow_ups_status_next_attempt_at_idx" ON "payment_follow_ups"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "payment_follow_ups_team_id_kind_status_idx" ON "payment_follow_ups"("team_id", "kind", "status");

-- CreateIndex
CREATE UNIQUE INDEX "payment_follow_ups_kind_payment_id_key" ON "payment_follow_ups"("kind", "payment_id");

-- AddForeignKey
ALTER TABLE "payment_follow_ups" ADD CONSTRAINT "payment_follow_ups_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
