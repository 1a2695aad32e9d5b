import { TRPCClientError } from '@trpc/client';
import { errorMessage } from '@/trpc/error-message';

// Core's refusals for team changes (English, as the API speaks), said in Portuguese.
const MESSAGES: Record<string, string> = {
  'This e-mail already belongs to a member of a team':
    'Este e-mail já pertence a um membro de uma equipe (o e-mail é único na plataforma).',
  'Only owners can invite an owner': 'Somente proprietários podem convidar um proprietário.',
  'You cannot change your own role or deactivate yourself': 'Você não pode mudar o próprio papel nem desativar a si mesmo.',
  'Only owners can make, change or deactivate an owner':
    'Somente proprietários podem tornar alguém proprietário, mudar o papel de um proprietário ou desativá-lo.',
  'The team must keep at least one active owner': 'A equipe precisa manter ao menos um proprietário ativo.',
  'Invitation not found': 'Este convite não existe mais: ele foi revogado ou substituído por um convite mais novo.',
  'Invitation has expired': 'Este convite expirou. Peça um novo convite a quem convidou você.',
  'Invitation was already accepted': 'Este convite já foi aceito. Entre com o seu e-mail e senha.',
  'Invitation is no longer valid: whoever sent it can no longer grant this role':
    'Este convite não vale mais: quem o enviou foi desativado ou não pode mais conceder este papel. Peça um novo convite.',
  'This password reset link is invalid or has expired': 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo link.',
};

export function memberErrorMessage(error: unknown): string {
  if (error instanceof TRPCClientError && MESSAGES[error.message]) return MESSAGES[error.message]!;
  if (error instanceof TRPCClientError && (error.data as { apiCode?: string } | undefined)?.apiCode === 'RATE_LIMITED') {
    return 'Muitos pedidos em pouco tempo. Aguarde alguns minutos e tente de novo.';
  }
  return errorMessage(error);
}

/** The same sentences for an error read on the server (the public pages' first render). */
export function memberErrorSentence(message: string): string | null {
  return MESSAGES[message] ?? null;
}
