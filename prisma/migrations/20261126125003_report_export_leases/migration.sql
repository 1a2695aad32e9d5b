-- CreateTable
CREATE TABLE "report_export_leases" (
    "team_id" UUID NOT NULL,
    "holder" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "report_export_leases_pkey" PRIMARY KEY ("team_id")
);
