'use client';

import { Field } from '@/components/form/field';
import { MaskedInput } from '@/components/form/masked-input';
import { BRAZIL_STATES } from '@/lib/brazil-states';
import type { ClientFormValues } from '@/lib/client-form';
import { maskCep } from '@/lib/masks';

type Address = ClientFormValues['address'];

interface ClientAddressFieldsProps {
  address: Address;
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  onChange: (address: Address) => void;
}

const isBrazil = (country: string) => ['', 'br', 'brasil', 'brazil'].includes(country.trim().toLowerCase());

/** The address block; a Brazilian address picks its state (UF) from the list. */
export function ClientAddressFields({ address, errorOf, onTouch, onChange }: ClientAddressFieldsProps) {
  const set = (field: keyof Address, value: string) => onChange({ ...address, [field]: value });
  const error = (field: keyof Address) => errorOf(`address.${field}`);
  const touch = (field: keyof Address) => () => onTouch(`address.${field}`);
  return (
    <section className="card form" aria-labelledby="client-address-title">
      <h2 className="card-title" id="client-address-title">
        Endereço
      </h2>
      <div className="form-grid">
        <Field label="CEP" error={error('postal_code')}>
          {(props) => (
            <MaskedInput
              {...props}
              onBlur={touch('postal_code')}
              mask={maskCep}
              placeholder="00000-000"
              value={address.postal_code}
              onChange={(v) => set('postal_code', v)}
            />
          )}
        </Field>
        <Field label="Logradouro e número" error={error('street')} className="span-2">
          {(props) => (
            <input
              {...props}
              value={address.street}
              maxLength={200}
              placeholder="Av. Paulista, 1000, ap. 12"
              onChange={(e) => set('street', e.target.value)}
            />
          )}
        </Field>
        <Field label="Bairro" error={error('neighborhood')}>
          {(props) => (
            <input {...props} value={address.neighborhood} maxLength={120} onChange={(e) => set('neighborhood', e.target.value)} />
          )}
        </Field>
        <Field label="Cidade" error={error('city')}>
          {(props) => <input {...props} value={address.city} maxLength={120} onChange={(e) => set('city', e.target.value)} />}
        </Field>
        <Field label="Estado" error={error('state')}>
          {(props) =>
            isBrazil(address.country) ? (
              <select {...props} value={address.state} onChange={(e) => set('state', e.target.value)}>
                <option value="">Selecione</option>
                {BRAZIL_STATES.map((uf) => (
                  <option key={uf} value={uf}>
                    {uf}
                  </option>
                ))}
                {address.state && !BRAZIL_STATES.includes(address.state as (typeof BRAZIL_STATES)[number]) && (
                  <option value={address.state}>{address.state}</option>
                )}
              </select>
            ) : (
              <input {...props} value={address.state} maxLength={60} onChange={(e) => set('state', e.target.value)} />
            )
          }
        </Field>
        <Field label="País" error={error('country')}>
          {(props) => <input {...props} value={address.country} maxLength={60} onChange={(e) => set('country', e.target.value)} />}
        </Field>
      </div>
    </section>
  );
}
