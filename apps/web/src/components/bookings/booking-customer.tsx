import Link from 'next/link';
import { DetailItem } from '@/components/ui/detail-item';
import { formatDocument } from '@/lib/masks';
import type { BookingDetail } from '@/trpc/types';

export function BookingCustomer({ customer }: { customer: BookingDetail['customer'] }) {
  return (
    <section className="card" aria-labelledby="booking-customer-title">
      <h2 className="card-title" id="booking-customer-title">
        Cliente
      </h2>
      <p className="lead">
        <Link href={`/clients/${customer.id}`}>{customer.name}</Link>
      </p>
      <dl className="details details-single">
        <DetailItem label="E-mail">
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </DetailItem>
        <DetailItem label="Telefone">{customer.phone}</DetailItem>
        <DetailItem label="CPF">{customer.cpf && <span className="mono">{formatDocument(customer.cpf)}</span>}</DetailItem>
      </dl>
    </section>
  );
}
