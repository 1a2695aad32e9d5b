import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { ActiveBadge } from '@/components/ui/active-badge';
import { formatMoney } from '@/lib/format';
import { EXPERIENCE_CATEGORY_LABELS, formatDuration, labelOf } from '@/lib/labels';
import type { Experience } from '@/trpc/types';
import { ExperienceThumb } from './experience-thumb';

export const EXPERIENCE_COLUMNS: Column<Experience>[] = [
  {
    id: 'name',
    header: 'Experiência',
    className: 'cell-wrap',
    cell: (experience) => (
      <div className="with-thumb">
        <ExperienceThumb url={experience.images[0]?.url} name={experience.name} />
        <span>
          <Link className="row-link" href={`/experiences/${experience.id}`}>
            {experience.name}
          </Link>
          {experience.short_description && <span className="muted small block">{experience.short_description}</span>}
        </span>
      </div>
    ),
  },
  { id: 'category', header: 'Categoria', cell: (experience) => labelOf(EXPERIENCE_CATEGORY_LABELS, experience.category) },
  {
    id: 'place',
    header: 'Local',
    cell: (experience) => [experience.city, experience.state].filter(Boolean).join(' - '),
    className: 'cell-wrap-short',
  },
  { id: 'duration', header: 'Duração', cell: (experience) => formatDuration(experience.duration, experience.duration_unit) },
  {
    id: 'participants',
    header: 'Participantes',
    cell: (experience) =>
      experience.min_participants === experience.max_participants
        ? experience.max_participants
        : `${experience.min_participants} a ${experience.max_participants}`,
  },
  { id: 'price', header: 'Preço', cell: (experience) => formatMoney(experience.price, experience.currency), className: 'cell-number' },
  { id: 'active', header: 'Situação', cell: (experience) => <ActiveBadge active={experience.is_active} feminine /> },
];
