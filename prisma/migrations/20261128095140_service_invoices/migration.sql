-- CreateTable
CREATE TABLE "service_invoices" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "gateway" TEXT NOT NULL,
    "gateway_invoice_id" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "cancel_requested" BOOLEAN NOT NULL DEFAULT false,
    "number" TEXT,
    "pdf_url" TEXT,
    "xml_url" TEXT,
    "value_cents" INTEGER,
    "error_message" TEXT,
    "effective_date" DATE,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT transaction_timestamp(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_invoices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "service_invoices_booking_id_key" ON "service_invoices"("booking_id");

-- CreateIndex
CREATE INDEX "service_invoices_team_id_created_at_id_idx" ON "service_invoices"("team_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "service_invoices_team_id_status_created_at_id_idx" ON "service_invoices"("team_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "service_invoices_status_due_at_idx" ON "service_invoices"("status", "due_at");

-- CreateIndex
CREATE UNIQUE INDEX "service_invoices_gateway_gateway_invoice_id_key" ON "service_invoices"("gateway", "gateway_invoice_id");

-- AddForeignKey
ALTER TABLE "service_invoices" ADD CONSTRAINT "service_invoices_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_invoices" ADD CONSTRAINT "service_invoices_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An invoice due now (issued on confirmation) wakes the invoices.issue job at commit (jobs/wake-on-commit.ts).
CREATE TRIGGER "service_invoices_notify" AFTER INSERT ON "service_invoices"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "outbox_notify"();
