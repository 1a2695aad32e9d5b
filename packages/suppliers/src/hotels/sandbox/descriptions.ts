import type { HotelLanguage } from '../port';
import type { CatalogHotel } from './catalog';
import type { CityStyle } from './city';
import { FACILITIES, ROOM_FACILITIES } from './vocabulary';

interface Phrases {
  intro: (name: string, stars: number, district: string, city: string) => string;
  style: Record<CityStyle, string>;
  amenities: (list: string) => string;
  rooms: (list: string) => string;
  policy: string;
  and: string;
}

const PHRASES: Record<HotelLanguage, Phrases> = {
  pt: {
    intro: (name, stars, district, city) =>
      `${name} é um hotel ${stars} ${stars === 1 ? 'estrela' : 'estrelas'} no bairro ${district}, em ${city}.`,
    style: {
      beach: 'A poucos passos da praia, é ideal para quem busca sol, mar e descanso.',
      city: 'Bem localizado, fica perto de restaurantes, comércio e das principais atrações da cidade.',
      mountain: 'Cercado pela serra, combina clima de montanha, boa gastronomia e aconchego.',
      nature: 'É a base ideal para explorar as atrações naturais da região.',
    },
    amenities: (list) => `Entre as comodidades estão: ${list}.`,
    rooms: (list) => `Os quartos contam com ${list}.`,
    policy: 'Check-in a partir das 14h e check-out até as 12h.',
    and: 'e',
  },
  en: {
    intro: (name, stars, district, city) => `${name} is a ${stars}-star hotel in ${district}, ${city}.`,
    style: {
      beach: 'A few steps from the beach, it is ideal for sun, sea and rest.',
      city: 'Well located, it is close to restaurants, shops and the main sights of the city.',
      mountain: 'Surrounded by hills, it pairs mountain air with fine food and a cosy atmosphere.',
      nature: 'It is the ideal base to explore the natural attractions of the region.',
    },
    amenities: (list) => `Amenities include: ${list}.`,
    rooms: (list) => `Rooms feature ${list}.`,
    policy: 'Check-in from 2 pm, check-out until 12 noon.',
    and: 'and',
  },
  es: {
    intro: (name, stars, district, city) =>
      `${name} es un hotel de ${stars} ${stars === 1 ? 'estrella' : 'estrellas'} en ${district}, ${city}.`,
    style: {
      beach: 'A pocos pasos de la playa, es ideal para disfrutar del sol, el mar y el descanso.',
      city: 'Bien ubicado, está cerca de restaurantes, tiendas y de los principales atractivos de la ciudad.',
      mountain: 'Rodeado de montañas, combina clima serrano, buena gastronomía y calidez.',
      nature: 'Es la base ideal para explorar los atractivos naturales de la región.',
    },
    amenities: (list) => `Entre sus servicios: ${list}.`,
    rooms: (list) => `Las habitaciones cuentan con ${list}.`,
    policy: 'Check-in a partir de las 14 h y check-out hasta las 12 h.',
    and: 'y',
  },
};

// Mid-sentence labels lose their capital, except names like Wi-Fi or TV.
function lowerFirst(label: string): string {
  const first = label.split(' ')[0] ?? '';
  return /^\p{Lu}[\p{Ll}-]+$/u.test(first) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** One or two sentences, for search results. */
export function shortDescription(hotel: CatalogHotel, language: HotelLanguage): string {
  const p = PHRASES[language];
  return `${p.intro(hotel.name, hotel.stars, hotel.district, hotel.city.name)} ${p.style[hotel.city.style]}`;
}

/** Plain text (no HTML), paragraphs separated by a blank line, for details. */
export function longDescription(hotel: CatalogHotel, language: HotelLanguage): string {
  const p = PHRASES[language];
  const facilities = hotel.facilities
    .slice(0, 8)
    .map((key) => FACILITIES[key][language])
    .map(lowerFirst);
  const rooms = hotel.roomFacilities
    .slice(0, 6)
    .map((key) => ROOM_FACILITIES[key][language])
    .map(lowerFirst);
  return [
    shortDescription(hotel, language),
    `${p.amenities(joinList(facilities, p.and))} ${p.rooms(joinList(rooms, p.and))}`,
    p.policy,
  ].join('\n\n');
}
