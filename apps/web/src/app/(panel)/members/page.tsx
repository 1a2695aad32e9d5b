import type { Metadata } from 'next';
import { MembersManager } from '@/components/members/members-manager';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Equipe' };

export default function MembersPage() {
  return (
    <>
      <PageHeader title="Equipe" description="Quem usa o painel da agência, os convites em aberto e o que cada papel pode fazer." />
      <MembersManager />
    </>
  );
}
