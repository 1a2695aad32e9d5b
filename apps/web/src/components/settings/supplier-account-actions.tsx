import { ErrorAlert } from '@/components/form/form-submit';

interface PendingMutation {
  isPending: boolean;
  error: unknown;
}

interface SupplierAccountActionsProps {
  /** What "Testar conexão" found, in the agent's words. */
  tested: { ok: boolean; text: string } | null;
  test: PendingMutation & { run: () => void };
  save: PendingMutation & { isSuccess: boolean; savedText: string; label: string };
}

/** The end of a supplier account form: the connection test's and the save's outcomes, and both buttons. */
export function SupplierAccountActions({ tested, test, save }: SupplierAccountActionsProps) {
  return (
    <>
      {tested && (
        <p className={`alert ${tested.ok ? 'alert-success' : 'alert-error'}`} role="status">
          {tested.text}
        </p>
      )}
      <ErrorAlert error={test.error} />
      {save.isSuccess && (
        <p className="alert alert-success" role="status">
          {save.savedText}
        </p>
      )}
      <ErrorAlert error={save.error} />
      <div className="form-actions">
        <button type="button" className="button" disabled={test.isPending} onClick={test.run}>
          {test.isPending ? 'Testando…' : 'Testar conexão'}
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : save.label}
        </button>
      </div>
    </>
  );
}
