-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "order_changes_minor" INTEGER NOT NULL DEFAULT 0;
