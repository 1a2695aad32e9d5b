'use client';

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface PickerResults<T> {
  isPending: boolean;
  isError: boolean;
  options: T[];
}

interface SearchPickerProps<T> {
  label: string;
  required?: boolean;
  error?: string;
  grow?: boolean;
  placeholder: string;
  /** Accessible name of the option list, e.g. "Clientes encontrados". */
  listLabel: string;
  messages: { failed: string; none: string; empty?: string };
  /** Characters typed before the list opens (0: it opens on focus). */
  minChars?: number;
  /** Runs on every render with the debounced text; usually a react-query hook. */
  useResults: (query: string, open: boolean) => PickerResults<T>;
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onPick: (option: T) => void;
  /** What was chosen, or null while searching. */
  picked: { label: string; content: ReactNode } | null;
  onClear: () => void;
}

/** A combobox that searches as the agent types and keeps the option chosen (clients, destinations, airports). */
export function SearchPicker<T>(props: SearchPickerProps<T>) {
  const { label, required, error, grow, minChars = 0, messages } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const query = useDebouncedValue(text.trim(), 250);
  const listed = open && query.length >= minChars;
  const results = props.useResults(query, listed && !props.picked);
  const options = results.options;

  function pick(index: number) {
    const option = options[index];
    if (option === undefined) return;
    props.onPick(option);
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

  const fieldClass = `field${grow ? ' field-grow' : ''}`;
  if (props.picked) {
    return (
      <div className={fieldClass}>
        <span className="field-label">{label}</span>
        <div className="picked" aria-label={`${label}: ${props.picked.label}`}>
          {props.picked.content}
          <button type="button" className="button button-small button-ghost" onClick={props.onClear}>
            Trocar
          </button>
        </div>
      </div>
    );
  }

  const listId = `${id}-options`;
  return (
    <div className={`${fieldClass} picker`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden>
            {' '}
            *
          </span>
        )}
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
        placeholder={props.placeholder}
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
      {listed && (
        <ul className="picker-options" id={listId} role="listbox" aria-label={props.listLabel}>
          {results.isPending ? (
            <li className="picker-state">Buscando…</li>
          ) : results.isError ? (
            <li className="picker-state hint-error">{messages.failed}</li>
          ) : options.length === 0 ? (
            <li className="picker-state">{query || !messages.empty ? messages.none : messages.empty}</li>
          ) : (
            options.map((option, index) => (
              <li
                key={props.optionKey(option)}
                role="option"
                aria-selected={index === highlighted}
                className="picker-option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                {props.renderOption(option)}
              </li>
            ))
          )}
        </ul>
      )}
      {error && <p className="hint hint-error">{error}</p>}
    </div>
  );
}
