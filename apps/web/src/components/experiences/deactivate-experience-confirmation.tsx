'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTRPC } from '@/trpc/client';
import type { ExperienceDetail } from '@/trpc/types';

interface DeactivateExperienceConfirmationProps {
  experience: Pick<ExperienceDetail, 'id' | 'name'>;
  onDone: () => void;
}

/** "Desativar": deactivating keeps the record (bookings and quotes may name it) and takes it off sale. */
export function DeactivateExperienceConfirmation({ experience, onDone }: DeactivateExperienceConfirmationProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deactivate = useMutation(
    trpc.experiences.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.experiences.pathFilter());
        onDone();
      },
    }),
  );
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-danger-outline">
          Desativar
        </button>
      }
      title={`Confirmar desativação de ${experience.name}`}
      confirmLabel="Desativar experiência"
      pendingLabel="Desativando…"
      pending={deactivate.isPending}
      error={deactivate.error}
      onConfirm={() => deactivate.mutateAsync({ id: experience.id })}
    >
      <p>
        <strong>Desativar {experience.name}?</strong>
      </p>
      <p className="muted">Ela sai do catálogo e da API de experiências ativas, mas o cadastro é mantido e pode ser reativado depois.</p>
    </ConfirmDialog>
  );
}
