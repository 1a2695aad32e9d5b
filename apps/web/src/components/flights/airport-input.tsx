'use client';

import { useQuery } from '@tanstack/react-query';
import { SearchPicker } from '@/components/form/search-picker';
import { searchAirports, type Airport } from '@/lib/flight-airports';

interface AirportInputProps {
  label: string;
  value: Airport | null;
  onChange: (airport: Airport | null) => void;
  error?: string;
}

function useAirports(q: string, open: boolean) {
  const results = useQuery({
    queryKey: ['airports', q],
    queryFn: ({ signal }) => searchAirports(q, signal),
    enabled: open && q.length >= 2,
    staleTime: 300_000,
  });
  return { isPending: results.isPending, isError: results.isError, options: results.data ?? [] };
}

/** Finds an airport by city, name or IATA code as the agent types (public airports search) and keeps the one chosen. */
export function AirportInput({ label, value, onChange, error }: AirportInputProps) {
  return (
    <SearchPicker
      label={label}
      required
      grow
      error={error}
      placeholder="Cidade, aeroporto ou código (ex.: GRU)"
      listLabel={`Aeroportos de ${label.toLowerCase()}`}
      messages={{ failed: 'Não foi possível buscar aeroportos.', none: 'Nenhum aeroporto encontrado.' }}
      minChars={2}
      useResults={useAirports}
      optionKey={(airport) => airport.iata_code}
      renderOption={(airport) => (
        <>
          <strong>
            <span className="mono">{airport.iata_code}</span> · {airport.city}
            {airport.state && ` (${airport.state})`}
          </strong>
          <span className="muted small">
            {airport.name} · {airport.country_code}
          </span>
        </>
      )}
      onPick={onChange}
      picked={
        value && {
          label: `${value.iata_code} ${value.city}`,
          content: (
            <span>
              <strong className="mono">{value.iata_code}</strong> {value.city} <span className="muted small">{value.name}</span>
            </span>
          ),
        }
      }
      onClear={() => onChange(null)}
    />
  );
}
