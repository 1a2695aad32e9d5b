'use client';

import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { IsoDateInput } from '@/components/form/iso-date-input';
import { NumberSelect } from '@/components/form/number-select';
import { todayIso } from '@/lib/format';
import { addDays, nightsBetween, type HotelSearchInput } from '@/lib/hotel-search';
import { DestinationInput, type Destination } from './destination-input';
import { FormSubmit } from '@/components/form/form-submit';
import { AgesFields } from '@/components/form/ages-fields';
import { AGE_RANGES, agesFor } from '@/lib/children-ages';

interface HotelSearchFormProps {
  pending: boolean;
  onSearch: (input: HotelSearchInput, destination: Destination) => void;
}

/** Destination, stay dates and occupancy; checks the dates before asking the supplier. */
export function HotelSearchForm({ pending, onSearch }: HotelSearchFormProps) {
  const [destination, setDestination] = useState<Destination | null>(null);
  const [checkIn, setCheckIn] = useState(() => addDays(todayIso(), 30));
  const [checkOut, setCheckOut] = useState(() => addDays(todayIso(), 33));
  const [rooms, setRooms] = useState(1);
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const [childrenAges, setChildrenAges] = useState<number[]>([]);
  const { min, max, fallback } = AGE_RANGES.hotelChild;
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!destination) next.destination = 'Escolha um destino da lista.';
    if (!checkIn) next.checkIn = 'Informe a data de entrada.';
    else if (checkIn < todayIso()) next.checkIn = 'A entrada não pode ser no passado.';
    const nights = nightsBetween(checkIn, checkOut);
    if (!checkOut) next.checkOut = 'Informe a data de saída.';
    else if (nights === 0) next.checkOut = 'A saída deve ser depois da entrada.';
    else if (nights > 30) next.checkOut = 'A estadia pode ter no máximo 30 noites.';
    setErrors(next);
    if (Object.keys(next).length > 0 || !destination) return;
    const ages = children > 0 ? { childrenAges: agesFor(childrenAges, children, fallback) } : {};
    onSearch({ cityCode: destination.code, checkIn, checkOut, adults, children, rooms, ...ages }, destination);
  }

  return (
    <form className="card hotel-search-form" onSubmit={submit} noValidate aria-label="Buscar hotéis">
      <div className="stack">
        <DestinationInput value={destination} onChange={setDestination} error={errors.destination} />
      </div>
      <div className="hotel-search-row">
        <Field label="Entrada" required error={errors.checkIn}>
          {(control) => <IsoDateInput {...control} value={checkIn} onChange={setCheckIn} />}
        </Field>
        <Field label="Saída" required error={errors.checkOut}>
          {(control) => <IsoDateInput {...control} value={checkOut} onChange={setCheckOut} />}
        </Field>
        <Field label="Quartos">{(control) => <NumberSelect {...control} value={rooms} min={1} max={5} onChange={setRooms} />}</Field>
        <Field label="Adultos">{(control) => <NumberSelect {...control} value={adults} min={1} max={9} onChange={setAdults} />}</Field>
        <Field label="Crianças">
          {(control) => (
            <NumberSelect
              {...control}
              value={children}
              min={0}
              max={6}
              onChange={(n) => {
                setChildren(n);
                setChildrenAges((ages) => agesFor(ages, n, fallback));
              }}
            />
          )}
        </Field>
        <AgesFields label="Idade da criança" hint="na entrada" ages={childrenAges} min={min} max={max} onChange={setChildrenAges} />
      </div>
      <FormSubmit label="Buscar hotéis" pendingLabel="Buscando…" pending={pending} />
    </form>
  );
}
