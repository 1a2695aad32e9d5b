import Link from 'next/link';
import { ActiveBadge } from '@/components/ui/active-badge';
import { formatMoney } from '@/lib/format';
import { EXPERIENCE_CATEGORY_LABELS, formatDuration, labelOf } from '@/lib/labels';
import type { Experience } from '@/trpc/types';
import { ExperienceThumb } from './experience-thumb';

export function ExperiencesTable({ experiences }: { experiences: Experience[] }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Experiência</th>
            <th scope="col">Categoria</th>
            <th scope="col">Local</th>
            <th scope="col">Duração</th>
            <th scope="col">Participantes</th>
            <th scope="col" className="cell-number">
              Preço
            </th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {experiences.map((experience) => {
            return (
              <tr key={experience.id}>
                <td className="cell-wrap">
                  <div className="with-thumb">
                    <ExperienceThumb url={experience.images[0]?.url} name={experience.name} />
                    <span>
                      <Link className="row-link" href={`/experiences/${experience.id}`}>
                        {experience.name}
                      </Link>
                      {experience.short_description && <span className="muted small block">{experience.short_description}</span>}
                    </span>
                  </div>
                </td>
                <td>{labelOf(EXPERIENCE_CATEGORY_LABELS, experience.category)}</td>
                <td>{[experience.city, experience.state].filter(Boolean).join(' - ')}</td>
                <td>{formatDuration(experience.duration, experience.duration_unit)}</td>
                <td>
                  {experience.min_participants === experience.max_participants
                    ? experience.max_participants
                    : `${experience.min_participants} a ${experience.max_participants}`}
                </td>
                <td className="cell-number">{formatMoney(experience.price, experience.currency)}</td>
                <td>
                  <ActiveBadge active={experience.is_active} feminine />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
