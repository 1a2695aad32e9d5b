-- CreateEnum
CREATE TYPE "PaymentTermKind" AS ENUM ('before_checkin', 'monthly_invoice', 'at_booking');

-- CreateEnum
CREATE TYPE "PayableStatus" AS ENUM ('open', 'paid', 'cancelled');

-- CreateTable
CREATE TABLE "supplier_payment_terms" (
    "team_id" UUID NOT NULL,
    "supplier" TEXT NOT NULL,
    "kind" "PaymentTermKind" NOT NULL,
    "days" INTEGER,
    "day_of_month" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT transaction_timestamp(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "supplier_payment_terms_pkey" PRIMARY KEY ("team_id","supplier")
);

-- CreateTable
CREATE TABLE "supplier_payables" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "supplier" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "locked_rate" TEXT NOT NULL,
    "due_date" DATE NOT NULL,
    "status" "PayableStatus" NOT NULL DEFAULT 'open',
    "paid_at" DATE,
    "paid_rate" TEXT,
    "paid_amount_cents" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT transaction_timestamp(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "supplier_payables_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "supplier_payables_booking_id_key" ON "supplier_payables"("booking_id");

-- CreateIndex
CREATE INDEX "supplier_payables_team_id_status_due_date_idx" ON "supplier_payables"("team_id", "status", "due_date");

-- CreateIndex
CREATE INDEX "supplier_payables_team_id_created_at_id_idx" ON "supplier_payables"("team_id", "created_at", "id");

-- AddForeignKey
ALTER TABLE "supplier_payment_terms" ADD CONSTRAINT "supplier_payment_terms_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_payables" ADD CONSTRAINT "supplier_payables_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_payables" ADD CONSTRAINT "supplier_payables_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
