import type { Permission } from '@tas/core';

/** The panel's sections, in the order agents meet them. */
export interface PanelNavItem {
  label: string;
  href: string;
  /** Shown only to roles with this row of the permission table (the pages refuse the others anyway). */
  permission?: Permission;
}

export const PANEL_NAV_ITEMS: PanelNavItem[] = [
  { label: 'Início', href: '/' },
  { label: 'Clientes', href: '/clients' },
  { label: 'Reservas', href: '/bookings' },
  { label: 'Cotações', href: '/quotes' },
  { label: 'Relatórios', href: '/reports' },
  { label: 'Notas fiscais', href: '/notas-fiscais' },
  { label: 'Financeiro', href: '/finance', permission: 'finance' },
  { label: 'Experiências', href: '/experiences' },
  { label: 'Hotéis', href: '/hotels' },
  { label: 'Voos', href: '/flights' },
  { label: 'Alterações de voo', href: '/alteracoes-de-voo' },
  { label: 'Chaves de API', href: '/api-keys' },
  { label: 'Webhooks', href: '/webhooks' },
  { label: 'Equipe', href: '/members' },
  { label: 'E-mails enviados', href: '/emails' },
  { label: 'Auditoria', href: '/audit' },
  { label: 'Configurações', href: '/settings' },
];
