/** "Ativo"/"Inativo" (or the feminine forms) as a coloured badge. */
export function ActiveBadge({ active, feminine = false }: { active: boolean; feminine?: boolean }) {
  const label = active ? (feminine ? 'Ativa' : 'Ativo') : feminine ? 'Inativa' : 'Inativo';
  return <span className={`badge ${active ? 'badge-active' : 'badge-inactive'}`}>{label}</span>;
}
