import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { enqueueMail } from '../mail/enqueue';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { memberSession } from './test-members';

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(async () => {
  await api?.close();
});

const migrationsDir = fileURLToPath(new URL('../../../../prisma/migrations', import.meta.url));

/** The migration that withdraws the account links written before they were sealed (applied again here, on rows written as then). */
function withdrawalStatements(): string[] {
  const dir = readdirSync(migrationsDir).find((name) => name.endsWith('_account_links_withdrawn'));
  if (!dir) throw new Error('migration account_links_withdrawn is missing');
  const sql = readFileSync(`${migrationsDir}/${dir}/migration.sql`, 'utf8').replace(/^--.*$/gm, '');
  return sql.split(/;\s*\n/).filter((statement) => statement.trim() !== '');
}

describe('migration account_links_withdrawn', () => {
  it('outbox rows from before lose their links; one still waiting is failed; open owner invitations are revoked and audited', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const old = 'http://localhost:3000/invite/an-old-token-in-clear-0123456789';
    await api.db.$transaction(async (tx) => {
      for (const [key, to] of [
        ['old:1', 'kept@agency.test'],
        ['old:2', 'waiting@agency.test'],
      ] as const) {
        await enqueueMail(tx, {
          teamId: team.id,
          kind: 'invitation',
          dedupeKey: key,
          to,
          refs: { inviter_name: 'Olga', url: old },
          at: clock.now(),
        });
      }
    });
    await api.db.mailMessage.updateMany({
      where: { teamId: team.id, to: 'kept@agency.test' },
      data: { status: 'kept', text: `Aceitar convite: ${old}` },
    });
    const toOwner = await owner.panel.members.invite({ email: 'future-owner@agency.test', role: 'owner' });
    const toAgent = await owner.panel.members.invite({ email: 'future-agent@agency.test', role: 'agent' });

    for (const statement of withdrawalStatements()) await api.db.$executeRawUnsafe(statement);

    const rows = await api.db.mailMessage.findMany({
      where: { teamId: team.id, dedupeKey: { startsWith: 'old:' } },
      orderBy: { to: 'asc' },
    });
    expect(JSON.stringify(rows)).not.toContain('/invite/');
    expect(rows.map((r) => [r.to, r.status])).toEqual([
      ['kept@agency.test', 'kept'],
      ['waiting@agency.test', 'failed'],
    ]);
    expect(await api.db.invitation.findUniqueOrThrow({ where: { id: toOwner.id } })).toMatchObject({ revokedAt: expect.any(Date) });
    expect(await api.db.invitation.findUniqueOrThrow({ where: { id: toAgent.id } })).toMatchObject({ revokedAt: null });
    expect(await api.db.auditEvent.findMany({ where: { teamId: team.id, action: 'member.invitation_revoked' } })).toMatchObject([
      { subjectId: toOwner.id, details: { email: 'future-owner@agency.test', role: 'owner', reason: 'link_exposed' } },
    ]);
  });
});
