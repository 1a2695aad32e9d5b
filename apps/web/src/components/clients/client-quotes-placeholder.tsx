/** Quotes are the next domain to be built: the place they will take on the client's page. */
export function ClientQuotesPlaceholder() {
  return (
    <section className="card card-muted" aria-labelledby="client-quotes-title">
      <h2 className="card-title" id="client-quotes-title">
        Cotações <span className="tag tag-light">em breve</span>
      </h2>
      <p className="muted">As cotações enviadas a este cliente aparecerão aqui.</p>
    </section>
  );
}
