import Link from 'next/link';

const TABS = [
  { href: '/finance/receivables', label: 'Contas a receber' },
  { href: '/finance/payables', label: 'Contas a pagar' },
] as const;

/** Financeiro's two lists, one link each; the page shown is marked current. */
export function FinanceTabs({ current }: { current: (typeof TABS)[number]['href'] }) {
  return (
    <nav className="actions" aria-label="Financeiro">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          className={tab.href === current ? 'button button-primary' : 'button'}
          aria-current={tab.href === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
