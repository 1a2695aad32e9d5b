/** What the stand-in booked and cancelled, so tests and the soak can check it against our records. */
export interface StandInBooking {
  reference: string;
  clientReference: string;
  status: 'CONFIRMED' | 'PRECONFIRMED' | 'CANCELLED';
  rateKey: string;
  hotelCode: number;
  holder: { name: string; surname: string };
  paxes: { roomId: number; type: string; age?: number; name: string; surname: string }[];
  remark: string | null;
  netCents: number;
  currency: string;
  createdAt: Date;
  cancelledAt: Date | null;
  cancellationAmountCents: number | null;
}

export class StandInBookings {
  readonly #byReference = new Map<string, StandInBooking>();
  #sequence = 1_000_000;

  create(
    booking: Omit<StandInBooking, 'reference' | 'status' | 'cancelledAt' | 'cancellationAmountCents'>,
    status: 'CONFIRMED' | 'PRECONFIRMED' = 'CONFIRMED',
  ): StandInBooking {
    this.#sequence += 1;
    // Hotelbeds references look like `102-1234567` (office, sequence).
    const record: StandInBooking = {
      ...booking,
      reference: `102-${this.#sequence}`,
      status,
      cancelledAt: null,
      cancellationAmountCents: null,
    };
    this.#byReference.set(record.reference, record);
    return record;
  }

  get(reference: string): StandInBooking | undefined {
    return this.#byReference.get(reference);
  }

  cancel(reference: string, at: Date, amountCents: number): void {
    const record = this.#byReference.get(reference);
    if (!record || record.status === 'CANCELLED') return;
    record.status = 'CANCELLED';
    record.cancelledAt = at;
    record.cancellationAmountCents = amountCents;
  }

  /** Copies, oldest first. */
  list(): StandInBooking[] {
    return [...this.#byReference.values()].map((booking) => ({
      ...booking,
      holder: { ...booking.holder },
      paxes: booking.paxes.map((pax) => ({ ...pax })),
    }));
  }

  clear(): void {
    this.#byReference.clear();
  }
}
