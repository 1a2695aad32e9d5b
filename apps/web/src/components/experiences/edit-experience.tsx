'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordLoadState } from '@/components/query-state';
import { ActiveBadge } from '@/components/ui/active-badge';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { experienceToFormValues } from '@/lib/experience-form';
import { EXPERIENCE_CATEGORY_LABELS, labelOf } from '@/lib/labels';
import { useNoticeOnce } from '@/lib/use-notice-once';
import { useTRPC } from '@/trpc/client';
import { DeactivateExperienceConfirmation } from './deactivate-experience-confirmation';
import { ExperienceForm } from './experience-form';

const NOTICES: Record<string, string> = {
  created: 'Experiência criada.',
  saved: 'Alterações salvas.',
  deactivated: 'Experiência desativada.',
};

export function EditExperience({ id, notice }: { id: string; notice?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const experience = useQuery(trpc.experiences.get.queryOptions({ id }));
  const [shownNotice, setShownNotice] = useState(notice ? NOTICES[notice] : undefined);
  const update = useMutation(
    trpc.experiences.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.experiences.pathFilter());
        setShownNotice(NOTICES.saved);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
    }),
  );

  useNoticeOnce(notice, `/experiences/${id}`);

  const back = { href: '/experiences', label: 'Experiências' };
  if (!experience.isSuccess)
    return <RecordLoadState query={experience} title="Experiência" back={back} loadingLabel="Carregando experiência…" />;
  const data = experience.data;
  return (
    <div className="stack">
      <PageHeader
        back={back}
        title={data.name}
        description={
          <span className="badges">
            <span className="badge">{labelOf(EXPERIENCE_CATEGORY_LABELS, data.category)}</span>
            <ActiveBadge active={data.is_active} feminine />
            <span className="mono small">{data.slug}</span>
          </span>
        }
        actions={
          data.is_active && <DeactivateExperienceConfirmation experience={data} onDone={() => setShownNotice(NOTICES.deactivated)} />
        }
      />
      {shownNotice && <Notice onDismiss={() => setShownNotice(undefined)}>{shownNotice}</Notice>}
      <ExperienceForm
        // A fresh record (saved, deactivated) starts the form again from what is stored.
        key={`${data.updated_at}-${data.is_active}`}
        initialValues={experienceToFormValues(data)}
        submitLabel="Salvar alterações"
        pending={update.isPending}
        error={update.error}
        cancelHref="/experiences"
        onSubmit={(input) => update.mutate({ id, ...input })}
      />
    </div>
  );
}
