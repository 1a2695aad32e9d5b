'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PaymentResult } from '@/components/payments/payment-result';
import { ErrorState, Loading } from '@/components/query-state';
import type { Hotel, HotelBookResult, HotelOffer, HotelPrebookResult, HotelSearchInput } from '@/lib/hotel-search';
import { useTRPC } from '@/trpc/client';
import type { Destination } from './destination-input';
import { HotelBookForm } from './hotel-book-form';
import { HotelDetail } from './hotel-detail';
import { HotelResults } from './hotel-results';
import { HotelSearchForm } from './hotel-search-form';
import { ErrorAlert } from '@/components/form/form-submit';

type Step =
  | { name: 'results' }
  | { name: 'hotel'; hotel: Hotel }
  | { name: 'book'; prebook: HotelPrebookResult; hotel: Hotel; offer: HotelOffer }
  | { name: 'booked'; result: HotelBookResult };

/** Search -> results -> hotel and offers -> prebook -> book -> payment, on one page. */
export function HotelSearchPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState<{ input: HotelSearchInput; destination: Destination } | null>(null);
  const [step, setStep] = useState<Step>({ name: 'results' });
  const results = useQuery({
    ...trpc.hotels.search.queryOptions(search?.input ?? { cityCode: '0', checkIn: '', checkOut: '', adults: 1 }),
    enabled: search !== null,
  });
  const prebook = useMutation(trpc.hotels.prebook.mutationOptions());

  function choose(hotel: Hotel, offer: HotelOffer) {
    if (!search) return;
    const { input } = search;
    prebook.mutate(
      {
        hotel_search_code: offer.hotelSearchCode,
        search_session_id: hotel.searchSessionId,
        check_in: input.checkIn,
        check_out: input.checkOut,
        adults: input.adults,
        children: input.children ?? 0,
        // The ages searched: the rate was priced for them, and the guests' birth dates are checked against them.
        ...(input.childrenAges && { children_ages: input.childrenAges }),
        rooms: input.rooms ?? 1,
        room_basis: offer.roomBasis,
        hotel_name: hotel.name,
        // `<provider>:<hotelId>`: the prebook goes to the supplier that made the offer.
        hotel_id: hotel.id,
        unit_price: offer.totalPrice,
        currency: offer.currency,
        net_price: offer.netPrice,
      },
      { onSuccess: (held) => setStep({ name: 'book', prebook: held, hotel, offer }) },
    );
  }

  if (step.name === 'booked')
    return <PaymentResult booking={step.result.booking} payment={step.result.payment} statusTestId="hotel-payment-status" />;
  if (step.name === 'book') {
    return (
      <HotelBookForm
        prebook={step.prebook}
        offer={step.offer}
        provider={step.hotel.provider}
        onBooked={(result) => setStep({ name: 'booked', result })}
        onCancel={() => setStep({ name: 'hotel', hotel: step.hotel })}
      />
    );
  }

  return (
    <div className="stack">
      <HotelSearchForm
        pending={results.isFetching}
        onSearch={(input, destination) => {
          setSearch({ input, destination });
          setStep({ name: 'results' });
        }}
      />
      <ErrorAlert error={prebook.error} />
      {search === null ? null : results.isPending ? (
        <Loading label={`Buscando hotéis em ${search.destination.label}…`} />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : step.name === 'hotel' ? (
        <HotelDetail
          hotel={step.hotel}
          pendingCode={prebook.isPending ? (prebook.variables?.hotel_search_code ?? null) : null}
          onChoose={(offer) => choose(step.hotel, offer)}
          onBack={() => setStep({ name: 'results' })}
        />
      ) : (
        <HotelResults result={results.data} onOpen={(hotel) => setStep({ name: 'hotel', hotel })} />
      )}
    </div>
  );
}
