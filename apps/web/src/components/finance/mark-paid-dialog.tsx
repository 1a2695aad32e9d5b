'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DateInput } from '@/components/form/date-input';
import { ErrorAlert } from '@/components/form/form-submit';
import { Field } from '@/components/form/field';
import { Dialog } from '@/components/ui/dialog';
import { brToIso, dateProblem, isoToBr } from '@/lib/br-date';
import { formatMoney, todayIso } from '@/lib/format';
import { useTRPC } from '@/trpc/client';
import type { Payable } from './payable-columns';
import { decimalText } from './rate-text';

const RATE = /^\d{1,4}(\.\d{1,10})?$/;

/** "Marcar como pago": the day the supplier was paid and the rate the agency actually paid (reais per unit). */
export function MarkPaidDialog({ payable }: { payable: Payable }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inReais = payable.currency === 'BRL';
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<{ day?: string; rate?: string }>({});
  const mark = useMutation(
    trpc.finance.markPayablePaid.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        void queryClient.invalidateQueries(trpc.finance.pathFilter());
        void queryClient.invalidateQueries(trpc.bookings.get.pathFilter());
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const paidAt = brToIso(day);
    const typedRate = rate.trim().replace(',', '.');
    const found = {
      ...(!paidAt && { day: dateProblem(day) ?? 'Informe a data do pagamento.' }),
      ...(paidAt && paidAt > todayIso() && { day: 'A data do pagamento não pode ser futura.' }),
      ...(!inReais && !(RATE.test(typedRate) && /[1-9]/.test(typedRate)) && { rate: 'Informe a taxa paga, por exemplo 6,1234.' }),
    };
    setErrors(found);
    if (paidAt && Object.keys(found).length === 0)
      mark.mutate({ id: payable.id, paid_at: paidAt, exchange_rate: inReais ? '1' : typedRate });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDay(isoToBr(todayIso()));
          setRate(decimalText(payable.locked_rate));
          setErrors({});
          mark.reset();
        }
      }}
      trigger={
        <button type="button" className="button button-small" aria-label={`Marcar como pago ${payable.booking_number}`}>
          Marcar como pago
        </button>
      }
      title={`Pagamento a ${payable.supplier} · ${payable.booking_number}`}
      description={`${formatMoney(payable.amount, payable.currency)} · câmbio travado na pré-reserva R$ ${decimalText(payable.locked_rate)}`}
    >
      <form className="form" onSubmit={submit} noValidate aria-label="Marcar como pago">
        <Field label="Data do pagamento" required error={errors.day}>
          {(control) => <DateInput {...control} value={day} onChange={setDay} />}
        </Field>
        {!inReais && (
          <Field label={`Câmbio pago (R$ por ${payable.currency})`} required error={errors.rate} hint="A taxa do seu contrato de câmbio.">
            {(control) => <input {...control} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />}
          </Field>
        )}
        <ErrorAlert error={mark.error} />
        <div className="actions">
          <button className="button button-primary" type="submit" disabled={mark.isPending}>
            {mark.isPending ? 'Salvando…' : 'Confirmar pagamento'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
