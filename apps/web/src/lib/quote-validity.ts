// A quote is valid through the whole of its valid_until day in São Paulo (UTC-3, no daylight saving since 2019).

const SAO_PAULO_OFFSET = '-03:00';

/** The instant the quote stops being valid: the end of its valid_until day in São Paulo. */
export function validityEnd(validUntil: string): Date {
  return new Date(`${validUntil}T23:59:59.999${SAO_PAULO_OFFSET}`);
}

/** "Válida por mais 3 dias", "Válida até o fim de hoje", or null once past. */
export function validityCountdown(validUntil: string, now: Date): string | null {
  const left = validityEnd(validUntil).getTime() - now.getTime();
  if (left <= 0) return null;
  const hours = Math.floor(left / 3_600_000);
  const days = Math.floor(hours / 24);
  if (days >= 1) return `Válida por mais ${days} ${days === 1 ? 'dia' : 'dias'}`;
  if (hours >= 1) return `Válida por mais ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  return 'Válida por menos de uma hora';
}
