/** CSV and XLSX downloads of one report with the filters chosen; the browser saves the streamed file. */
export function DownloadButtons({ label, csv, xlsx }: { label: string; csv: string; xlsx: string }) {
  return (
    <div className="actions">
      <a className="button button-primary" href={csv} download aria-label={`Baixar ${label} em CSV`}>
        Baixar CSV
      </a>
      <a className="button" href={xlsx} download aria-label={`Baixar ${label} em Excel (XLSX)`}>
        Baixar Excel (XLSX)
      </a>
    </div>
  );
}
