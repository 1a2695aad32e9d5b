'use client';

/**
 * The text search of a FilterBar: searches as the agent types, once per pause, not once per key.
 *
 *   <SearchBox label="Buscar" placeholder="Nome, e-mail, CPF ou CNPJ" value={values.search} onSearch={(search) => update({ search })} />
 */

import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search in effect (from the address bar). */
  value: string;
  onSearch: (value: string) => void;
}

export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const settled = useDebouncedValue(text.trim(), 300);

  // "Limpar filtros" or the back button changed the search from outside.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  // Only a settled change of the text searches; a new `value` from outside must not echo back.
  const search = useEffectEvent((next: string) => {
    if (next !== value) onSearch(next);
  });
  useEffect(() => search(settled), [settled]);

  return (
    <label className="field field-grow">
      <span>{label}</span>
      <input type="search" value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}
