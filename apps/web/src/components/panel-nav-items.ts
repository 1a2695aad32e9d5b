/** The panel's sections; `href: null` marks a domain whose page is not built yet (shown as "em breve"). */
export interface PanelNavItem {
  label: string;
  href: string | null;
}

export const PANEL_NAV_ITEMS: PanelNavItem[] = [
  { label: 'Início', href: '/' },
  { label: 'Clientes', href: '/clients' },
  { label: 'Reservas', href: '/bookings' },
  { label: 'Cotações', href: '/quotes' },
  { label: 'Experiências', href: '/experiences' },
  { label: 'Hotéis', href: '/hotels' },
  { label: 'Voos', href: '/flights' },
  { label: 'Chaves de API', href: '/api-keys' },
  { label: 'Webhooks', href: '/webhooks' },
];
