import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { appRouter, CLIENT_ADDRESS_HEADER, stampedClientAddress, toApiError } from '@tas/core';
import { getDb } from '@tas/db';
import { AcceptInvitationForm } from '@/components/members/accept-invitation-form';
import { memberErrorSentence } from '@/components/members/member-error';
import { PublicCard } from '@/components/members/public-card';
import { ROLE_LABELS } from '@/lib/labels';
import { TRPCReactProvider } from '@/trpc/client';

// Read on every visit: the invitation may have been accepted, replaced or revoked since.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Convite para a equipe', robots: { index: false, follow: false } };

async function loadInvitation(token: string) {
  const ip = stampedClientAddress((await headers()).get(CLIENT_ADDRESS_HEADER));
  const caller = appRouter.createCaller({ db: getDb(), requestId: randomUUID(), ip, apiKey: null, agent: null, responseHeaders: {} });
  try {
    return { invitation: await caller.account.invitation({ token }) };
  } catch (error) {
    const { status, message } = toApiError(error);
    if (status >= 500) throw error;
    return { problem: memberErrorSentence(message) ?? 'Este link de convite não é válido.' };
  }
}

export default async function InvitePage({ params }: PageProps<'/invite/[token]'>) {
  const { token } = await params;
  const { invitation, problem } = await loadInvitation(token);
  if (!invitation) {
    return (
      <PublicCard title="Convite indisponível">
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
        <Link href="/login">Ir para o login</Link>
      </PublicCard>
    );
  }
  return (
    <PublicCard
      title={`Entrar na equipe ${invitation.team_name}`}
      intro={`${invitation.invited_by ?? 'A agência'} convidou você como ${(ROLE_LABELS[invitation.role] ?? invitation.role).toLowerCase()}. Escolha seu nome e uma senha.`}
    >
      <TRPCReactProvider>
        <AcceptInvitationForm token={token} email={invitation.email} />
      </TRPCReactProvider>
    </PublicCard>
  );
}
