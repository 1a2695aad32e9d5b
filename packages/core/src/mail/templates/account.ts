import { button, paragraph, type MailContent } from './layout';

/** Where the link was, in the copy kept for the panel: the link itself goes to the recipient alone. */
const LINK_WITHHELD = 'O link vai somente para o destinatário.';

function action(label: string, url: string | null) {
  return url
    ? { html: button(label, url), text: `${label}: ${url}` }
    : { html: paragraph(`${label}: ${LINK_WITHHELD}`), text: `${label}: ${LINK_WITHHELD}` };
}

/** A team invitation (the members feature sends it with its own link; null renders the panel's copy). */
export function invitationMail(d: {
  inviteeName: string | null;
  inviterName: string;
  agency: string;
  acceptUrl: string | null;
  expiresAt: string | null;
}): MailContent {
  const hello = d.inviteeName ? `Olá, ${d.inviteeName}!` : 'Olá!';
  const until = d.expiresAt ? ` O convite vale até ${d.expiresAt}.` : '';
  const accept = action('Aceitar convite', d.acceptUrl);
  return {
    subject: `Convite para a equipe ${d.agency}`,
    body: `${paragraph(hello)}${paragraph(`${d.inviterName} convidou você para a equipe ${d.agency}.${until}`)}${accept.html}`,
    text: `${hello}\n\n${d.inviterName} convidou você para a equipe ${d.agency}.${until}\n\n${accept.text}`,
  };
}

export function passwordResetMail(d: { name: string | null; resetUrl: string | null; validMinutes: number }): MailContent {
  const hello = d.name ? `Olá, ${d.name}!` : 'Olá!';
  const note = `O link vale por ${d.validMinutes} minutos. Se você não pediu a troca de senha, ignore esta mensagem.`;
  const reset = action('Criar nova senha', d.resetUrl);
  return {
    subject: 'Redefinição de senha',
    body: `${paragraph(hello)}${paragraph('Recebemos um pedido para redefinir a sua senha.')}${reset.html}${paragraph(note)}`,
    text: `${hello}\n\nRecebemos um pedido para redefinir a sua senha.\n\n${reset.text}\n\n${note}`,
  };
}
