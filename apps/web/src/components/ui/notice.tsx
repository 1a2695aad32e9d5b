import type { ReactNode } from 'react';

/** A confirmation that something was done ("Cliente cadastrado."), dismissible. */
export function Notice({ children, onDismiss }: { children: ReactNode; onDismiss?: () => void }) {
  return (
    <div className="alert alert-success" role="status">
      <span>{children}</span>
      {onDismiss && (
        <button type="button" className="button button-small button-ghost" onClick={onDismiss} aria-label="Fechar aviso">
          ✕
        </button>
      )}
    </div>
  );
}
