import type { Rng } from '../../lib/prng';
import type { CityStyle, Locale, SandboxCity } from './city';

// Invented names only: plausible, and no real hotel brand is implied.
const PORTUGUESE_WORDS: Record<CityStyle, readonly string[]> = {
  beach: [
    'Mar Azul',
    'Atlântico',
    'Costa Dourada',
    'Brisa',
    'Maré Alta',
    'Coral',
    'Sereia',
    'Ondas',
    'Areia Branca',
    'Sol Nascente',
    'Farol',
    'Enseada',
    'Coqueiral',
    'Pérola',
    'Maresia',
    'Veleiro',
    'Porto Sol',
    'Lua Cheia',
    'Baía',
    'Golfinho',
  ],
  city: [
    'Imperial',
    'Metrópole',
    'Central',
    'Cristal',
    'Horizonte',
    'Bela Vista',
    'Aurora',
    'Excelsior',
    'Continental',
    'Estrela',
    'Colonial',
    'Boulevard',
    'Panorama',
    'Majestic',
    'Ventura',
    'Alameda',
    'Primavera',
    'Opera',
    'Plaza',
    'Lumière',
  ],
  mountain: [
    'Serra Alta',
    'Pinheiros',
    'Bosque',
    'Alpino',
    'Vale Verde',
    'Montanha',
    'Lago Negro',
    'Cascata',
    'Hortênsias',
    'Castelo',
    'Chalé',
    'Neblina',
    'Araucária',
    'Refúgio',
    'Lareira',
    'Vinhedo',
  ],
  nature: [
    'Floresta',
    'Cachoeira',
    'Rio Azul',
    'Mata Verde',
    'Ipê',
    'Jardim',
    'Tucano',
    'Arara',
    'Vitória Régia',
    'Cataratas',
    'Recanto',
    'Gruta',
    'Ecológico',
    'Selva',
    'Canoa',
    'Orquídea',
  ],
};

// Outside Portuguese-speaking places, international words.
const INTERNATIONAL_WORDS: Record<CityStyle, readonly string[]> = {
  beach: [
    'Ocean',
    'Coral',
    'Marina',
    'Sunset',
    'Palm',
    'Blue Bay',
    'Sea Breeze',
    'Paradise',
    'Sol',
    'Azul',
    'Dunes',
    'Lagoon',
    'White Sand',
    'Tropical',
    'Reef',
    'Caribe',
  ],
  city: [
    'Imperial',
    'Central',
    'Cristal',
    'Continental',
    'Excelsior',
    'Majestic',
    'Panorama',
    'Plaza',
    'Lumière',
    'Regent',
    'Park View',
    'Riverside',
    'Metropole',
    'Ambassador',
    'Belvedere',
    'Orion',
    'Aurora',
    'Boulevard',
    'Opera',
    'Harbor',
  ],
  mountain: [
    'Alpine',
    'Pine Lodge',
    'Summit',
    'Glacier',
    'Edelweiss',
    'Cumbre',
    'Bosque',
    'Lago',
    'Refugio',
    'Cerro',
    'Nieve',
    'Patagonia',
  ],
  nature: ['Selva', 'Cascada', 'River', 'Jungle', 'Orquídea', 'Canopy', 'Verde', 'Eco', 'Laguna', 'Andes'],
};

const KINDS: Record<Locale, { plain: string; small: string; upscale: string; resort: string; budget: string }> = {
  pt: { plain: 'Hotel', small: 'Pousada', upscale: 'Palace', resort: 'Resort & Spa', budget: 'Hostel' },
  es: { plain: 'Hotel', small: 'Posada', upscale: 'Palacio', resort: 'Resort & Spa', budget: 'Hostal' },
  en: { plain: 'Hotel', small: 'Inn', upscale: 'Grand Hotel', resort: 'Resort & Spa', budget: 'Hostel' },
  fr: { plain: 'Hôtel', small: 'Maison', upscale: 'Grand Hôtel', resort: 'Resort & Spa', budget: 'Auberge' },
  it: { plain: 'Hotel', small: 'Locanda', upscale: 'Palazzo', resort: 'Resort & Spa', budget: 'Ostello' },
};

/** A plausible name for a hotel of `stars` in `city`, unique within `taken`. */
export function hotelName(rng: Rng, city: SandboxCity, stars: number, district: string, taken: Set<string>): string {
  const words = (city.locale === 'pt' ? PORTUGUESE_WORDS : INTERNATIONAL_WORDS)[city.style];
  const place = city.localName ?? city.name;
  const kind = KINDS[city.locale];
  const small = city.style !== 'city' && city.hotelCount <= 90;
  const candidates = (word: string): string[] => {
    if (stars === 1) return [`${word} ${kind.budget}`, `${kind.budget} ${district}`];
    if (stars === 5 && city.style === 'beach') return [`${word} ${kind.resort}`, `Grand ${word}`, `${word} ${kind.upscale}`];
    if (stars === 5) return [`${word} ${kind.upscale}`, `Grand ${word}`, `${kind.plain} ${word} ${district}`];
    if (small) return [`${kind.small} ${word}`, `${kind.small} ${word}`, `${kind.plain} ${word}`];
    return [
      `${kind.plain} ${word}`,
      `${word} ${district} ${kind.plain}`,
      `${word} ${city.locale === 'pt' ? 'Suítes' : 'Suites'}`,
      `${word} ${place}`,
    ];
  };
  for (let attempt = 0; attempt < 12; attempt++) {
    const name = rng.pick(candidates(rng.pick(words)));
    if (!taken.has(name)) return remember(taken, name);
  }
  // Crowded city: qualify by district, then by a branch number, as chains do.
  const base = rng.pick(candidates(rng.pick(words)));
  const byDistrict = `${base} ${district}`;
  if (!taken.has(byDistrict)) return remember(taken, byDistrict);
  for (let branch = 2; ; branch++) {
    const name = `${base} ${district} ${branch}`;
    if (!taken.has(name)) return remember(taken, name);
  }
}

function remember(taken: Set<string>, name: string): string {
  taken.add(name);
  return name;
}
