import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/members/forgot-password-form';
import { PublicCard } from '@/components/members/public-card';
import { TRPCReactProvider } from '@/trpc/client';

export const metadata: Metadata = { title: 'Esqueci minha senha' };

export default function ForgotPasswordPage() {
  return (
    <PublicCard title="Esqueci minha senha" intro="Informe o e-mail da sua conta. Enviamos um link para você criar uma nova senha.">
      <TRPCReactProvider>
        <ForgotPasswordForm />
      </TRPCReactProvider>
    </PublicCard>
  );
}
