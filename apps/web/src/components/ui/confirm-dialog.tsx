'use client';

/**
 * A destructive (or final) action asked twice, as a Radix AlertDialog: what will happen, then an
 * explicit second click. Focus starts on "Voltar" (the safe choice), Escape closes it unless the
 * action is running, and focus returns to the trigger. When onConfirm returns a promise (a
 * mutation's mutateAsync), the dialog closes once it resolves and stays open, showing `error`,
 * when it fails. Pass open/onOpenChange only to drive it from outside.
 *
 *   const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions({ onSuccess: () => invalidate() }));
 *   <ConfirmDialog
 *     trigger={<button className="button button-small button-danger-outline">Revogar</button>}
 *     title={`Confirmar revogação de ${key.prefix}`}
 *     confirmLabel="Confirmar revogação"
 *     pendingLabel="Revogando…"
 *     pending={revoke.isPending}
 *     error={revoke.error}
 *     onConfirm={() => revoke.mutateAsync({ id: key.id })}
 *   >
 *     <p>Integrações que usam a chave deixam de funcionar imediatamente.</p>
 *   </ConfirmDialog>
 */

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/trpc/error-message';

interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
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
  /** A returned promise closes the dialog when it resolves; a rejection leaves it open. */
  onConfirm: () => unknown;
  cancelLabel?: string;
  /** 'danger' (red) for what cannot be undone; 'primary' for a weighty but not destructive step. */
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, title, children, pending, error, tone = 'danger' } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  // A running action is not abandoned half-way by Escape or "Voltar".
  const changeOpen = (next: boolean) => {
    if (!next && pending) return;
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const confirm = () => {
    const outcome = props.onConfirm();
    if (outcome instanceof Promise)
      outcome.then(
        () => changeOpen(false),
        () => undefined,
      );
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
            <button
              type="button"
              className={`button ${tone === 'danger' ? 'button-danger' : 'button-primary'}`}
              onClick={confirm}
              disabled={pending}
            >
              {pending ? props.pendingLabel : props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
