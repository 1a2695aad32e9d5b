import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { ExperiencesList } from '@/components/experiences/experiences-list';
import { Loading } from '@/components/query-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Experiências' };

export default function ExperiencesPage() {
  return (
    <>
      <PageHeader
        title="Experiências"
        description="O catálogo de passeios e atividades da agência, também servido pela API."
        actions={
          <Link className="button button-primary" href="/experiences/new">
            Nova experiência
          </Link>
        }
      />
      <Suspense fallback={<Loading label="Carregando experiências…" />}>
        <ExperiencesList />
      </Suspense>
    </>
  );
}
