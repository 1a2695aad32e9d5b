// Portuguese for what the audit log records (core's audit/actions.ts names them in English).
import type { AuditAction } from '@tas/core';
import { formatMoney } from '@/lib/format';
import { BOOKING_STATUS_LABELS, KEY_MODE_LABELS, PAYMENT_METHOD_LABELS, ROLE_LABELS } from '@/lib/labels';

// Typed by core's closed list: a new audit action without its Portuguese label fails the typecheck.
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> & Record<string, string> = {
  'payment.refunded': 'Pagamento estornado',
  'hotel.confirmed': 'Hotel confirmado',
  'flight.issued': 'Voo emitido',
  'booking.cancelled': 'Reserva cancelada',
  'booking.cancelled_at_supplier': 'Reserva cancelada no fornecedor',
  'booking.cancellation_refunded': 'Cancelamento com reembolso',
  'payable.paid': 'Conta a pagar quitada',
  'payable.credit_received': 'Crédito do fornecedor recebido',
  'settings.changed': 'Configurações alteradas',
  'supplier.changed': 'Fornecedores alterados',
  'api_key.created': 'Chave de API criada',
  'api_key.revoked': 'Chave de API revogada',
  'webhook.created': 'Webhook cadastrado',
  'webhook.changed': 'Webhook alterado',
  'webhook.deleted': 'Webhook desativado',
  'member.invited': 'Membro convidado',
  'member.role_changed': 'Papel alterado',
  'member.deactivated': 'Membro desativado',
  'member.reactivated': 'Membro reativado',
  'member.joined': 'Convite aceito',
  'member.invitation_revoked': 'Convite revogado',
  'password.reset': 'Senha redefinida',
  'login.succeeded': 'Entrada no painel',
  'login.failed': 'Entrada recusada',
};

const REVOKE_REASONS: Record<string, string> = {
  revoked: 'revogado',
  inviter_deactivated: 'quem convidou foi desativado',
  inviter_role_changed: 'quem convidou mudou de papel',
  link_exposed: 'link visível no painel antes da correção',
};

const SETTING_LABELS: Record<string, string> = {
  markupPercent: 'markup (%)',
  duPercent: 'DU (%)',
  hotelIssuingMode: 'emissão de hotéis',
  hotelSupplier: 'fornecedor de hotel',
  hotelSuppliers: 'fornecedores de hotel',
  flightSuppliers: 'fornecedores de voo',
  flightOnlineSuppliers: 'fornecedores de voo online',
  paymentGateway: 'gateway de pagamento',
  asaasBaseUrl: 'endereço do Asaas',
};

const CREDENTIAL_LABELS: Record<string, string> = {
  hotelSupplier: 'conta do fornecedor de hotel',
  hotelbeds: 'conta Hotelbeds',
  flightOnlineSupplier: 'conta do fornecedor de voo online',
  flightDuffel: 'token Duffel',
  asaasApiKey: 'chave do Asaas',
  webhookToken: 'token do webhook de pagamentos',
};

const SIGN_IN_FAILURES: Record<string, string> = { wrong_password: 'senha incorreta', locked: 'conta bloqueada' };

type Details = Record<string, unknown>;

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(text).join(', ') : 'nenhum';
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '—');
};

// A detail used as a key into a label map (only strings are).
const word = (value: unknown): string => (typeof value === 'string' ? value : '');

/** "markup (%): 10 → 12,5; chave do Asaas substituída" */
function describeSettings(details: Details): string {
  const changed = Array.isArray(details.changed) ? (details.changed as string[]) : [];
  const from = (details.from ?? {}) as Details;
  const to = (details.to ?? {}) as Details;
  return changed
    .map((field) => {
      if (field.startsWith('credentials.')) {
        const name = field.slice('credentials.'.length);
        return `${CREDENTIAL_LABELS[name] ?? name} substituída`;
      }
      return `${SETTING_LABELS[field] ?? field}: ${text(from[field])} → ${text(to[field])}`;
    })
    .join('; ');
}

/** One line of what the event's details say, in Portuguese (never holds a secret: core keeps none). */
export function describeAuditDetails(action: string, details: Details): string {
  switch (action) {
    case 'payment.refunded':
      return [
        PAYMENT_METHOD_LABELS[word(details.method)] ?? details.method,
        typeof details.amount_cents === 'number' ? formatMoney(details.amount_cents / 100) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'hotel.confirmed':
    case 'flight.issued':
    case 'booking.cancelled_at_supplier':
      return details.locator ? `Localizador ${text(details.locator)}` : '';
    case 'booking.cancellation_refunded':
      return [
        typeof details.supplier_penalty_cents === 'number' ? `Multa ${formatMoney(details.supplier_penalty_cents / 100)}` : null,
        typeof details.agency_fee_cents === 'number' ? `Taxa ${formatMoney(details.agency_fee_cents / 100)}` : null,
        typeof details.refund_cents === 'number' ? `Reembolso ${formatMoney(details.refund_cents / 100)}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'booking.cancelled':
      return details.from ? `Estava ${(BOOKING_STATUS_LABELS[word(details.from)] ?? text(details.from)).toLowerCase()}` : '';
    case 'settings.changed':
    case 'supplier.changed':
      return describeSettings(details);
    case 'api_key.created':
    case 'api_key.revoked':
      return [details.name, details.prefix ? `${text(details.prefix)}…` : null, KEY_MODE_LABELS[word(details.mode)]]
        .filter(Boolean)
        .join(' · ');
    case 'webhook.created':
    case 'webhook.changed':
    case 'webhook.deleted':
      return text(details.url);
    case 'member.role_changed':
      return `${text(details.email)}: ${ROLE_LABELS[word(details.from)] ?? text(details.from)} → ${ROLE_LABELS[word(details.to)] ?? text(details.to)}`;
    case 'member.invited':
    case 'member.joined':
    case 'member.deactivated':
    case 'member.reactivated':
      return [details.email, ROLE_LABELS[word(details.role)]].filter(Boolean).map(text).join(' · ');
    case 'member.invitation_revoked':
      return [details.email, ROLE_LABELS[word(details.role)], REVOKE_REASONS[word(details.reason)]].filter(Boolean).map(text).join(' · ');
    case 'login.failed':
      return SIGN_IN_FAILURES[word(details.reason)] ?? text(details.reason);
    default:
      return Object.entries(details)
        .map(([key, value]) => `${key}: ${text(value)}`)
        .join('; ');
  }
}
