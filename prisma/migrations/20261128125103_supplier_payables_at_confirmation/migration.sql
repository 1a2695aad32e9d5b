-- AlterTable
ALTER TABLE "supplier_payables" ADD COLUMN     "credit_minor" INTEGER;

-- Backfill (#22): payables are now born with the confirmation (finance/reconcile-payable.ts), no longer
-- on the first read of the ledger. Sales confirmed (or cancelled with a supplier penalty) before that get
-- theirs here, with the figures the read-time code gave them: finance/payable-of-booking.ts (amount in the
-- supplier's currency, the penalty converted back at the sale's applied rate, half up), due-date.ts and
-- payment-terms.ts (the team's terms, else the defaults), at_booking terms born paid at the locked rate.
-- Minor-unit digits as Intl (lib/money.ts minorDigits). Idempotent: a sale with a payable is skipped.
INSERT INTO "supplier_payables" ("id", "team_id", "booking_id", "supplier", "currency", "amount_minor", "locked_rate",
  "due_date", "status", "paid_at", "paid_rate", "paid_amount_cents", "created_at", "updated_at")
SELECT gen_random_uuid(), s.team_id, s.id, s.supplier, s.currency, s.amount_minor, s.locked_rate,
  CASE s.kind
    WHEN 'before_checkin' THEN COALESCE(s.start_date - COALESCE(s.days, 0), s.sale_day)
    WHEN 'monthly_invoice' THEN (date_trunc('month', s.sale_day::timestamp) + interval '1 month')::date
      + (LEAST(COALESCE(s.day_of_month, 1),
               EXTRACT(DAY FROM date_trunc('month', s.sale_day::timestamp) + interval '2 month' - interval '1 day')::int) - 1)
    ELSE s.sale_day
  END,
  (CASE WHEN s.kind = 'at_booking' THEN 'paid' ELSE 'open' END)::"PayableStatus",
  CASE WHEN s.kind = 'at_booking' THEN s.sale_day END,
  CASE WHEN s.kind = 'at_booking' THEN s.locked_rate END,
  CASE WHEN s.kind = 'at_booking' THEN round(s.amount_minor * s.locked_rate::numeric * power(10::numeric, 2 - s.digits))::int END,
  transaction_timestamp(), transaction_timestamp()
FROM (
  SELECT f.*,
    COALESCE(own.kind, CASE WHEN f.supplier = 'duffel' THEN 'at_booking' WHEN f.supplier IN ('hotelbeds', 'sandbox') THEN 'before_checkin'
      ELSE 'monthly_invoice' END::"PaymentTermKind") AS kind,
    CASE WHEN own.kind IS NOT NULL THEN own.days WHEN f.supplier IN ('hotelbeds', 'sandbox') THEN 0 END AS days,
    CASE WHEN own.kind IS NOT NULL THEN own.day_of_month WHEN f.supplier NOT IN ('duffel', 'hotelbeds', 'sandbox') THEN 10 END AS day_of_month,
    CASE WHEN f.status = 'cancelled' THEN LEAST(f.full_minor, f.penalty_minor) ELSE f.full_minor END AS amount_minor
  FROM (
    SELECT c.*,
      CASE WHEN c.status <> 'cancelled' THEN NULL
        WHEN c.is_foreign THEN div(2 * c.cancellation_penalty_cents * power(10::numeric, c.digits) + c.sale_rate_x100,
                                    2 * c.sale_rate_x100)::int
        ELSE c.cancellation_penalty_cents END AS penalty_minor
    FROM (
      SELECT b.id, b.team_id, b.supplier, b.status, b.start_date, b.cancellation_penalty_cents, x.is_foreign, x.currency,
        (b.created_at AT TIME ZONE 'America/Sao_Paulo')::date AS sale_day,
        CASE WHEN x.is_foreign THEN b.supplier_amount_minor ELSE b.total_cents - b.markup_cents - b.du_cents END AS full_minor,
        CASE WHEN x.is_foreign THEN b.exchange_rate ELSE '1' END AS locked_rate,
        -- the applied rate x 100: rate x (100 + spread), exact
        CASE WHEN x.is_foreign THEN b.exchange_rate::numeric * (100 + COALESCE(b.exchange_spread_percent, '0')::numeric) END AS sale_rate_x100,
        CASE WHEN x.currency IN ('AFN', 'ALL', 'BIF', 'CLP', 'COP', 'DJF', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'JPY', 'KMF',
            'KPW', 'KRW', 'LAK', 'LBP', 'MGA', 'MMK', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS', 'SYP', 'UGX', 'VND', 'VUV', 'XAF', 'XOF',
            'XPF', 'YER') THEN 0
          WHEN x.currency IN ('BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 3
          ELSE 2 END AS digits
      FROM "bookings" b
      CROSS JOIN LATERAL (
        SELECT (COALESCE(b.supplier_currency, '') <> '' AND b.supplier_amount_minor IS NOT NULL AND b.exchange_rate IS NOT NULL) AS is_foreign
      ) fx
      CROSS JOIN LATERAL (
        SELECT fx.is_foreign, CASE WHEN fx.is_foreign THEN b.supplier_currency ELSE b.currency END AS currency
      ) x
      WHERE COALESCE(b.supplier, '') <> ''
        AND b.type IN ('hotel', 'flight')
        AND (b.status IN ('confirmed', 'completed') OR (b.status = 'cancelled' AND b.cancellation_penalty_cents > 0))
        AND NOT EXISTS (SELECT 1 FROM "supplier_payables" sp WHERE sp.booking_id = b.id)
    ) c
  ) f
  LEFT JOIN "supplier_payment_terms" own ON own.team_id = f.team_id AND own.supplier = f.supplier
) s
ON CONFLICT ("booking_id") DO NOTHING;
