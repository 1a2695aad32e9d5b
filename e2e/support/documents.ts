/** A CPF with valid check digits from any 9 digits, so each run creates a client nobody else has. */
export function validCpf(seed: number): string {
  const base = String(seed % 1_000_000_000)
    .padStart(9, '1')
    .split('')
    .map(Number);
  // All-equal digits are valid by arithmetic but refused as CPFs.
  if (base.every((d) => d === base[0])) base[8] = (base[8]! + 1) % 10;
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  const all = [...base, first, second].join('');
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}
