'use client';

/**
 * A set of checkboxes (several answers) or radios (one answer) under one legend, with the reason
 * the choice is wrong under it.
 *
 *   <ChoiceGroup type="checkbox" legend="Permissões" value={scopes} onChange={setScopes}
 *     options={[{ value: 'read', label: 'Leitura' }, { value: 'write', label: 'Escrita' }]}
 *     error={scopes.length === 0 ? 'Escolha ao menos uma permissão.' : undefined} />
 *   <ChoiceGroup type="radio" legend="Ambiente" value={[mode]} onChange={([next]) => setMode(next)} options={…} />
 */

import { useId, type ReactNode } from 'react';

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Muted text after the label: "(tak_live_…)". */
  detail?: ReactNode;
}

interface ChoiceGroupProps<V extends string> {
  type: 'checkbox' | 'radio';
  legend: string;
  options: readonly ChoiceOption<V>[];
  /** The chosen values, in the options' order. */
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string;
}

export function ChoiceGroup<V extends string>({ type, legend, options, value, onChange, error }: ChoiceGroupProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  const toggle = (choice: V, checked: boolean) => {
    if (type === 'radio') return onChange([choice]);
    // Kept in the options' order, whatever the order of the clicks.
    onChange(options.map((option) => option.value).filter((v) => (v === choice ? checked : value.includes(v))));
  };
  return (
    <fieldset className="field" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label className="choice" key={option.value}>
          <input type={type} name={name} checked={value.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />{' '}
          {option.label}
          {option.detail && <span className="muted"> {option.detail}</span>}
        </label>
      ))}
      {error && (
        <p className="hint hint-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
