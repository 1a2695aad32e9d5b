-- transaction_timestamp() is now() under its other name. The schema says dbgenerated("transaction_timestamp()")
-- so that Prisma leaves these columns to the database (its own now() is each process's clock), and
-- the migration engine reads the default back as written: with dbgenerated("now()") it saw Prisma's
-- now() and wrote these ALTERs into every new migration.
-- AlterTable
ALTER TABLE "api_keys" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "audit_events" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "booking_status_changes" ALTER COLUMN "at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "bookings" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "clients" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "experiences" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "idempotency_records" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "invitations" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "mail_messages" ALTER COLUMN "next_attempt_at" SET DEFAULT transaction_timestamp(),
ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "password_resets" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "payment_follow_ups" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "payment_intents" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "payment_webhook_events" ALTER COLUMN "received_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "payments" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "prebooks" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "quote_history" ALTER COLUMN "at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "quotes" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "teams" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "users" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "webhook_deliveries" ALTER COLUMN "next_attempt_at" SET DEFAULT transaction_timestamp(),
ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();

-- AlterTable
ALTER TABLE "webhook_endpoints" ALTER COLUMN "created_at" SET DEFAULT transaction_timestamp();
