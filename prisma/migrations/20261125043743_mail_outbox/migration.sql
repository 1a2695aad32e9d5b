-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('pending', 'sent', 'kept', 'failed');

-- CreateTable
CREATE TABLE "mail_messages" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "refs" JSONB NOT NULL DEFAULT '{}',
    "status" "MailStatus" NOT NULL DEFAULT 'pending',
    "subject" TEXT,
    "html" TEXT,
    "text" TEXT,
    "attachments" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "mail_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "mail_messages_status_next_attempt_at_idx" ON "mail_messages"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "mail_messages_team_id_created_at_id_idx" ON "mail_messages"("team_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "mail_messages_team_id_dedupe_key_key" ON "mail_messages"("team_id", "dedupe_key");

-- AddForeignKey
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
