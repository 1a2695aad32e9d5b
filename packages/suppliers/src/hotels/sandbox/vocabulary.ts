import type { HotelLanguage } from '../port';

type Label = Readonly<Record<HotelLanguage, string>>;
const label = (pt: string, en: string, es: string): Label => ({ pt, en, es });

export const FACILITIES = {
  wifi: label('Wi-Fi gratuito', 'Free Wi-Fi', 'Wi-Fi gratis'),
  reception_24h: label('Recepção 24 horas', '24-hour front desk', 'Recepción 24 horas'),
  pool: label('Piscina', 'Swimming pool', 'Piscina'),
  heated_pool: label('Piscina aquecida', 'Heated pool', 'Piscina climatizada'),
  spa: label('Spa', 'Spa', 'Spa'),
  gym: label('Academia', 'Fitness centre', 'Gimnasio'),
  restaurant: label('Restaurante', 'Restaurant', 'Restaurante'),
  bar: label('Bar', 'Bar', 'Bar'),
  parking: label('Estacionamento', 'Parking', 'Aparcamiento'),
  airport_shuttle: label('Traslado aeroporto', 'Airport shuttle', 'Traslado al aeropuerto'),
  room_service: label('Serviço de quarto', 'Room service', 'Servicio de habitaciones'),
  beach_access: label('Acesso à praia', 'Beach access', 'Acceso a la playa'),
  beach_service: label('Serviço de praia', 'Beach service', 'Servicio de playa'),
  kids_club: label('Clube infantil', 'Kids club', 'Club infantil'),
  business_center: label('Business center', 'Business centre', 'Centro de negocios'),
  meeting_rooms: label('Salas de reunião', 'Meeting rooms', 'Salas de reuniones'),
  laundry: label('Lavanderia', 'Laundry', 'Lavandería'),
  pet_friendly: label('Aceita animais', 'Pets allowed', 'Admite mascotas'),
  accessible: label('Acessibilidade', 'Accessible rooms', 'Accesibilidad'),
  sauna: label('Sauna', 'Sauna', 'Sauna'),
  concierge: label('Concierge', 'Concierge', 'Conserjería'),
  elevator: label('Elevador', 'Lift', 'Ascensor'),
  garden: label('Jardim', 'Garden', 'Jardín'),
  fireplace_lounge: label('Lareira', 'Lounge with fireplace', 'Salón con chimenea'),
  tour_desk: label('Balcão de passeios', 'Tour desk', 'Mostrador de excursiones'),
  rooftop: label('Terraço panorâmico', 'Rooftop terrace', 'Terraza panorámica'),
} as const;
export type Facility = keyof typeof FACILITIES;

export const ROOM_FACILITIES = {
  air_conditioning: label('Ar-condicionado', 'Air conditioning', 'Aire acondicionado'),
  heating: label('Aquecimento', 'Heating', 'Calefacción'),
  tv: label('TV a cabo', 'Cable TV', 'TV por cable'),
  wifi: label('Wi-Fi no quarto', 'In-room Wi-Fi', 'Wi-Fi en la habitación'),
  minibar: label('Frigobar', 'Minibar', 'Minibar'),
  safe: label('Cofre', 'Safe', 'Caja fuerte'),
  hairdryer: label('Secador de cabelo', 'Hairdryer', 'Secador de pelo'),
  desk: label('Mesa de trabalho', 'Work desk', 'Escritorio'),
  balcony: label('Varanda', 'Balcony', 'Balcón'),
  sea_view: label('Vista para o mar', 'Sea view', 'Vista al mar'),
  coffee_maker: label('Cafeteira', 'Coffee maker', 'Cafetera'),
  bathtub: label('Banheira', 'Bathtub', 'Bañera'),
  blackout: label('Cortinas blackout', 'Blackout curtains', 'Cortinas opacas'),
  kitchenette: label('Cozinha compacta', 'Kitchenette', 'Cocina americana'),
  hydromassage: label('Hidromassagem', 'Hot tub', 'Hidromasaje'),
} as const;
export type RoomFacility = keyof typeof ROOM_FACILITIES;

/** Room types with the price factor against the hotel's base room. */
export const ROOM_TYPES: Readonly<Record<RoomType, { factor: number; name: Label; whole?: boolean }>> = {
  standard: { factor: 1, name: label('Standard', 'Standard', 'Estándar') },
  superior: { factor: 1.18, name: label('Superior', 'Superior', 'Superior') },
  deluxe: { factor: 1.4, name: label('Luxo', 'Deluxe', 'Deluxe') },
  // Names that stand alone, whatever the occupancy.
  family: { factor: 1.5, name: label('Quarto Família', 'Family Room', 'Habitación Familiar'), whole: true },
  junior_suite: { factor: 1.75, name: label('Suíte Júnior', 'Junior Suite', 'Junior Suite'), whole: true },
  suite: { factor: 2.3, name: label('Suíte', 'Suite', 'Suite'), whole: true },
  master_suite: { factor: 3.1, name: label('Suíte Master', 'Master Suite', 'Suite Master'), whole: true },
};
export type RoomType = 'standard' | 'superior' | 'deluxe' | 'family' | 'junior_suite' | 'suite' | 'master_suite';

const OCCUPANCY: Record<HotelLanguage, readonly string[]> = {
  pt: ['Quarto Single', 'Quarto Duplo', 'Quarto Triplo', 'Quarto Quádruplo'],
  en: ['Single Room', 'Double Room', 'Triple Room', 'Quadruple Room'],
  es: ['Habitación Individual', 'Habitación Doble', 'Habitación Triple', 'Habitación Cuádruple'],
};

/** e.g. `Quarto Duplo Luxo` / `Deluxe Double Room`, by the people in that room. */
export function roomName(type: RoomType, people: number, language: HotelLanguage): string {
  const occupancy = OCCUPANCY[language][Math.min(Math.max(people, 1), 4) - 1] as string;
  const { name, whole } = ROOM_TYPES[type];
  const typeName = name[language];
  if (whole) return typeName;
  return language === 'en' ? `${typeName} ${occupancy}` : `${occupancy} ${typeName}`;
}
