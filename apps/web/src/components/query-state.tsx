'use client';

import { errorMessage, isNotFoundError, isSignedOutError } from '@/trpc/error-message';
import { SignOutButton } from './sign-out-button';
import { PageHeader } from './ui/page-header';

export function Loading({ label = 'Carregando…' }: { label?: string }) {
  return (
    <p className="state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden /> {label}
    </p>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const signedOut = isSignedOutError(error);
  return (
    <div className="alert alert-error" role="alert">
      <span>{errorMessage(error)}</span>
      {signedOut ? (
        // The cookie may still look valid to the login page (e.g. its team is gone): clear it first.
        <SignOutButton label="Entrar novamente" className="button button-small" />
      ) : (
        // Asking again for a record that does not exist finds nothing new.
        onRetry &&
        !isNotFoundError(error) && (
          <button type="button" className="button button-small" onClick={onRetry}>
            Tentar de novo
          </button>
        )
      )}
    </div>
  );
}

interface RecordLoadStateProps {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The page's title while the record's own is unknown: "Cliente". */
  title: string;
  back: { href: string; label: string };
  loadingLabel: string;
}

/**
 * A record page before its record is there: loading, or the failure under the page's header (so the
 * way back stays).
 *
 *   if (!client.isSuccess) return <RecordLoadState query={client} title="Cliente" back={back} loadingLabel="Carregando cliente…" />;
 */
export function RecordLoadState({ query, title, back, loadingLabel }: RecordLoadStateProps) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  return (
    <>
      <PageHeader title={title} back={back} />
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    </>
  );
}
