import type { DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { createTeam } from '../teams/service';
import { userActor } from './actor';
import { recordAudit } from './record-audit';
import { REDACTED } from './sanitise-details';

let handle: DbHandle;
let teamId: string;

beforeAll(async () => {
  handle = await createTestDb();
  teamId = (await createTeam(handle.db, { name: 'Agency', plan: 'pro' })).team_id;
});
afterAll(() => handle.close());

const actor = () => userActor({ id: '7d7c4c1e-1111-4a4a-9b9b-000000000001', teamId, name: 'Ana', email: 'ana@agency.test' }, '203.0.113.9');

describe('recordAudit', () => {
  it('writes one event with the actor, action, subject, sanitised details, address and the clock time', async () => {
    const now = new Date('2031-05-01T09:00:00Z');
    const restore = clock.set(() => now);
    try {
      await handle.db.$transaction((tx) =>
        recordAudit(tx, actor(), {
          action: 'supplier.changed',
          subject: { type: 'supplier', id: 'hotelbeds' },
          details: { username: 'agency', password: 'p' },
        }),
      );
    } finally {
      restore();
    }
    const rows = await handle.db.auditEvent.findMany({ where: { teamId, action: 'supplier.changed' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: '7d7c4c1e-1111-4a4a-9b9b-000000000001',
      actorApiKeyId: null,
      actorLabel: 'Ana <ana@agency.test>',
      subjectType: 'supplier',
      subjectId: 'hotelbeds',
      details: { username: 'agency', password: REDACTED },
      ipAddress: '203.0.113.9',
      createdAt: now,
    });
  });

  it('rolls back with the action it records', async () => {
    const failed = handle.db.$transaction(async (tx) => {
      await recordAudit(tx, actor(), { action: 'settings.changed', subject: { type: 'team', id: teamId } });
      throw new Error('the action failed');
    });
    await expect(failed).rejects.toThrow('the action failed');
    expect(await handle.db.auditEvent.count({ where: { teamId, action: 'settings.changed' } })).toBe(0);
  });
});
