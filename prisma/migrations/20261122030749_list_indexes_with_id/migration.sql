-- DropIndex
DROP INDEX "api_keys_team_id_created_at_idx";

-- DropIndex
DROP INDEX "bookings_team_id_created_at_idx";

-- DropIndex
DROP INDEX "bookings_team_id_customer_id_created_at_idx";

-- DropIndex
DROP INDEX "bookings_team_id_status_created_at_idx";

-- DropIndex
DROP INDEX "bookings_team_id_type_created_at_idx";

-- DropIndex
DROP INDEX "clients_team_id_created_at_idx";

-- DropIndex
DROP INDEX "clients_team_id_customer_type_created_at_idx";

-- DropIndex
DROP INDEX "clients_team_id_is_active_created_at_idx";

-- DropIndex
DROP INDEX "experiences_team_id_category_created_at_idx";

-- DropIndex
DROP INDEX "experiences_team_id_created_at_idx";

-- DropIndex
DROP INDEX "experiences_team_id_is_active_created_at_idx";

-- DropIndex
DROP INDEX "payments_team_id_created_at_idx";

-- DropIndex
DROP INDEX "prebooks_team_id_created_at_idx";

-- DropIndex
DROP INDEX "quotes_team_id_created_at_idx";

-- DropIndex
DROP INDEX "quotes_team_id_customer_id_created_at_idx";

-- DropIndex
DROP INDEX "quotes_team_id_status_created_at_idx";

-- CreateIndex
CREATE INDEX "api_keys_team_id_created_at_id_idx" ON "api_keys"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "bookings_team_id_created_at_id_idx" ON "bookings"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "bookings_team_id_status_created_at_id_idx" ON "bookings"("team_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "bookings_team_id_type_created_at_id_idx" ON "bookings"("team_id", "type", "created_at", "id");

-- CreateIndex
CREATE INDEX "bookings_team_id_customer_id_created_at_id_idx" ON "bookings"("team_id", "customer_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "clients_team_id_created_at_id_idx" ON "clients"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "clients_team_id_is_active_created_at_id_idx" ON "clients"("team_id", "is_active", "created_at", "id");

-- CreateIndex
CREATE INDEX "clients_team_id_customer_type_created_at_id_idx" ON "clients"("team_id", "customer_type", "created_at", "id");

-- CreateIndex
CREATE INDEX "experiences_team_id_created_at_id_idx" ON "experiences"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "experiences_team_id_is_active_created_at_id_idx" ON "experiences"("team_id", "is_active", "created_at", "id");

-- CreateIndex
CREATE INDEX "experiences_team_id_category_created_at_id_idx" ON "experiences"("team_id", "category", "created_at", "id");

-- CreateIndex
CREATE INDEX "payments_team_id_created_at_id_idx" ON "payments"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "prebooks_team_id_created_at_id_idx" ON "prebooks"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotes_team_id_created_at_id_idx" ON "quotes"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotes_team_id_status_created_at_id_idx" ON "quotes"("team_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotes_team_id_customer_id_created_at_id_idx" ON "quotes"("team_id", "customer_id", "created_at", "id");
