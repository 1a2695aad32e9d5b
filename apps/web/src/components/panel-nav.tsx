'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { PanelNavItem } from './panel-nav-items';

/** The sections the signed-in agent's role may open (the layout filters PANEL_NAV_ITEMS by role). */
export function PanelNav({ items }: { items: readonly PanelNavItem[] }) {
  const pathname = usePathname();
  return (
    <nav className="nav" aria-label="Navegação do painel">
      <ul>
        {items.map(({ label, href }) => (
          <li key={label}>
            <Link href={href} className="nav-link" aria-current={isCurrent(pathname, href) ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
