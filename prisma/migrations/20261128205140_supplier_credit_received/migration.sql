-- AlterTable
ALTER TABLE "supplier_payables" ADD COLUMN     "credit_received_at" DATE,
ADD COLUMN     "credit_received_cents" INTEGER,
ADD COLUMN     "credit_received_rate" TEXT;
