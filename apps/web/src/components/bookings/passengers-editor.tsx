'use client';

import { emptyPassenger, type PassengerFormValues } from '@/lib/booking-form';
import { PassengerRow } from './passenger-row';

interface PassengersEditorProps {
  passengers: PassengerFormValues[];
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  onChange: (passengers: PassengerFormValues[]) => void;
}

export function PassengersEditor({ passengers, errorOf, onTouch, onChange }: PassengersEditorProps) {
  return (
    <section className="card form" aria-labelledby="passengers-title">
      <div className="card-header card-header-plain">
        <h2 className="card-title" id="passengers-title">
          Passageiros {passengers.length > 0 && <span className="count">{passengers.length}</span>}
        </h2>
        <button type="button" className="button button-small" onClick={() => onChange([...passengers, emptyPassenger()])}>
          Adicionar passageiro
        </button>
      </div>
      {passengers.length === 0 && <p className="muted">Nenhum passageiro informado. Adicione quem vai viajar, se já souber.</p>}
      {passengers.map((passenger, index) => (
        <PassengerRow
          key={passenger.key}
          index={index}
          passenger={passenger}
          errorOf={errorOf}
          onTouch={onTouch}
          onChange={(changed) => onChange(passengers.map((p, i) => (i === index ? changed : p)))}
          onRemove={() => onChange(passengers.filter((_, i) => i !== index))}
        />
      ))}
    </section>
  );
}
