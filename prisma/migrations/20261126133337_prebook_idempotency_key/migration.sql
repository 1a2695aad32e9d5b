-- AlterTable
ALTER TABLE "prebooks" ADD COLUMN "idempotency_key" TEXT;
