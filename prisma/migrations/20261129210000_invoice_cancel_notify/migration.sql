-- A cancelled sale asks its NFS-e to be cancelled by marking the row (invoices/plan-invoice.ts), not by
-- inserting one: wake the invoices.issue job at that commit too, as the insert trigger does, instead of
-- leaving the cancellation to the next minute run. PostgreSQL folds identical NOTIFYs of one
-- transaction into one, so a sale cancelled with several rows still wakes the job once.
CREATE FUNCTION "service_invoice_cancel_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tas_outbox', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER "service_invoices_cancel_notify" AFTER UPDATE OF "cancel_requested" ON "service_invoices"
  FOR EACH ROW WHEN (NEW."cancel_requested" AND NOT OLD."cancel_requested")
  EXECUTE FUNCTION "service_invoice_cancel_notify"();
