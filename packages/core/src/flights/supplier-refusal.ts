import { FlightPriceChangedError, isSupplierError } from '@tas/suppliers';

/**
 * A reservation the flight supplier refused for a reason the agency or its customer can act on,
 * worded for the book's answer, the booking's history and the panel's Emissões pendentes:
 * - the airline's price moved between our read and the order (Duffel's `price_changed`, or 422
 *   `payment_amount_does_not_match_order_amount`): 400 PRICE_MISMATCH naming the new total;
 * - the agency's Duffel balance cannot pay (422 `insufficient_balance`): 502 SUPPLIER_ERROR. Not
 *   409 (our idempotency conflicts) nor 503 (our database): the supplier side could not serve it.
 */
export class SupplierRefusal extends Error {
  constructor(
    readonly status: 400 | 502,
    readonly code: 'PRICE_MISMATCH' | 'SUPPLIER_ERROR',
    reason: string,
  ) {
    super(reason);
    this.name = 'SupplierRefusal';
  }
}

/** The refusal a supplier error stands for, if it is one. */
export function refusalOf(error: unknown): SupplierRefusal | null {
  if (error instanceof FlightPriceChangedError) {
    const money = (amount: number) => `${amount.toFixed(2)} ${error.currency}`;
    return new SupplierRefusal(
      400,
      'PRICE_MISMATCH',
      `Price changed at the supplier: the offer's total is now ${money(error.total)} (it was ${money(error.previousTotal)})`,
    );
  }
  if (isSupplierError(error) && error.details.supplierCode === 'insufficient_balance')
    return new SupplierRefusal(
      502,
      'SUPPLIER_ERROR',
      "Flight supplier refused the order: the agency's Duffel balance cannot pay for it (top up the balance in Duffel's dashboard)",
    );
  return null;
}
