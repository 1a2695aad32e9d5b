-- CreateEnum
CREATE TYPE "ExchangeRateSource" AS ENUM ('ptax', 'agency');

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "exchange_rate" TEXT,
ADD COLUMN     "exchange_rate_date" DATE,
ADD COLUMN     "exchange_rate_source" TEXT,
ADD COLUMN     "exchange_spread_percent" TEXT,
ADD COLUMN     "supplier_amount_minor" INTEGER,
ADD COLUMN     "supplier_currency" TEXT;

-- CreateTable
CREATE TABLE "exchange_policies" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "currency" TEXT NOT NULL,
    "source" "ExchangeRateSource" NOT NULL DEFAULT 'ptax',
    "spread_percent" TEXT NOT NULL DEFAULT '0',
    "max_age_business_days" INTEGER NOT NULL DEFAULT 2,
    "agency_rate" TEXT,
    "agency_rate_date" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT transaction_timestamp(),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "exchange_policies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ptax_rates" (
    "currency" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "selling_rate" TEXT NOT NULL,
    "buying_rate" TEXT NOT NULL,
    "bulletin_at" TIMESTAMPTZ(3) NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT transaction_timestamp(),

    CONSTRAINT "ptax_rates_pkey" PRIMARY KEY ("currency","date")
);

-- CreateIndex
CREATE UNIQUE INDEX "exchange_policies_team_id_currency_key" ON "exchange_policies"("team_id", "currency");

-- AddForeignKey
ALTER TABLE "exchange_policies" ADD CONSTRAINT "exchange_policies_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
