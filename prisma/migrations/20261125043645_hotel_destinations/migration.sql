-- CreateTable
CREATE TABLE "hotel_destinations" (
    "provider" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "city_code" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "country_code" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "search_text" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hotel_destinations_pkey" PRIMARY KEY ("provider","code")
);

-- CreateIndex
CREATE INDEX "hotel_destinations_search_text_idx" ON "hotel_destinations"("search_text");
