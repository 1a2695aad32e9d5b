'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import { useTRPC } from '@/trpc/client';
import { ACCOUNT_MAIL_KINDS } from './resend-account-mail';

/**
 * One message as the customer gets it: the HTML in a sandboxed frame (no scripts, no navigation
 * out of the panel), its text part and attachment names. Inline images (the PIX QR code) travel as
 * attachments and show only in the customer's mail client.
 */
export function MailPreview({ id }: { id: string }) {
  const trpc = useTRPC();
  const mail = useQuery(trpc.mail.get.queryOptions({ id }));
  if (mail.isPending) return <Loading label="Carregando e-mail…" />;
  if (mail.isError) return <ErrorState error={mail.error} onRetry={() => void mail.refetch()} />;
  const { html, text, attachments, last_error: lastError } = mail.data;
  return (
    <div className="stack" aria-label="Conteúdo do e-mail">
      {lastError && <p className="alert alert-error">Último erro do servidor SMTP: {lastError}</p>}
      {attachments.length > 0 && <p className="muted">Anexos: {attachments.join(', ')}</p>}
      {ACCOUNT_MAIL_KINDS.includes(mail.data.kind) && (
        <p className="muted">
          O link desta mensagem (convite ou nova senha) leva a uma conta: vai somente para o destinatário e não fica guardado aqui. Para
          mandar um novo link, use Reenviar.
        </p>
      )}
      {html ? (
        <iframe
          title="Corpo do e-mail"
          srcDoc={html}
          sandbox=""
          style={{ width: '100%', height: 560, border: '1px solid var(--border)', borderRadius: 8, background: '#fff' }}
        />
      ) : (
        <p className="muted">Ainda não renderizado: o e-mail é montado quando a fila o processa (a cada minuto).</p>
      )}
      {text && (
        <details>
          <summary>Versão em texto</summary>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{text}</pre>
        </details>
      )}
    </div>
  );
}
