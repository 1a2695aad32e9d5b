import { redirect } from 'next/navigation';

/** Financeiro opens on what customers owe. */
export default function FinancePage() {
  redirect('/finance/receivables');
}
