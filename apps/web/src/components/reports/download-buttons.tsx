'use client';

import { useState, type MouseEvent } from 'react';

/** What the panel says when an export is refused: the envelope's reason, never its raw JSON. */
async function refusalMessage(response: Response): Promise<string> {
  if (response.status === 429) {
    const wait = Number(response.headers.get('Retry-After'));
    const when = wait > 0 ? `em ${wait} segundos` : 'em instantes';
    return `Já há uma exportação em andamento para a agência. Tente de novo ${when}.`;
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const reason = typeof body?.error === 'string' ? ` (${body.error})` : '';
  if (response.status === 401) return 'Sua sessão expirou. Entre novamente para baixar o arquivo.';
  if (response.status === 403) return 'Seu papel na equipe não permite baixar este relatório.';
  return `Não foi possível gerar o arquivo${reason}. Confira os filtros e tente de novo.`;
}

/** The streamed file saved under the server's name ("reservas-2026-11-28.csv"). */
function save(blob: Blob, disposition: string | null, fallback: string) {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/**
 * CSV and XLSX downloads of one report with the filters chosen (Relatórios, Financeiro). Links, so
 * they still work opened in a new tab; a click fetches the file first, so a refusal (429 while
 * another export runs, a filter the API refuses) is said in Portuguese instead of saving its JSON.
 */
export function DownloadButtons({ label, csv, xlsx }: { label: string; csv: string; xlsx: string }) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(event: MouseEvent<HTMLAnchorElement>, url: string, fallback: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setError(null);
    setPending(url);
    try {
      const response = await fetch(url);
      if (!response.ok) setError(await refusalMessage(response));
      else save(await response.blob(), response.headers.get('Content-Disposition'), fallback);
    } catch {
      setError('Sem conexão com o servidor. Tente de novo.');
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="actions">
      <a
        className="button button-primary"
        href={csv}
        download
        aria-label={`Baixar ${label} em CSV`}
        aria-busy={pending === csv}
        onClick={(event) => void download(event, csv, `${label}.csv`)}
      >
        {pending === csv ? 'Gerando CSV…' : 'Baixar CSV'}
      </a>
      <a
        className="button"
        href={xlsx}
        download
        aria-label={`Baixar ${label} em Excel (XLSX)`}
        aria-busy={pending === xlsx}
        onClick={(event) => void download(event, xlsx, `${label}.xlsx`)}
      >
        {pending === xlsx ? 'Gerando Excel…' : 'Baixar Excel (XLSX)'}
      </a>
      {/* A span: the buttons sit in a card's footer paragraph. */}
      {error && (
        <span className="alert alert-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
