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

/**
 * The two entries a payable takes, each a day and a rate (reais per unit): the supplier paid
 * ("Marcar como pago", starting from the rate locked at prebook), and, paid before its sale was
 * cancelled, the supplier's credit come back ("Registrar crédito recebido", from the rate paid).
 */
const ENTRIES = {
  payment: {
    action: 'Marcar como pago',
    title: (p: Payable) => `Pagamento a ${p.supplier} · ${p.booking_number}`,
    description: (p: Payable) => `${formatMoney(p.amount, p.currency)} · câmbio travado na pré-reserva R$ ${decimalText(p.locked_rate)}`,
    startRate: (p: Payable) => p.locked_rate,
    day: 'Data do pagamento',
    noDay: 'Informe a data do pagamento.',
    futureDay: 'A data do pagamento não pode ser futura.',
    rate: 'Câmbio pago',
    rateHint: 'A taxa do seu contrato de câmbio.',
    noRate: 'Informe a taxa paga, por exemplo 6,1234.',
    submit: 'Confirmar pagamento',
  },
  credit: {
    action: 'Registrar crédito recebido',
    title: (p: Payable) => `Crédito de ${p.supplier} · ${p.booking_number}`,
    description: (p: Payable) =>
      `${formatMoney(p.supplier_credit ?? 0, p.currency)} a receber · pago a R$ ${decimalText(p.paid_rate ?? p.locked_rate)}`,
    startRate: (p: Payable) => p.paid_rate ?? p.locked_rate,
    day: 'Data do recebimento',
    noDay: 'Informe a data do recebimento.',
    futureDay: 'A data do recebimento não pode ser futura.',
    rate: 'Câmbio recebido',
    rateHint: 'A taxa a que o crédito voltou em reais.',
    noRate: 'Informe a taxa recebida, por exemplo 6,1234.',
    submit: 'Confirmar recebimento',
  },
} as const;

export function PayableEntryDialog({ payable, entry }: { payable: Payable; entry: keyof typeof ENTRIES }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const texts = ENTRIES[entry];
  const inReais = payable.currency === 'BRL';
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<{ day?: string; rate?: string }>({});
  const saved = {
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries(trpc.finance.pathFilter());
      void queryClient.invalidateQueries(trpc.bookings.get.pathFilter());
    },
  };
  const pay = useMutation(trpc.finance.markPayablePaid.mutationOptions(saved));
  const receive = useMutation(trpc.finance.receiveSupplierCredit.mutationOptions(saved));
  const mutation = entry === 'payment' ? pay : receive;

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = brToIso(day);
    const typedRate = rate.trim().replace(',', '.');
    const found = {
      ...(!at && { day: dateProblem(day) ?? texts.noDay }),
      ...(at && at > todayIso() && { day: texts.futureDay }),
      ...(!inReais && !(RATE.test(typedRate) && /[1-9]/.test(typedRate)) && { rate: texts.noRate }),
    };
    setErrors(found);
    if (!at || Object.keys(found).length > 0) return;
    const exchangeRate = inReais ? '1' : typedRate;
    if (entry === 'payment') pay.mutate({ id: payable.id, paid_at: at, exchange_rate: exchangeRate });
    else receive.mutate({ id: payable.id, received_at: at, exchange_rate: exchangeRate });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDay(isoToBr(todayIso()));
          setRate(decimalText(texts.startRate(payable)));
          setErrors({});
          mutation.reset();
        }
      }}
      trigger={
        <button type="button" className="button button-small" aria-label={`${texts.action} ${payable.booking_number}`}>
          {texts.action}
        </button>
      }
      title={texts.title(payable)}
      description={texts.description(payable)}
    >
      <form className="form" onSubmit={submit} noValidate aria-label={texts.action}>
        <Field label={texts.day} required error={errors.day}>
          {(control) => <DateInput {...control} value={day} onChange={setDay} />}
        </Field>
        {!inReais && (
          <Field label={`${texts.rate} (R$ por ${payable.currency})`} required error={errors.rate} hint={texts.rateHint}>
            {(control) => <input {...control} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />}
          </Field>
        )}
        <ErrorAlert error={mutation.error} />
        <div className="actions">
          <button className="button button-primary" type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Salvando…' : texts.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
