'use client';

/**
 * A destructive (or final) action asked twice, as a Radix AlertDialog: what will happen, then an
 * explicit second click. Focus starts on "Voltar" (the safe choice), Escape closes it unless the
 * action is running, and focus returns to the trigger. The caller owns the mutation: close it
 * (onOpenChange(false)) when the action succeeds; a failure shows its reason inside.
 *
 *   const [open, setOpen] = useState(false);
 *   const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions({ onSuccess: () => setOpen(false) }));
 *   <ConfirmDialog
 *     open={open}
 *     onOpenChange={setOpen}
 *     trigger={<button className="button button-small button-danger-outline">Revogar</button>}
 *     title={`Confirmar revogação de ${key.prefix}`}
 *     confirmLabel="Confirmar revogação"
 *     pendingLabel="Revogando…"
 *     pending={revoke.isPending}
 *     error={revoke.error}
 *     onConfirm={() => revoke.mutate({ id: key.id })}
 *   >
 *     <p>Integrações que usam a chave deixam de funcionar imediatamente.</p>
 *   </ConfirmDialog>
 */

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { errorMessage } from '@/trpc/error-message';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (rendered in place); focus returns to it on close. */
  trigger?: ReactNode;
  /** The dialog's accessible name and heading: "Confirmar cancelamento de BK-2026-000001". */
  title: string;
  /** What will happen. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failure to show: an API error, or a sentence already in Portuguese. */
  error: unknown;
  onConfirm: () => void;
  cancelLabel?: string;
  /** 'danger' (red) for what cannot be undone; 'primary' for a weighty but not destructive step. */
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, trigger, title, children, pending, error, tone = 'danger' } = props;
  // A running action is not abandoned half-way by Escape or "Voltar".
  const changeOpen = (next: boolean) => {
    if (next || !pending) onOpenChange(next);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog-confirm">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="dialog-body">{children}</div>
          </AlertDialog.Description>
          {error ? (
            <p className="hint hint-error" role="alert">
              {typeof error === 'string' ? error : errorMessage(error)}
            </p>
          ) : null}
          <div className="actions dialog-actions">
            <AlertDialog.Cancel className="button" disabled={pending}>
              {props.cancelLabel ?? 'Voltar'}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the action has succeeded. */}
            <button type="button" className={`button ${tone === 'danger' ? 'button-danger' : 'button-primary'}`} onClick={props.onConfirm} disabled={pending}>
              {pending ? props.pendingLabel : props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
