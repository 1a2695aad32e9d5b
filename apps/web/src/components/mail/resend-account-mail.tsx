'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberErrorMessage } from '@/components/members/member-error';
import { MAIL_KIND_LABELS } from '@/lib/mail-labels';
import { useTRPC } from '@/trpc/client';
import type { MailListItem } from './types';

/** Invitations and password resets carry a key to an account: the outbox sends them again (a new link), never shows them. */
export const ACCOUNT_MAIL_KINDS = ['invitation', 'password_reset'];

export function ResendAccountMail({ mail }: { mail: MailListItem }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const resend = useMutation(
    trpc.mail.resend.mutationOptions({ onSuccess: () => void queryClient.invalidateQueries(trpc.mail.list.pathFilter()) }),
  );
  const what = (MAIL_KIND_LABELS[mail.kind] ?? mail.kind).toLowerCase();
  return (
    <>
      <button
        type="button"
        className="button button-small"
        disabled={resend.isPending}
        aria-label={`Reenviar ${what} para ${mail.to}`}
        onClick={() => resend.mutate({ id: mail.id })}
      >
        {resend.isPending ? 'Reenviando…' : 'Reenviar'}
      </button>
      {resend.isSuccess && <span role="status">Reenviado com um novo link; o anterior deixa de valer.</span>}
      {resend.error && (
        <span role="alert" className="alert alert-error">
          {memberErrorMessage(resend.error)}
        </span>
      )}
    </>
  );
}
