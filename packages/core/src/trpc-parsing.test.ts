import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from './context';
import { createCallerFactory, publicProcedure, router } from './trpc';

// tRPC is patched to parse zod schemas synchronously (patches/@trpc__server@11.22.1.patch); a schema
// that needs asynchronous parsing must still get it, and the values and errors must stay zod's.
const parsing = router({
  trimmed: publicProcedure
    .input(z.object({ name: z.string().trim() }))
    .output(z.object({ name: z.string(), length: z.number() }))
    .query(({ input }) => ({ name: input.name, length: input.name.length, dropped: true })),
  checkedLater: publicProcedure
    .input(z.object({ code: z.string() }).refine(async (v) => (await Promise.resolve(v.code)) === 'ok', 'code refused'))
    .query(({ input }) => input.code),
});

const ctx = { requestId: 'test', ip: '127.0.0.1', apiKey: null, agent: null, responseHeaders: {} } as unknown as Context;
const caller = createCallerFactory(parsing)(ctx);

describe('zod inputs and outputs through tRPC', () => {
  it('transforms the input and strips what the output schema does not name', async () => {
    expect(await caller.trimmed({ name: '  Ana ' })).toEqual({ name: 'Ana', length: 3 });
  });

  it('refuses an invalid input with zod issues as the cause', async () => {
    const error = await caller.trimmed({ name: 42 } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect((error as TRPCError).cause).toBeInstanceOf(z.ZodError);
  });

  it('runs an asynchronous refinement, accepting and refusing', async () => {
    expect(await caller.checkedLater({ code: 'ok' })).toBe('ok');
    const error = await caller.checkedLater({ code: 'no' }).catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect(((error as TRPCError).cause as z.ZodError).issues[0]?.message).toBe('code refused');
  });
});
