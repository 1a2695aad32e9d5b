import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/login-form';
import { safeReturnPath } from '@/lib/return-path';
import { getAgentSession } from '@/server/session';

export const metadata: Metadata = { title: 'Entrar' };

type LoginSearchParams = Promise<{ callbackUrl?: string; error?: string }>;

export default async function LoginPage({ searchParams }: { searchParams: LoginSearchParams }) {
  const { callbackUrl, error } = await searchParams;
  const next = safeReturnPath(callbackUrl, process.env.NEXTAUTH_URL);
  if (await getAgentSession()) redirect(next);
  return (
    <main className="login">
      <div className="login-card">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden>
            ✈
          </span>
          <span>Painel da agência</span>
        </div>
        <h1>Entrar</h1>
        <p className="muted">Use o e-mail e a senha da sua conta de agente.</p>
        <LoginForm next={next} initialError={error ?? null} />
        <p>
          <Link href="/forgot-password">Esqueci minha senha</Link>
        </p>
      </div>
    </main>
  );
}
