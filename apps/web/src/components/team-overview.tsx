'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import { PLAN_DESCRIPTIONS, PLAN_LABELS, ROLE_LABELS } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';

/** Dashboard: which agency this is, on which plan, and where to start. */
export function TeamOverview() {
  const trpc = useTRPC();
  const team = useQuery(trpc.team.current.queryOptions());
  if (team.isPending) return <Loading />;
  if (team.isError) return <ErrorState error={team.error} onRetry={() => void team.refetch()} />;
  const { name, plan, agent } = team.data;
  return (
    <div className="grid">
      <section className="card">
        <h2 className="card-title">Agência</h2>
        <p className="team-name" data-testid="team-name">
          {name}
        </p>
        <p className="muted">
          {agent.name} · {ROLE_LABELS[agent.role] ?? agent.role} · {agent.email}
        </p>
      </section>
      <section className="card">
        <h2 className="card-title">Plano</h2>
        <p>
          <span className={`badge badge-plan-${plan}`} data-testid="team-plan">
            {PLAN_LABELS[plan] ?? plan}
          </span>
        </p>
        <p className="muted">{PLAN_DESCRIPTIONS[plan]}</p>
      </section>
      <section className="card">
        <h2 className="card-title">Integrações</h2>
        <p className="muted">Crie chaves para que seus sistemas usem a API REST.</p>
        <div className="actions">
          <Link className="button button-primary" href="/api-keys">
            Chaves de API
          </Link>
          <a className="button" href="/api/v1/docs" target="_blank" rel="noreferrer">
            Documentação da API
          </a>
        </div>
      </section>
    </div>
  );
}
