'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTRPC } from '@/trpc/client';

export interface Destination {
  code: string;
  label: string;
}

interface DestinationInputProps {
  value: Destination | null;
  onChange: (destination: Destination | null) => void;
  error?: string;
}

/** Finds a city by name as the agent types (hotels.destinations) and keeps the one chosen. */
export function DestinationInput({ value, onChange, error }: DestinationInputProps) {
  const trpc = useTRPC();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const q = useDebouncedValue(text.trim(), 250);
  const results = useQuery({ ...trpc.hotels.destinations.queryOptions({ q, limit: 8 }), enabled: open && q.length >= 2 });
  const options = results.data?.destinations ?? [];

  function pick(index: number) {
    const destination = options[index];
    if (!destination) return;
    onChange({ code: destination.code, label: destination.label });
    setText('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') setHighlighted((i) => Math.min(i + 1, options.length - 1));
    else if (event.key === 'ArrowUp') setHighlighted((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && open && options.length > 0) pick(highlighted);
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
  }

  if (value) {
    return (
      <div className="field field-grow">
        <span className="field-label">Destino</span>
        <div className="picked" aria-label={`Destino: ${value.label}`}>
          <strong>{value.label}</strong>
          <button type="button" className="button button-small button-ghost" onClick={() => onChange(null)}>
            Trocar
          </button>
        </div>
      </div>
    );
  }

  const listId = `${id}-options`;
  return (
    <div className="field field-grow picker">
      <label htmlFor={id}>
        Destino<span className="required" aria-hidden> *</span>
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={Boolean(error)}
        autoComplete="off"
        placeholder="Cidade (ex.: Rio de Janeiro)"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setHighlighted(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && q.length >= 2 && (
        <ul className="picker-options" id={listId} role="listbox" aria-label="Destinos encontrados">
          {results.isPending ? (
            <li className="picker-state">Buscando…</li>
          ) : results.isError ? (
            <li className="picker-state hint-error">Não foi possível buscar destinos.</li>
          ) : options.length === 0 ? (
            <li className="picker-state">Nenhum destino encontrado.</li>
          ) : (
            options.map((destination, index) => (
              <li
                key={destination.code}
                role="option"
                aria-selected={index === highlighted}
                className="picker-option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                <strong>{destination.city}</strong>
                <span className="muted small">{destination.label}</span>
              </li>
            ))
          )}
        </ul>
      )}
      {error && <p className="hint hint-error">{error}</p>}
    </div>
  );
}
