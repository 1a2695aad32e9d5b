'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import { SupplierPrice } from '@/components/finance/supplier-price';
import { DetailItem } from '@/components/ui/detail-item';
import { rateExpiry, type FlightGroup, type FlightOffer } from '@/lib/flight-search';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTRPC } from '@/trpc/client';
import { FlightItinerary, itineraryLabel } from './flight-itinerary';

interface FlightRateProps {
  group: FlightGroup;
  offer: FlightOffer;
  pending: boolean;
  onHold: () => void;
  onBack: () => void;
}

/** The chosen fare priced from its rate token (fare, DU, taxes, fees), then held for booking (prebook). */
export function FlightRate({ group, offer, pending, onHold, onBack }: FlightRateProps) {
  const trpc = useTRPC();
  const rate = useQuery({ ...trpc.flights.rate.queryOptions({ rateToken: offer.rateToken }), staleTime: Infinity });
  const { itineraries } = group.flightInfo;
  const pricing = rate.data?.pricing;
  const expires = rate.data ? rateExpiry(rate.data.note) : null;
  return (
    <section className="stack" aria-label="Tarifa escolhida">
      <button type="button" className="back-link button-ghost" onClick={onBack}>
        ← Voltar aos resultados
      </button>
      <div className="card stack">
        <h2 className="card-title">Tarifa {offer.fareClass}</h2>
        {itineraries.map((itinerary, index) => (
          <FlightItinerary key={index} itinerary={itinerary} label={itineraryLabel(index, itineraries.length)} />
        ))}
      </div>
      <div className="card stack">
        <h3 className="card-title">Valores</h3>
        {rate.isPending ? (
          <Loading label="Consultando a tarifa…" />
        ) : rate.isError || !pricing ? (
          <ErrorState error={rate.error} onRetry={() => void rate.refetch()} />
        ) : (
          <>
            <dl className="details flight-pricing" aria-label="Composição do preço">
              <DetailItem label="Tarifa">{formatMoney(pricing.base_fare, pricing.currency)}</DetailItem>
              <DetailItem label="DU (taxa de serviço)">{formatMoney(pricing.du, pricing.currency)}</DetailItem>
              <DetailItem label="Taxas de embarque">{formatMoney(pricing.taxes, pricing.currency)}</DetailItem>
              <DetailItem label="Outras taxas">{formatMoney(pricing.fees, pricing.currency)}</DetailItem>
              <DetailItem label="Total">
                <strong>{formatMoney(pricing.total, pricing.currency)}</strong>
              </DetailItem>
            </dl>
            {offer.supplierPrice && offer.exchangeRate && (
              <SupplierPrice
                price={{ amount: offer.supplierPrice.total, currency: offer.supplierPrice.currency }}
                rate={offer.exchangeRate}
              />
            )}
            <p className="small muted">
              Preço da busca: a disponibilidade é confirmada só na reserva.
              {expires && ` Tarifa válida até ${formatDateTime(expires)}; depois, faça a busca de novo.`}
            </p>
          </>
        )}
        <div className="form-actions">
          <button type="button" className="button button-ghost" onClick={onBack} disabled={pending}>
            Escolher outra tarifa
          </button>
          <button type="button" className="button button-primary" onClick={onHold} disabled={pending || !rate.isSuccess}>
            {pending ? 'Reservando tarifa…' : 'Continuar para a reserva'}
          </button>
        </div>
      </div>
    </section>
  );
}
