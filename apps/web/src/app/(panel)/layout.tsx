import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { roleMay } from '@tas/core';
import { PanelNav } from '@/components/panel-nav';
import { PANEL_NAV_ITEMS } from '@/components/panel-nav-items';
import { SignOutButton } from '@/components/sign-out-button';
import { ROLE_LABELS } from '@/lib/labels';
import { getAgentSession } from '@/server/session';
import { TRPCReactProvider } from '@/trpc/client';

/** Every panel page: signed-in agents only; the sidebar names the domains, built or coming. */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const agent = await getAgentSession();
  if (!agent) redirect('/login');
  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="brand">
          <span className="brand-mark" aria-hidden>
            ✈
          </span>
          <span>Painel da agência</span>
        </div>
        <PanelNav items={PANEL_NAV_ITEMS.filter((item) => !item.permission || roleMay(agent.role, item.permission))} />
      </aside>
      <div className="main">
        <header className="topbar">
          <div className="agent">
            <span className="agent-name">{agent.name}</span>
            <span className="muted">{ROLE_LABELS[agent.role] ?? agent.role}</span>
          </div>
          <SignOutButton />
        </header>
        <main className="content">
          <TRPCReactProvider>{children}</TRPCReactProvider>
        </main>
      </div>
    </div>
  );
}
