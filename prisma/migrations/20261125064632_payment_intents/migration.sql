-- CreateEnum
CREATE TYPE "PaymentIntentStatus" AS ENUM ('open', 'checking', 'booked', 'closed', 'failed');

-- CreateTable
CREATE TABLE "payment_intents" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "gateway" TEXT NOT NULL,
    "booking_id" UUID,
    "amount_cents" INTEGER,
    "status" "PaymentIntentStatus" NOT NULL DEFAULT 'open',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_check_at" TIMESTAMPTZ(3) NOT NULL,
    "charges_undone" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_intents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_intents_status_next_check_at_idx" ON "payment_intents"("status", "next_check_at");

-- AddForeignKey
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
