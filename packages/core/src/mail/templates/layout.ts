/** Text into MJML/HTML. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface MailContent {
  subject: string;
  /** MJML sections (mj-section ...) between the agency header and the footer. */
  body: string;
  /** The plain-text part, the same facts. */
  text: string;
}

/** A row "label: value" for detail tables. */
export function row(label: string, value: string): string {
  return `<tr><td style="padding:4px 12px 4px 0;color:#5d6776">${esc(label)}</td><td style="padding:4px 0"><strong>${esc(value)}</strong></td></tr>`;
}

export function paragraph(text: string): string {
  return `<mj-text font-size="15px" line-height="22px">${esc(text)}</mj-text>`;
}

export function button(label: string, href: string): string {
  return `<mj-button href="${esc(href)}" background-color="#0b6e6e" font-size="15px" align="left">${esc(label)}</mj-button>`;
}

/** The whole e-mail: the agency's name on top, the content, a short footer; MJML makes it mail-client safe. */
export async function renderLayout(agency: string, content: MailContent): Promise<{ subject: string; html: string; text: string }> {
  const source = `<mjml lang="pt-BR">
  <mj-head><mj-title>${esc(content.subject)}</mj-title><mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes></mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#0b6e6e"><mj-column><mj-text color="#ffffff" font-size="20px" font-weight="bold">${esc(agency)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff"><mj-column>${content.body}</mj-column></mj-section>
    <mj-section><mj-column><mj-text font-size="12px" color="#5d6776">Esta mensagem foi enviada por ${esc(agency)}. Em caso de dúvida, responda a este e-mail.</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
  // mjml (with juice, cheerio, js-beautify and their parsers) loads with the first mail rendered, not with the server.
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(source, { validationLevel: 'strict' });
  return { subject: content.subject, html: result.html, text: `${content.text.trim()}\n\n-- \n${agency}\n` };
}
