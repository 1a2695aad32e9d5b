import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import type { Db } from '@tas/db';
import { ZBookingCreateInput } from '../bookings/schemas';
import { createBooking } from '../bookings/create-booking';
import { updateBooking } from '../bookings/change-booking';
import type { Actor } from '../bookings/status';
import { ZClientCreateInput } from '../clients/schemas';
import { createClient } from '../clients/service';
import { createExperience } from '../experiences/create';
import { ZExperienceCreateInput } from '../experiences/write-schemas';
import { clock, isoDate } from '../lib/clock';
import { seedDemoQuotes } from './demo-quotes';

const SEED_ACTOR: Actor = { type: 'system', name: 'Demo seed' };

const PEOPLE = [
  ['Ana Beatriz Souza', 'São Paulo', 'SP'],
  ['Bruno Carvalho Lima', 'Rio de Janeiro', 'RJ'],
  ['Camila Ferreira Rocha', 'Belo Horizonte', 'MG'],
  ['Diego Martins Alves', 'Curitiba', 'PR'],
  ['Eduarda Ribeiro Costa', 'Salvador', 'BA'],
  ['Felipe Araújo Gomes', 'Recife', 'PE'],
  ['Gabriela Nunes Pereira', 'Porto Alegre', 'RS'],
  ['Henrique Barbosa Dias', 'Florianópolis', 'SC'],
] as const;

const COMPANIES = [
  ['Viagens Horizonte Eventos Ltda', 'Campinas', 'SP'],
  ['Construtora Atlântico S.A.', 'Fortaleza', 'CE'],
] as const;

function email(name: string) {
  return `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
    .slice(0, 2)
    .join('.')}@example.com.br`;
}

function daysFromToday(days: number) {
  return isoDate(new Date(clock.now().getTime() + days * 86_400_000));
}

async function seedClients(db: Db, teamId: string) {
  const ids: string[] = [];
  for (const [i, [name, city, state]] of PEOPLE.entries()) {
    const client = await createClient(
      db,
      teamId,
      ZClientCreateInput.parse({
        customer_type: 'individual',
        full_name: name,
        email: email(name),
        phone: `+55 11 9${String(81234567 + i * 1111).slice(0, 4)}-${String(1000 + i * 37).slice(0, 4)}`,
        cpf: generateCpf(),
        date_of_birth: `${1970 + i * 3}-0${1 + (i % 9)}-1${i % 9}`,
        address: { street: `Rua das Flores, ${100 + i}`, neighborhood: 'Centro', city, state, postal_code: '01000-000', country: 'BR' },
      }),
    );
    ids.push(client.id);
  }
  for (const [name, city, state] of COMPANIES) {
    const client = await createClient(
      db,
      teamId,
      ZClientCreateInput.parse({
        customer_type: 'company',
        full_name: name,
        company_name: name,
        email: email(name),
        cnpj: generateCnpj(),
        address: { street: 'Av. Paulista, 1000', neighborhood: 'Bela Vista', city, state, postal_code: '01310-100', country: 'BR' },
      }),
    );
    ids.push(client.id);
  }
  return ids;
}

const BOOKINGS = [
  { type: 'flight', title: 'GRU -> LIS (ida e volta)', days: 30, nights: 10, total: 6890.4, status: 'confirmed' },
  { type: 'hotel', title: 'Copacabana Palace, 4 noites', days: 12, nights: 4, total: 5120, status: 'pending' },
  { type: 'experience', title: 'Passeio de escuna em Búzios', days: 5, nights: 0, total: 360, status: 'confirmed' },
  { type: 'package', title: 'Pacote Gramado Natal Luz', days: 25, nights: 5, total: 8450.9, status: 'pending' },
  { type: 'hotel', title: 'Pousada em Jericoacoara, 6 noites', days: -40, nights: 6, total: 3900, status: 'completed' },
  { type: 'flight', title: 'CGH -> SDU', days: -10, nights: 0, total: 780.35, status: 'cancelled' },
  { type: 'experience', title: 'Flutuação no Rio da Prata, Bonito', days: 60, nights: 0, total: 540, status: 'pending' },
  { type: 'package', title: 'Lua de mel em Fernando de Noronha', days: -90, nights: 7, total: 21990, status: 'completed' },
  { type: 'hotel', title: 'Resort em Porto de Galinhas, 5 noites', days: 45, nights: 5, total: 7250.5, status: 'cancelled' },
  { type: 'flight', title: 'BSB -> MIA', days: 80, nights: 14, total: 5340.2, status: 'confirmed' },
] as const;

