'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, Loading } from '@/components/query-state';
import {
  toFlightPrebookInput,
  type FlightBookResult as Booked,
  type FlightGroup,
  type FlightOffer,
  type FlightPrebookResult,
  type FlightSearchInput,
} from '@/lib/flight-search';
import { useTRPC } from '@/trpc/client';
import { apiCodeOf, errorMessage } from '@/trpc/error-message';
import { FlightBookForm } from './flight-book-form';
import { FlightBookResult } from './flight-book-result';
import { FlightRate } from './flight-rate';
import { FlightResults } from './flight-results';
import { FlightSearchForm } from './flight-search-form';
import { SupplierNotice } from './supplier-notice';
import { ErrorAlert } from '@/components/form/form-submit';

type Step =
  | { name: 'results' }
  | { name: 'rate'; group: FlightGroup; offer: FlightOffer }
  | { name: 'book'; prebook: FlightPrebookResult; group: FlightGroup; offer: FlightOffer }
  | { name: 'booked'; result: Booked };

const NO_SEARCH: FlightSearchInput = { origin: '', destination: '', departureDate: '', adults: 1 };

/** Search -> results -> fare (rate) -> prebook -> book -> payment, on one page. */
export function FlightSearchPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState<{ input: FlightSearchInput; route: string } | null>(null);
  const [step, setStep] = useState<Step>({ name: 'results' });
  // Rate tokens live about 30 minutes: a search is not reused from the cache past a few minutes.
  const results = useQuery({
    ...trpc.flights.search.queryOptions(search?.input ?? NO_SEARCH),
    enabled: search !== null,
    staleTime: 5 * 60_000,
  });
  const prebook = useMutation(trpc.flights.prebook.mutationOptions());

  function hold(group: FlightGroup, offer: FlightOffer) {
    if (!search) return;
    prebook.mutate(toFlightPrebookInput(search.input, group, offer), {
      onSuccess: (held) => setStep({ name: 'book', prebook: held, group, offer }),
    });
  }

  if (step.name === 'booked') return <FlightBookResult result={step.result} />;
  if (step.name === 'book') {
    return (
      <FlightBookForm
        prebook={step.prebook}
        onBooked={(result) => setStep({ name: 'booked', result })}
        onCancel={() => {
          prebook.reset();
          setStep({ name: 'results' });
        }}
      />
    );
  }

  return (
    <div className="stack">
      <FlightSearchForm
        pending={results.isFetching}
        onSearch={(input, route) => {
          setSearch({ input, route });
          prebook.reset();
          setStep({ name: 'results' });
        }}
      />
      <ErrorAlert error={prebook.error && prebookErrorMessage(prebook.error)} />
      {search === null ? null : results.isPending ? (
        <Loading label={`Buscando voos ${search.route}…`} />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : step.name === 'rate' ? (
        <FlightRate
          group={step.group}
          offer={step.offer}
          pending={prebook.isPending}
          onHold={() => hold(step.group, step.offer)}
          onBack={() => {
            prebook.reset();
            setStep({ name: 'results' });
          }}
        />
      ) : (
        <>
          <SupplierNotice suppliers={results.data.meta?.suppliers} />
          <FlightResults
            key={results.data.searchId}
            groups={results.data.flightGroups}
            onChoose={(group, offer) => setStep({ name: 'rate', group, offer })}
          />
        </>
      )}
    </div>
  );
}

function prebookErrorMessage(error: unknown): string {
  const code = apiCodeOf(error);
  if (code === 'RATE_TOKEN_EXPIRED' || code === 'RATE_TOKEN_INVALID' || code === 'PRICE_MISMATCH')
    return 'Esta tarifa não está mais disponível. Faça a busca de novo.';
  return errorMessage(error);
}
