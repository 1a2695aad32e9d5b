import { randomUUID } from 'node:crypto';
import type { UserRole } from '@tas/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../context';
import { toApiError } from '../lib/to-api-error';
import { memberSession } from '../members/test-members';
import { appRouter } from '../root';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { createCallerFactory } from '../trpc';
import { resolveApiKey } from './authenticate';
import { PERMISSION_NAMES, PERMISSIONS, ROLES, permissionTable, roleMay, type Permission } from './permissions';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
});
afterAll(async () => {
  await api?.close();
});

type AnyProcedure = { _def: { meta?: { permission?: Permission } } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, AnyProcedure> } })._def.procedures;

/** Every procedure that names a row of the table, by row. */
function guardedByRow(): Record<Permission, string[]> {
  const rows = Object.fromEntries(PERMISSION_NAMES.map((p) => [p, [] as string[]])) as Record<Permission, string[]>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const permission = procedure._def.meta?.permission;
    if (permission) rows[permission].push(path);
  }
  for (const paths of Object.values(rows)) paths.sort();
  return rows;
}

/** Calls a procedure by its path, with an input no procedure accepts: a permitted caller gets past the guard to validation. */
function call(ctx: Context, path: string): Promise<unknown> {
  let target: unknown = createCallerFactory(appRouter)(ctx);
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  return (target as (input: unknown) => Promise<unknown>)('not an input');
}

const ONLY_ADMINS = { status: 403, code: 'FORBIDDEN', message: 'Only owners and admins can do this' };

async function panelContext(role: UserRole): Promise<Context> {
  const member = await memberSession(api.db, team.id, role);
  return {
    db: api.db,
    requestId: randomUUID(),
    ip: '127.0.0.1',
    apiKey: null,
    agent: { userId: member.userId, teamId: team.id, name: member.name, email: member.email, role },
    responseHeaders: {},
  };
}

async function apiKeyContext(): Promise<Context> {
  return {
    db: api.db,
    requestId: randomUUID(),
    ip: '127.0.0.1',
    apiKey: await resolveApiKey(api.db, `Bearer ${team.key}`, new Date()),
    agent: null,
    responseHeaders: {},
  };
}

/** What fails or passes the guard: the refusal as an error, or 'past the guard' (validated, answered, or failed for another reason). */
async function outcome(ctx: Context, path: string) {
  const error = await call(ctx, path).then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) return 'past the guard';
  const { status, code, message } = toApiError(error);
  const seen = { status, code, message };
  const refused =
    (seen.status === 403 && seen.message === ONLY_ADMINS.message) || (seen.status === 401 && seen.message === 'Sign in to the panel');
  return refused ? seen : 'past the guard';
}

describe('the permission table', () => {
  it('names the procedures each row guards (a procedure moved off its row fails here)', () => {
    expect(guardedByRow()).toEqual({
      sell: [
        'invoices.get',
        'invoices.list',
        'invoices.ofBooking',
        'invoices.retry',
        'scheduleChanges.accept',
        'scheduleChanges.changeOffers',
        'scheduleChanges.confirmChange',
        'scheduleChanges.list',
      ],
      refunds: ['payments.refund'],
      cancellations: ['cancellations.confirm', 'scheduleChanges.cancel'],
      settings: [
        'cancellations.updateFee',
        'exchange.updatePolicy',
        'finance.updatePaymentTerms',
        'invoices.updateSettings',
        'team.rotateWebhookToken',
        'team.updateSalesSettings',
      ],
      suppliers: [
        'flights.testDuffelConnection',
        'scheduleChanges.duffelWebhookSettings',
        'scheduleChanges.registerDuffelWebhook',
        'scheduleChanges.saveDuffelWebhookSecret',
        'team.testHotelSupplier',
        'team.updateHotelSuppliers',
      ],
      apiKeys: ['apiKeys.create', 'apiKeys.revoke'],
      webhooks: ['webhooks.create', 'webhooks.delete'],
      members: [
        'mail.resend',
        'members.changeRole',
        'members.deactivate',
        'members.invitations',
        'members.invite',
        'members.reactivate',
        'members.revokeInvitation',
      ],
      finance: [
        'finance.getPaymentTerms',
        'finance.listPayables',
        'finance.listReceivables',
        'finance.markPayablePaid',
        'finance.receiveSupplierCredit',
      ],
      auditLog: ['audit.filters', 'audit.list'],
    });
  });

  it('owners and admins may do everything; agents sell', () => {
    expect(permissionTable().map((row) => [row.permission, ROLES.filter((role) => row.roles[role])])).toEqual([
      ['sell', ['owner', 'admin', 'agent']],
      ['refunds', ['owner', 'admin']],
      ['cancellations', ['owner', 'admin']],
      ['settings', ['owner', 'admin']],
      ['suppliers', ['owner', 'admin']],
      ['apiKeys', ['owner', 'admin']],
      ['webhooks', ['owner', 'admin']],
      ['members', ['owner', 'admin']],
      ['finance', ['owner', 'admin']],
      ['auditLog', ['owner', 'admin']],
    ]);
  });

  // One test per row: every procedure of the row, called as every role and as a write API key.
  const restricted = PERMISSION_NAMES.filter((p) => ROLES.some((role) => !roleMay(role, p)));
  it.each(restricted)('row %s: enforced in each of its procedures, for each role and for API keys', async (permission) => {
    const paths = guardedByRow()[permission];
    expect(paths.length, `no procedure names the row ${permission}`).toBeGreaterThan(0);
    const contexts = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await panelContext(role)] as const))) as Record<
      UserRole,
      Context
    >;
    for (const path of paths) {
      for (const role of ROLES) {
        const expected = roleMay(role, permission) ? 'past the guard' : ONLY_ADMINS;
        expect(await outcome(contexts[role], path), `${path} as ${role}`).toEqual(expected);
      }
      const asKey = PERMISSIONS[permission].apiKeys
        ? 'past the guard'
        : { status: 401, code: 'UNAUTHORIZED', message: 'Sign in to the panel' };
      expect(await outcome(await apiKeyContext(), path), `${path} with a write API key`).toEqual(asKey);
    }
  });
});
