-- AlterTable
ALTER TABLE "users" ADD COLUMN     "sessions_valid_from" TIMESTAMPTZ(3);
