interface NumberSelectProps {
  id: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A count picked from min..max (guests, rooms, passengers). */
export function NumberSelect({ value, min, max, onChange, ...control }: NumberSelectProps) {
  return (
    <select {...control} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}
