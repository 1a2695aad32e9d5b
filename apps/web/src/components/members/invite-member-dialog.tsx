'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { Dialog } from '@/components/ui/dialog';
import { ROLE_LABELS } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';
import { ROLES, type Role } from './types';

/** "Convidar membro": an e-mail and a role; the invitation link goes out by e-mail (valid 7 days). */
export function InviteMemberDialog({ myRole }: { myRole: Role }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('agent');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useMutation(
    trpc.members.invite.mutationOptions({
      onSuccess: (invitation) => {
        setSentTo(invitation.email);
        setEmail('');
        void queryClient.invalidateQueries(trpc.members.invitations.pathFilter());
      },
    }),
  );
  // Only owners invite owners: admins are not offered the choice.
  const roles = ROLES.filter((r) => r !== 'owner' || myRole === 'owner');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate({ email: email.trim(), role });
  }

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setSentTo(null);
      invite.reset();
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={<button className="button button-primary">Convidar membro</button>}
      title="Convidar membro"
      description="Enviamos um link por e-mail. Ele vale por 7 dias; quem aceita escolhe o nome e a senha."
    >
      <form className="form" onSubmit={onSubmit}>
        <Field label="E-mail" required>
          {(control) => (
            <input
              {...control}
              type="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
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
        {invite.isError && (
          <p className="alert alert-error" role="alert">
            {memberErrorMessage(invite.error)}
          </p>
        )}
        {sentTo && (
          <p className="alert alert-success" role="status">
            Convite enviado para {sentTo}.
          </p>
        )}
        <div className="actions">
          <button className="button button-primary" type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Enviando…' : 'Enviar convite'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
