import type { Metadata } from 'next';
import { PublicCard } from '@/components/members/public-card';
import { ResetPasswordForm } from '@/components/members/reset-password-form';
import { TRPCReactProvider } from '@/trpc/client';

export const metadata: Metadata = { title: 'Criar nova senha', robots: { index: false, follow: false } };

export default async function ResetPasswordPage({ params }: PageProps<'/reset-password/[token]'>) {
  const { token } = await params;
  return (
    <PublicCard title="Criar nova senha" intro="Escolha a nova senha da sua conta. O link vale uma vez só.">
      <TRPCReactProvider>
        <ResetPasswordForm token={token} />
      </TRPCReactProvider>
    </PublicCard>
  );
}
