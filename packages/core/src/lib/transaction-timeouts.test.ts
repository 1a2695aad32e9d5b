import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma, type DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { toApiError } from './to-api-error';

// Issue 20, point 3: a transaction that timed out answered 500 ("expired transaction ... timeout
// 5000 ms"). Whatever gives up waiting (Prisma's transaction timeout, the server's lock_timeout, a
// cancelled statement, a deadlock) changed nothing, and the same request later can succeed: 503.
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

/** A statement the database itself fails with this SQLSTATE, through Prisma and the driver as in the app. */
function failingWith(sqlState: string) {
  return thrownBy(() => handle.db.$executeRawUnsafe(`DO $$ BEGIN RAISE EXCEPTION 'raised' USING ERRCODE = '${sqlState}'; END $$`));
}

describe('a transaction that timed out answers 503 SERVICE_UNAVAILABLE', () => {
  it('a transaction whose work outlives its timeout (Prisma P2028, expired transaction)', async () => {
    const error = await thrownBy(() =>
      handle.db.$transaction(
        async (tx) => {
          await sleep(300);
          await tx.team.count();
        },
        { timeout: 100 },
      ),
    );
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe('P2028');
    expect(toApiError(error)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it.each([
    ['55P03', 'a lock not granted within lock_timeout'],
    ['57014', 'a statement cancelled (statement_timeout)'],
    ['25P03', 'a session ended idle in a transaction'],
    ['40P01', 'a deadlock'],
    ['40001', 'a serialization failure'],
  ])('SQLSTATE %s: %s', async (sqlState) => {
    const error = await failingWith(sqlState);
    expect(toApiError(error)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('a statement that is wrong still answers 500 (a bug, not a moment to wait out)', async () => {
    expect(toApiError(await failingWith('22012'))).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(toApiError(await failingWith('23505'))).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
  });
});
