'use client';

import { useQuery } from '@tanstack/react-query';
import { SearchPicker } from '@/components/form/search-picker';
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

function useDestinations(q: string, open: boolean) {
  const trpc = useTRPC();
  const results = useQuery({ ...trpc.hotels.destinations.queryOptions({ q, limit: 8 }), enabled: open && q.length >= 2 });
  return { isPending: results.isPending, isError: results.isError, options: results.data?.destinations ?? [] };
}

/** Finds a city by name as the agent types (hotels.destinations) and keeps the one chosen. */
export function DestinationInput({ value, onChange, error }: DestinationInputProps) {
  return (
    <SearchPicker
      label="Destino"
      required
      grow
      error={error}
      placeholder="Cidade (ex.: Rio de Janeiro)"
      listLabel="Destinos encontrados"
      messages={{ failed: 'Não foi possível buscar destinos.', none: 'Nenhum destino encontrado.' }}
      minChars={2}
      useResults={useDestinations}
      optionKey={(destination) => destination.code}
      renderOption={(destination) => (
        <>
          <strong>{destination.city}</strong>
          <span className="muted small">{destination.label}</span>
        </>
      )}
      onPick={(destination) => onChange({ code: destination.code, label: destination.label })}
      picked={value && { label: value.label, content: <strong>{value.label}</strong> }}
      onClear={() => onChange(null)}
    />
  );
}
