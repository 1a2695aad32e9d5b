'use client';

import type { ReactNode } from 'react';
import { errorMessage } from '@/trpc/error-message';

interface ConfirmBoxProps {
  /** Names the group for assistive technology (and tests): "Confirmar cancelamento de BK-2026-000001". */
  label: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive action asked twice: what will happen, then an explicit second click. */
export function ConfirmBox({ label, children, confirmLabel, pendingLabel, pending, error, onConfirm, onCancel }: ConfirmBoxProps) {
  return (
    <div className="confirm-box" role="group" aria-label={label}>
      <div>{children}</div>
      {error ? (
        <p className="hint hint-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="button button-small" onClick={onCancel} disabled={pending}>
          Voltar
        </button>
        <button type="button" className="button button-small button-danger" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </div>
  );
}
