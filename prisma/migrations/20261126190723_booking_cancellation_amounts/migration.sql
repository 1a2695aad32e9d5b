-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "cancellation_fee_cents" INTEGER,
ADD COLUMN     "cancellation_penalty_cents" INTEGER,
ADD COLUMN     "cancellation_refund_cents" INTEGER;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "refunded_cents" INTEGER;
