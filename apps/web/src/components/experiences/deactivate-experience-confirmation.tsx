'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmBox } from '@/components/ui/confirm-box';
import { useTRPC } from '@/trpc/client';
import type { ExperienceDetail } from '@/trpc/types';

interface DeactivateExperienceConfirmationProps {
  experience: Pick<ExperienceDetail, 'id' | 'name'>;
  onClose: () => void;
  onDone: () => void;
}

/** Deactivating keeps the record (bookings and quotes may name it) and takes it off sale. */
export function DeactivateExperienceConfirmation({ experience, onClose, onDone }: DeactivateExperienceConfirmationProps) {
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
    <ConfirmBox
      label={`Confirmar desativação de ${experience.name}`}
      confirmLabel="Desativar experiência"
      pendingLabel="Desativando…"
      pending={deactivate.isPending}
      error={deactivate.error}
      onCancel={onClose}
      onConfirm={() => deactivate.mutate({ id: experience.id })}
    >
      <p>
        <strong>Desativar {experience.name}?</strong>
      </p>
      <p className="muted">Ela sai do catálogo e da API de experiências ativas, mas o cadastro é mantido e pode ser reativado depois.</p>
    </ConfirmBox>
  );
}
