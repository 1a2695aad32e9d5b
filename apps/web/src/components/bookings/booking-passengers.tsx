import { formatDate } from '@/lib/format';
import { DOCUMENT_TYPE_LABELS, labelOf } from '@/lib/labels';
import { formatDocument } from '@/lib/masks';
import type { BookingDetail } from '@/trpc/types';

type Passenger = BookingDetail['passengers'][number];

const documentOf = (p: Passenger) =>
  p.document_number ? `${labelOf(DOCUMENT_TYPE_LABELS, p.document_type)} ${p.document_type === 'cpf' ? formatDocument(p.document_number) : p.document_number}` : '—';

export function BookingPassengers({ passengers }: { passengers: Passenger[] }) {
  return (
    <section className="card card-flush" aria-labelledby="booking-passengers-title">
      <div className="card-header">
        <h2 className="card-title" id="booking-passengers-title">
          Passageiros {passengers.length > 0 && <span className="count">{passengers.length}</span>}
        </h2>
      </div>
      {passengers.length === 0 ? (
        <p className="state">Nenhum passageiro informado.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Documento</th>
                <th scope="col">Nascimento</th>
                <th scope="col">Contato</th>
              </tr>
            </thead>
            <tbody>
              {passengers.map((p, index) => (
                <tr key={`${p.name}-${index}`}>
                  <td>{p.name}</td>
                  <td className="mono">{documentOf(p)}</td>
                  <td>{formatDate(p.birth_date)}</td>
                  <td>{[p.email, p.phone].filter(Boolean).join(' · ') || <span className="muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
