import type { Db } from '@tas/db';

/** Sample data and expected field sets for experiences.test.ts. */

export const LIST_FIELDS = [
  'category',
  'city',
  'country',
  'created_at',
  'currency',
  'description',
  'duration',
  'duration_unit',
  'id',
  'images',
  'is_active',
  'location',
  'max_participants',
  'min_participants',
  'name',
  'price',
  'short_description',
  'slug',
  'state',
  'updated_at',
].sort();
export const DETAIL_FIELDS = [
  ...LIST_FIELDS,
  'address',
  'cancellation_policy',
  'included',
  'latitude',
  'longitude',
  'min_age',
  'not_included',
  'requirements',
].sort();

export const schooner = {
  name: 'Passeio de Escuna em Búzios',
  description: 'Três horas de escuna pelas praias de Búzios, com paradas para mergulho.',
  short_description: 'Escuna pelas praias de Búzios',
  category: 'tour',
  duration: 3,
  duration_unit: 'hours',
  location: 'Cais da Rua das Pedras',
  city: 'Armação dos Búzios',
  state: 'RJ',
  price: 149.9,
  max_participants: 40,
  min_participants: 2,
  address: 'Rua das Pedras, 1 - Centro',
  latitude: -22.7469,
  longitude: -41.8817,
  min_age: 5,
  included: ['Guia bilíngue', 'Água mineral'],
  not_included: ['Almoço'],
  requirements: ['Protetor solar', 'Roupa de banho'],
  cancellation_policy: 'Cancelamento gratuito até 24 horas antes.',
  images: [
    { url: 'https://cdn.example.com/escuna-deck.jpg', alt: 'Deck da escuna', order: 2 },
    { url: '/uploads/escuna.jpg', alt: 'Escuna no mar', order: 1 },
  ],
};
export const minimal = {
  name: 'Trilha da Pedra Bonita',
  category: 'adventure',
  duration: 4,
  duration_unit: 'hours',
  city: 'Rio de Janeiro',
  price: 80,
  max_participants: 12,
};

const CATEGORIES = ['tour', 'adventure', 'cultural', 'gastronomy', 'nature'] as const;

/**
 * 25 experiences a minute apart (newest = index 24): category by index % 5, inactive when
 * index % 4 === 0, "Arraial do Cabo" only in the name of 3, "cachaça" only in the description of 7.
 */
export async function seedCatalogue(db: Db, teamId: string) {
  const start = Date.parse('2026-01-01T12:00:00Z');
  for (let i = 0; i < 25; i++) {
    await db.experience.create({
      data: {
        teamId,
        name: i === 3 ? 'Mergulho em Arraial do Cabo' : `Experience ${i}`,
        slug: `experience-${i}`,
        description: i === 7 ? 'Degustação de cachaça artesanal' : 'A day out',
        category: CATEGORIES[i % 5]!,
        duration: 2,
        durationUnit: 'hours',
        city: 'Paraty',
        priceCents: 10_050 + i,
        maxParticipants: 10,
        isActive: i % 4 !== 0,
        createdAt: new Date(start + i * 60_000),
        images: {
          create: [
            { url: `/img/${i}-b.jpg`, alt: 'b', order: 5 },
            { url: `/img/${i}-a.jpg`, alt: 'a', order: 0 },
          ],
        },
      },
    });
  }
}
