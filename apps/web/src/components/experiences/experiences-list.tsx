'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPage } from '@/components/ui/list-page';
import { EXPERIENCE_CATEGORY_LABELS } from '@/lib/labels';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import type { ExperienceCategory, ExperienceListInput } from '@/trpc/types';
import { EXPERIENCE_COLUMNS } from './experience-columns';
import { EXPERIENCE_FILTER_KEYS, ExperienceFilters } from './experience-filters';

const PAGE_SIZE = 20;

export function ExperiencesList() {
  const trpc = useTRPC();
  const { values, page, setPage, update, clear, active } = useSearchState(EXPERIENCE_FILTER_KEYS);
  const input: ExperienceListInput = {
    page,
    limit: PAGE_SIZE,
    ...(values.search && { search: values.search }),
    ...(values.category in EXPERIENCE_CATEGORY_LABELS && { category: values.category as ExperienceCategory }),
    ...((values.is_active === 'true' || values.is_active === 'false') && { is_active: values.is_active }),
  };
  const experiences = useQuery(trpc.experiences.list.queryOptions(input, { placeholderData: keepPreviousData }));

  return (
    <ListPage
      label="Experiências"
      noun="experiências"
      filters={<ExperienceFilters values={values} active={active} onChange={update} onClear={clear} />}
      query={experiences}
      rows={experiences.data?.experiences}
      pagination={experiences.data?.pagination}
      onPageChange={setPage}
      columns={EXPERIENCE_COLUMNS}
      rowKey={(experience) => experience.id}
      empty={{
        filtered: active,
        noMatch: 'Nenhuma experiência encontrada.',
        none: 'O catálogo está vazio.',
        hint: 'Cadastre passeios, traslados e atividades para vender junto com as viagens.',
        create: { href: '/experiences/new', label: 'Nova experiência' },
      }}
    />
  );
}
