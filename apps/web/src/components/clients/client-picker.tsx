'use client';

import { useQuery } from '@tanstack/react-query';
import { SearchPicker } from '@/components/form/search-picker';
import { formatDocument } from '@/lib/masks';
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
  const useClients = (search: string, open: boolean) => {
    const results = useQuery({
      ...trpc.clients.list.queryOptions({ ...(search && { search }), limit: 8, ...(!includeInactive && { is_active: 'true' as const }) }),
      enabled: open,
    });
    return { isPending: results.isPending, isError: results.isError, options: results.data?.customers ?? [] };
  };
  return (
    <SearchPicker
      label={label}
      required={required}
      error={error}
      placeholder="Buscar por nome, e-mail, CPF ou CNPJ"
      listLabel="Clientes encontrados"
      messages={{ failed: 'Não foi possível buscar clientes.', none: 'Nenhum cliente encontrado.', empty: 'Nenhum cliente cadastrado.' }}
      useResults={useClients}
      optionKey={(client) => client.id}
      renderOption={(client) => (
        <>
          <strong>{client.full_name}</strong>
          <span className="muted small">
            {client.email}
            {(client.cpf || client.cnpj) && ` · ${formatDocument(client.cpf ?? client.cnpj)}`}
          </span>
        </>
      )}
      onPick={(client) => onChange({ id: client.id, name: client.full_name, email: client.email })}
      picked={
        value && {
          label: value.name,
          content: (
            <span>
              <strong>{value.name}</strong> <span className="muted">{value.email}</span>
            </span>
          ),
        }
      }
      onClear={() => onChange(null)}
    />
  );
}
