'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { EMPTY_EXPERIENCE_FORM } from '@/lib/experience-form';
import { useTRPC } from '@/trpc/client';
import { ExperienceForm } from './experience-form';

export function CreateExperience() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.experiences.create.mutationOptions({
      onSuccess: async (experience) => {
        await queryClient.invalidateQueries(trpc.experiences.list.pathFilter());
        router.push(`/experiences/${experience.id}?notice=created`);
      },
    }),
  );
  return (
    <ExperienceForm
      initialValues={EMPTY_EXPERIENCE_FORM}
      submitLabel="Salvar experiência"
      pending={create.isPending || create.isSuccess}
      error={create.error}
      cancelHref="/experiences"
      onSubmit={(input) => create.mutate(input)}
    />
  );
}
