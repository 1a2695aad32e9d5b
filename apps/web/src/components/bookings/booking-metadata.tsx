/** The rest of the booking's free-form metadata, summarised; nothing at all means no card. */
export function BookingMetadata({ entries }: { entries: Array<[string, string]> }) {
  if (entries.length === 0) return null;
  return (
    <section className="card" aria-labelledby="booking-metadata-title">
      <h2 className="card-title" id="booking-metadata-title">
        Metadados
      </h2>
      <dl className="details details-single">
        {entries.map(([key, value]) => (
          <div className="detail" key={key}>
            <dt className="mono">{key}</dt>
            <dd className="wrap">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
