import { button, paragraph, type MailContent } from './layout';

/** A team invitation (the members feature sends it with its own link). */
export function invitationMail(d: {
  inviteeName: string | null;
  inviterName: string;
  agency: string;
  acceptUrl: string;
  expiresAt: string | null;
}): MailContent {
  const hello = d.inviteeName ? `Olá, ${d.inviteeName}!` : 'Olá!';
  const until = d.expiresAt ? ` O convite vale até ${d.expiresAt}.` : '';
  return {
    subject: `Convite para a equipe ${d.agency}`,
    body: `${paragraph(hello)}${paragraph(`${d.inviterName} convidou você para a equipe ${d.agency}.${until}`)}${button('Aceitar convite', d.acceptUrl)}`,
    text: `${hello}\n\n${d.inviterName} convidou você para a equipe ${d.agency}.${until}\n\nAceitar convite: ${d.acceptUrl}`,
  };
}

export function passwordResetMail(d: { name: string | null; resetUrl: string; validMinutes: number }): MailContent {
  const hello = d.name ? `Olá, ${d.name}!` : 'Olá!';
  const note = `O link vale por ${d.validMinutes} minutos. Se você não pediu a troca de senha, ignore esta mensagem.`;
  return {
    subject: 'Redefinição de senha',
    body: `${paragraph(hello)}${paragraph('Recebemos um pedido para redefinir a sua senha.')}${button('Criar nova senha', d.resetUrl)}${paragraph(note)}`,
    text: `${hello}\n\nRecebemos um pedido para redefinir a sua senha.\n\nCriar nova senha: ${d.resetUrl}\n\n${note}`,
  };
}
