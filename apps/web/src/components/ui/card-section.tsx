/**
 * A card with a titled header (and an optional count and buttons), for a record's related lists and
 * the dashboard's blocks. Put a DataTable with framed={false} inside for a table.
 *
 *   <CardSection title="Reservas" count={total} actions={<Link className="button button-small" href="/bookings/new">Nova reserva</Link>}
 *     footer={<Link href="/bookings?customer_id=…">Ver todas as 12 reservas</Link>}>
 *     <DataTable framed={false} … />
 *   </CardSection>
 */

import { useId, type ReactNode } from 'react';

interface CardSectionProps {
  title: string;
  /** Shown beside the title when above zero. */
  count?: number;
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

export function CardSection({ title, count, actions, footer, children }: CardSectionProps) {
  const titleId = useId();
  return (
    <section className="card card-flush" aria-labelledby={titleId}>
      <div className="card-header">
        <h2 className="card-title" id={titleId}>
          {title} {count !== undefined && count > 0 && <span className="count">{count}</span>}
        </h2>
        {actions}
      </div>
      {children}
      {footer && <p className="card-footer">{footer}</p>}
    </section>
  );
}
