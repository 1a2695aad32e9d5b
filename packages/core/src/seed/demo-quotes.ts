import type { Db } from '@tas/db';
import { clock, isoDate } from '../lib/clock';
import { createQuote } from '../quotes/create-quote';
import type { QuoteActor } from '../quotes/history';
import { answerPublicQuote, getPublicQuote } from '../quotes/public-quote';
import { ZQuoteCreateInput } from '../quotes/schemas';
import { updateQuote } from '../quotes/update-quote';

const SEED_ACTOR: QuoteActor = { type: 'system', name: 'Demo seed' };

type Outcome = 'draft' | 'sent' | 'accepted' | 'declined';

const QUOTES: {
  title: string;
  outcome: Outcome;
  items: { type: string; description: string; details?: string; quantity: number; unit_price: number }[];
  discount?: [string, number];
}[] = [
  {
    title: 'Férias em Gramado (4 noites)',
    outcome: 'sent',
    items: [
      { type: 'flight', description: 'GRU -> POA ida e volta', details: 'Econômica, bagagem de 23 kg', quantity: 2, unit_price: 1180.5 },
      { type: 'hotel', description: 'Hotel Bavária Gramado, 4 noites', details: 'Café da manhã incluso', quantity: 1, unit_price: 2760 },
      { type: 'experience', description: 'Tour de vinícolas no Vale dos Vinhedos', quantity: 2, unit_price: 420 },
    ],
    discount: ['percentage', 5],
  },
  {
    title: 'Réveillon em Fernando de Noronha',
    outcome: 'draft',
    items: [
      { type: 'hotel', description: 'Pousada Maravilha, 5 noites', quantity: 1, unit_price: 14500 },
      { type: 'service', description: 'Taxa de preservação ambiental', quantity: 2, unit_price: 455.64 },
    ],
  },
  {
    title: 'Convenção de vendas em Salvador',
    outcome: 'accepted',
    items: [
      { type: 'hotel', description: 'Hotel Rio Vermelho, 3 noites, 12 quartos', quantity: 12, unit_price: 1650 },
      { type: 'other', description: 'Sala de eventos com coffee break', quantity: 1, unit_price: 5400 },
    ],
    discount: ['fixed', 1500],
  },
  {
    title: 'Lisboa e Porto em 10 dias',
    outcome: 'declined',
    items: [
      { type: 'flight', description: 'GRU -> LIS, retorno OPO -> GRU', quantity: 2, unit_price: 5890 },
      { type: 'hotel', description: 'Hotéis 4 estrelas com café da manhã, 9 noites', quantity: 1, unit_price: 9800 },
    ],
  },
];

/** Quotes in the states an agency sees every day: a draft, one awaiting the customer, one accepted, one declined. */
export async function seedDemoQuotes(db: Db, teamId: string, clientIds: string[]) {
  const validUntil = isoDate(new Date(clock.now().getTime() + 15 * 86_400_000));
  for (const [i, q] of QUOTES.entries()) {
    const quote = await createQuote(
      db,
      teamId,
      SEED_ACTOR,
      ZQuoteCreateInput.parse({
        customer_id: clientIds[i % clientIds.length],
        title: q.title,
        valid_until: validUntil,
        items: q.items,
        ...(q.discount && { discount_type: q.discount[0], discount_value: q.discount[1] }),
        notes: 'Valores por pessoa sujeitos a disponibilidade no momento da reserva.',
        terms: 'Pagamento via PIX, boleto ou cartão em até 10x. Cancelamento conforme regras de cada fornecedor.',
      }),
    );
    if (q.outcome === 'draft') continue;
    await updateQuote(db, teamId, SEED_ACTOR, { id: quote.id, status: 'sent' });
    const token = quote.share_url.split('/q/')[1]!;
    if (q.outcome === 'accepted') await answerPublicQuote(db, token, 'accepted', { version: (await getPublicQuote(db, token)).version });
    if (q.outcome === 'declined') await answerPublicQuote(db, token, 'declined', { reason: 'Vamos adiar a viagem para o ano que vem.' });
  }
}
