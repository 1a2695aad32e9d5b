-- CreateTable
CREATE TABLE "audit_events" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "actor_user_id" UUID,
    "actor_api_key_id" UUID,
    "actor_label" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subject_type" TEXT,
    "subject_id" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "ip_address" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_team_id_created_at_id_idx" ON "audit_events"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "audit_events_team_id_actor_user_id_created_at_idx" ON "audit_events"("team_id", "actor_user_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_events_team_id_action_created_at_idx" ON "audit_events"("team_id", "action", "created_at");

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
