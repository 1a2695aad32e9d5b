'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { PANEL_NAV_ITEMS } from './panel-nav-items';

export function PanelNav() {
  const pathname = usePathname();
  return (
    <nav className="nav" aria-label="Navegação do painel">
      <ul>
        {PANEL_NAV_ITEMS.map(({ label, href }) => (
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
