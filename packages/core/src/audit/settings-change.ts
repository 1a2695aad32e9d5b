import type { TeamSettings } from '../teams/settings';
import type { AuditAction } from './actions';
import type { AuditDetails } from './sanitise-details';

// What chooses which suppliers are searched and with which account: a supplier change, not a sales setting.
const SUPPLIER_FIELDS = new Set(['hotelSupplier', 'hotelSuppliers', 'flightSuppliers', 'flightOnlineSuppliers']);
const SUPPLIER_CREDENTIALS = new Set([
  'hotelSupplier',
  'hotelbeds',
  'flightOnlineSupplier',
  'flightDuffel',
  'duffelWebhookToken',
  'duffelWebhookSecret',
]);
// Never shown by value: sealed secrets, and the hashes that find a team by its webhook tokens.
const HIDDEN_FIELDS = new Set(['credentials', 'webhookTokenHash', 'duffelWebhookTokenHash']);

/**
 * The audit event of a settings save: which fields changed, with their old and new values where
 * they are plain settings; a credential or token only as "replaced" (its name, never its value).
 * null when nothing changed.
 */
export function settingsChange(before: TeamSettings, after: TeamSettings): { action: AuditAction; details: AuditDetails } | null {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  const plain = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !HIDDEN_FIELDS.has(key));
  for (const key of plain) {
    const was = (before as Record<string, unknown>)[key];
    const is = (after as Record<string, unknown>)[key];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    from[key] = was ?? null;
    to[key] = is ?? null;
  }
  const credentials = [...new Set([...Object.keys(before.credentials), ...Object.keys(after.credentials)])]
    .filter((name) => name !== 'paymentWebhookToken' && before.credentials[name] !== after.credentials[name])
    .sort();
  const replaced = before.webhookTokenHash !== after.webhookTokenHash ? [...credentials, 'webhookToken'] : credentials;
  const fields = Object.keys(to);
  if (fields.length === 0 && replaced.length === 0) return null;
  const onlySuppliers = fields.every((key) => SUPPLIER_FIELDS.has(key)) && replaced.every((name) => SUPPLIER_CREDENTIALS.has(name));
  return {
    action: onlySuppliers ? 'supplier.changed' : 'settings.changed',
    details: { changed: [...fields, ...replaced.map((name) => `credentials.${name}`)], from, to },
  };
}
