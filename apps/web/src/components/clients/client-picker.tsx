'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatDocument } from '@/lib/masks';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTRPC } from '@/trpc/client';
import type { ClientRef } from '@/trpc/types';


interface ClientPickerProps {
  label: string;
  value: ClientRef | null;
  onChange: (client: ClientRef | null) => void;
  error?: string;
  required?: boolean;
  /** Also offer inactive clients (a list filter may look for their old bookings). */
  includeInactive?: boolean;
}

/** Finds a client by name, e-mail, CPF or CNPJ as the agent types, and keeps the one chosen. */
export function ClientPicker({ label, value, onChange, error, required, includeInactive = false }: ClientPickerProps) {
  const trpc = useTRPC();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const search = useDebouncedValue(text.trim(), 250);
  const results = useQuery({
    ...trpc.clients.list.queryOptions({ ...(search && { search }), limit: 8, ...(!includeInactive && { is_active: 'true' as const }) }),
    enabled: open && !value,
  });
  const options = results.data?.customers ?? [];

  function pick(index: number) {
    const client = options[index];
    if (!client) return;
    onChange({ id: client.id, name: client.full_name, email: client.email });
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
      <div className="field">
        <span className="field-label">{label}</span>
        <div className="picked" aria-label={`${label}: ${value.name}`}>
          <span>
            <strong>{value.name}</strong> <span className="muted">{value.email}</span>
          </span>
          <button type="button" className="button button-small button-ghost" onClick={() => onChange(null)}>
            Trocar
          </button>
        </div>
      </div>
    );
  }

  const listId = `${id}-options`;
  return (
    <div className="field picker">
      <label htmlFor={id}>
        {label}
        {required && <span className="required" aria-hidden> *</span>}
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
        placeholder="Buscar por nome, e-mail, CPF ou CNPJ"
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
      {open && (
        <ul className="picker-options" id={listId} role="listbox" aria-label="Clientes encontrados">
          {results.isPending ? (
            <li className="picker-state">Buscando…</li>
          ) : results.isError ? (
            <li className="picker-state hint-error">Não foi possível buscar clientes.</li>
          ) : options.length === 0 ? (
            <li className="picker-state">{search ? 'Nenhum cliente encontrado.' : 'Nenhum cliente cadastrado.'}</li>
          ) : (
            options.map((client, index) => (
              <li
                key={client.id}
                role="option"
                aria-selected={index === highlighted}
                className="picker-option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                <strong>{client.full_name}</strong>
                <span className="muted small">
                  {client.email}
                  {(client.cpf || client.cnpj) && ` · ${formatDocument(client.cpf ?? client.cnpj)}`}
                </span>
              </li>
            ))
          )}
        </ul>
      )}
      {error && <p className="hint hint-error">{error}</p>}
    </div>
  );
}
