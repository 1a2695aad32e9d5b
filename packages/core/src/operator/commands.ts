import { migrate, type DbHandle } from '@tas/db';
import { z } from 'zod';
import { createApiKey } from '../api-keys/service';
import { ApiError } from '../lib/api-error';
import { keptAccountLink } from '../mail/account-links';
import { seedDemo } from '../seed/demo';
import { createTeam } from '../teams/service';
import { operatorChangeUser } from '../members/operator-commands';
import { createUser } from '../users/service';

/** `pnpm cli <command> --flag value`: parsed into a command name and its flags. */
export interface CliCommand {
  name: string;
  flags: Record<string, string | boolean>;
}

export function parseArgs(argv: string[]): CliCommand & { json: boolean } {
  const [name = 'help', ...rest] = argv;
  const flags: Record<string, string | boolean> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) throw new ApiError(400, 'VALIDATION_ERROR', `Unexpected argument: ${arg}`);
    const flag = arg.slice(2);
    const next = rest[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags[flag] = next;
      i++;
    } else flags[flag] = true;
  }
  const json = flags.json === true;
  delete flags.json;
  return { name, flags, json };
}

const ZRoleFlag = z.enum(['owner', 'admin', 'agent'], { error: '--role must be owner, admin or agent' });
const str = (what: string) => z.string({ error: `--${what} is required` }).min(1, `--${what} is required`);

const COMMANDS: Record<string, (handle: DbHandle, flags: Record<string, string | boolean>) => Promise<Record<string, unknown>>> = {
  'team:create': async ({ db }, f) =>
    createTeam(db, {
      name: str('name').parse(f.name),
      plan: z.enum(['starter', 'pro'], { error: '--plan must be pro or starter' }).optional().parse(f.plan),
      sandbox: f.sandbox === true,
    }),
  'key:create': async ({ db }, f) => {
    const teamId = str('team').parse(f.team);
    if (!(await db.team.findUnique({ where: { id: teamId } }).catch(() => null))) throw ApiError.notFound('Team');
    const scopes = typeof f.scopes === 'string' ? f.scopes.split(',').map((s) => s.trim()) : undefined;
    const key = await createApiKey(db, teamId, {
      mode: z.enum(['live', 'test'], { error: '--mode must be live or test' }).optional().parse(f.mode),
      scopes: z
        .array(z.enum(['read', 'write'], { error: '--scopes takes read,write' }))
        .optional()
        .parse(scopes),
    });
    return { key_id: key.id, team_id: teamId, api_key: key.key, prefix: key.prefix, mode: key.mode, scopes: key.scopes };
  },
  'user:create': async ({ db }, f) =>
    createUser(db, {
      teamId: str('team').parse(f.team),
      email: str('email').parse(f.email),
      password: str('password').parse(f.password),
      role: z.enum(['owner', 'admin', 'agent'], { error: '--role must be owner, admin or agent' }).optional().parse(f.role),
    }),
  'user:role': async ({ db }, f) => operatorChangeUser(db, str('email').parse(f.email), { role: ZRoleFlag.parse(f.role) }),
  'user:deactivate': async ({ db }, f) => operatorChangeUser(db, str('email').parse(f.email), { isActive: false }),
  'user:reactivate': async ({ db }, f) => operatorChangeUser(db, str('email').parse(f.email), { isActive: true }),
  'mail:link': async ({ db }, f) => keptAccountLink(db, str('to').parse(f.to)),
  'db:migrate': async (handle) => migrate(handle),
  'db:seed': async ({ db }) => {
    const seeded = await seedDemo(db);
    return { created: seeded.created, team_id: seeded.teamId, ...(seeded.testApiKey ? { test_api_key: seeded.testApiKey } : {}) };
  },
};

export const COMMAND_NAMES = Object.keys(COMMANDS);

export async function runCommand(handle: DbHandle, command: CliCommand): Promise<Record<string, unknown>> {
  const run = COMMANDS[command.name];
  if (!run) throw new ApiError(400, 'VALIDATION_ERROR', `Unknown command "${command.name}". Commands: ${COMMAND_NAMES.join(', ')}`);
  return run(handle, command.flags);
}
