'use client';

import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { IsoDateInput } from '@/components/form/iso-date-input';
import { NumberSelect } from '@/components/form/number-select';
import { AgesFields } from '@/components/form/ages-fields';
import { AGE_RANGES, agesFor } from '@/lib/children-ages';
import type { Airport } from '@/lib/flight-airports';
import {
  CABIN_CLASS_LABELS,
  defaultFlightSearch,
  PROVIDER_LABELS,
  toFlightSearchInput,
  validateFlightSearch,
  type CabinClass,
  type FlightProvider,
  type FlightSearchInput,
} from '@/lib/flight-search';
import { todayIso } from '@/lib/format';
import { AirportInput } from './airport-input';
import { FormSubmit } from '@/components/form/form-submit';

interface FlightSearchFormProps {
  pending: boolean;
  onSearch: (input: FlightSearchInput, route: string) => void;
}

/** Route, dates, travellers, cabin and issuing; checks them before asking the supplier. */
export function FlightSearchForm({ pending, onSearch }: FlightSearchFormProps) {
  const [origin, setOrigin] = useState<Airport | null>(null);
  const [destination, setDestination] = useState<Airport | null>(null);
  const [values, setValues] = useState(() => defaultFlightSearch(todayIso()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const child = AGE_RANGES.flightChild;
  const infant = AGE_RANGES.flightInfant;
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = { ...values, origin: origin?.iata_code ?? null, destination: destination?.iata_code ?? null };
    const found = validateFlightSearch(filled, todayIso());
    setErrors(found);
    if (Object.keys(found).length > 0 || !origin || !destination) return;
    onSearch(toFlightSearchInput(filled), `${origin.city} (${origin.iata_code}) → ${destination.city} (${destination.iata_code})`);
  }

  return (
    <form className="card flight-search-form" onSubmit={submit} noValidate aria-label="Buscar voos">
      <div className="flight-route-row">
        <AirportInput label="Origem" value={origin} onChange={setOrigin} error={errors.origin} />
        <AirportInput label="Destino" value={destination} onChange={setDestination} error={errors.destination} />
      </div>
      <div className="choice-row" role="radiogroup" aria-label="Tipo de viagem">
        <label className="choice">
          <input type="radio" name="trip" checked={!values.roundTrip} onChange={() => set('roundTrip', false)} />
          Só ida
        </label>
        <label className="choice">
          <input type="radio" name="trip" checked={values.roundTrip} onChange={() => set('roundTrip', true)} />
          Ida e volta
        </label>
      </div>
      <div className="flight-search-row">
        <Field label="Ida" required error={errors.departureDate}>
          {(control) => <IsoDateInput {...control} value={values.departureDate} onChange={(v) => set('departureDate', v)} />}
        </Field>
        {values.roundTrip && (
          <Field label="Volta" required error={errors.returnDate}>
            {(control) => <IsoDateInput {...control} value={values.returnDate} onChange={(v) => set('returnDate', v)} />}
          </Field>
        )}
        <Field label="Adultos" error={errors.adults} hint="12 anos ou mais">
          {(control) => <NumberSelect {...control} value={values.adults} min={1} max={9} onChange={(n) => set('adults', n)} />}
        </Field>
        <Field label="Crianças" error={errors.children} hint="2 a 11 anos">
          {(control) => (
            <NumberSelect
              {...control}
              value={values.children}
              min={0}
              max={8}
              onChange={(n) => setValues((v) => ({ ...v, children: n, childrenAges: agesFor(v.childrenAges, n, child.fallback) }))}
            />
          )}
        </Field>
        <Field label="Bebês" error={errors.infants} hint="até 2 anos, no colo">
          {(control) => (
            <NumberSelect
              {...control}
              value={values.infants}
              min={0}
              max={9}
              onChange={(n) => setValues((v) => ({ ...v, infants: n, infantsAges: agesFor(v.infantsAges, n, infant.fallback) }))}
            />
          )}
        </Field>
        <AgesFields
          label="Idade da criança"
          hint="na data do último voo"
          ages={values.childrenAges}
          min={child.min}
          max={child.max}
          onChange={(ages) => set('childrenAges', ages)}
        />
        <AgesFields
          label="Idade do bebê"
          hint="na data do último voo"
          ages={values.infantsAges}
          min={infant.min}
          max={infant.max}
          onChange={(ages) => set('infantsAges', ages)}
        />
      </div>
      <div className="flight-search-row">
        <Field label="Classe">
          {(control) => (
            <select {...control} value={values.cabinClass} onChange={(e) => set('cabinClass', e.target.value as CabinClass)}>
              {Object.entries(CABIN_CLASS_LABELS).map(([cabin, label]) => (
                <option key={cabin} value={cabin}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Fornecedor">
          {(control) => (
            <select {...control} value={values.provider} onChange={(e) => set('provider', e.target.value as FlightProvider)}>
              {Object.entries(PROVIDER_LABELS).map(([provider, label]) => (
                <option key={provider} value={provider}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="choice flight-direct">
          <input type="checkbox" checked={values.directOnly} onChange={(e) => set('directOnly', e.target.checked)} />
          Só voos diretos
        </label>
      </div>
      <FormSubmit label="Buscar voos" pendingLabel="Buscando…" pending={pending} />
    </form>
  );
}
