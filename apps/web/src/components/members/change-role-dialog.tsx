'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { Dialog } from '@/components/ui/dialog';
import { ROLE_LABELS } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';
import { ROLES, type Member, type Role } from './types';

/** "Alterar papel" of one member; the member's open session uses the new role at its next request. */
export function ChangeRoleDialog({ member, myRole }: { member: Member; myRole: Role }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<Role>(member.role);
  const change = useMutation(
    trpc.members.changeRole.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        void queryClient.invalidateQueries(trpc.members.list.pathFilter());
      },
    }),
  );
  // Only owners make or unmake owners.
  const roles = ROLES.filter((r) => r !== 'owner' || myRole === 'owner');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate({ userId: member.id, role });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setRole(member.role);
          change.reset();
        }
      }}
      trigger={
        <button className="button button-small" aria-label={`Alterar papel de ${member.name}`}>
          Alterar papel
        </button>
      }
      title={`Alterar papel de ${member.name}`}
      description="O novo papel vale a partir da próxima ação da pessoa no painel."
    >
      <form className="form" onSubmit={onSubmit}>
        <Field label="Papel" required>
          {(control) => (
            <select {...control} value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {change.isError && (
          <p className="alert alert-error" role="alert">
            {memberErrorMessage(change.error)}
          </p>
        )}
        <div className="actions">
          <button className="button button-primary" type="submit" disabled={change.isPending || role === member.role}>
            {change.isPending ? 'Salvando…' : 'Salvar papel'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