// pending -> the target state along allowed transitions (completed goes through confirmed).
const PATH: Record<string, string[]> = {
  pending: [],
  confirmed: ['confirmed'],
  cancelled: ['cancelled'],
  completed: ['confirmed', 'completed'],
};

async function seedBookings(db: Db, teamId: string, clientIds: string[]) {
  for (const [i, b] of BOOKINGS.entries()) {
    const created = await createBooking(
      db,
      teamId,
      SEED_ACTOR,
      ZBookingCreateInput.parse({
        customer_id: clientIds[i % clientIds.length],
        type: b.type,
        title: b.title,
        start_date: daysFromToday(b.days),
        end_date: daysFromToday(b.days + b.nights),
        total_amount: b.total,
        passengers: [{ name: PEOPLE[i % PEOPLE.length]![0], document_type: 'cpf', document_number: generateCpf() }],
        notes: 'Reserva de demonstração',
      }),
    );
    for (const status of PATH[b.status]!) {
      await updateBooking(db, teamId, SEED_ACTOR, { id: created.id, status: status as 'confirmed' });
    }
  }
}

const EXPERIENCES = [
  {
    name: 'Passeio de escuna em Búzios',
    category: 'tour',
    city: 'Armação dos Búzios',
    state: 'RJ',
    duration: 4,
    unit: 'hours',
    price: 180,
  },
  { name: 'Flutuação no Rio da Prata', category: 'nature', city: 'Bonito', state: 'MS', duration: 3, unit: 'hours', price: 270 },
  {
    name: 'Trilha do Morro Dois Irmãos',
    category: 'adventure',
    city: 'Rio de Janeiro',
    state: 'RJ',
    duration: 3,
    unit: 'hours',
    price: 120,
  },
  { name: 'Pelourinho histórico a pé', category: 'cultural', city: 'Salvador', state: 'BA', duration: 2, unit: 'hours', price: 90 },
  {
    name: 'Roteiro de vinícolas no Vale dos Vinhedos',
    category: 'gastronomy',
    city: 'Bento Gonçalves',
    state: 'RS',
    duration: 1,
    unit: 'days',
    price: 420,
  },
  {
    name: 'Transfer aeroporto GRU - hotéis da Paulista',
    category: 'transfer',
    city: 'São Paulo',
    state: 'SP',
    duration: 90,
    unit: 'minutes',
    price: 210,
  },
] as const;

async function seedExperiences(db: Db, teamId: string) {
  for (const e of EXPERIENCES) {
    await createExperience(
      db,
      teamId,
      ZExperienceCreateInput.parse({
        name: e.name,
        short_description: `${e.name} com guia local`,
        description: `${e.name}: saída do ponto de encontro, guia credenciado e seguro incluso.`,
        category: e.category,
        duration: e.duration,
        duration_unit: e.unit,
        location: 'Ponto de encontro no centro',
        city: e.city,
        state: e.state,
        price: e.price,
        min_participants: 1,
        max_participants: 20,
        included: ['Guia credenciado', 'Seguro'],
        not_included: ['Alimentação'],
        requirements: ['Documento com foto'],
        cancellation_policy: 'Cancelamento gratuito até 24 horas antes.',
        images: [{ url: `/demo/experiences/${e.category}.svg`, alt: e.name, order: 0 }],
      }),
    );
  }
}

/** Realistic records for the demo agency: clients, bookings of every type and state, quotes, a catalogue. */
export async function seedDemoRecords(db: Db, teamId: string) {
  const clientIds = await seedClients(db, teamId);
  await seedBookings(db, teamId, clientIds);
  await seedDemoQuotes(db, teamId, clientIds);
  await seedExperiences(db, teamId);
}
