/** Lower-case, accents removed, punctuation as spaces: `São Paulo` and `sao-paulo` compare equal. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
