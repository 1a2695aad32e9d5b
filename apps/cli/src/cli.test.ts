import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real CLI in a child process, on a fresh embedded database (no server running, so it opens it directly).
const dataDir = mkdtempSync(join(tmpdir(), 'tas-cli-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
delete env.DATABASE_URL;

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts'), ...args], {
    cwd: join(import.meta.dirname, '..'),
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each call boots the embedded database in a fresh process: seconds each on a busy machine.
describe('pnpm cli', { timeout: 120_000 }, () => {
  let teamId: string;

  it('team:create --json prints one JSON object with the team and both keys', () => {
    const out = cli('team:create', '--name', 'Sol Viagens', '--plan', 'pro', '--sandbox', '--json');
    expect(out.status).toBe(0);
    expect(out.stdout.trim().split('\n')).toHaveLength(1);
    const team = JSON.parse(out.stdout);
    expect(Object.keys(team).sort()).toEqual(['api_key', 'name', 'plan', 'team_id', 'test_api_key']);
    expect(team).toMatchObject({ name: 'Sol Viagens', plan: 'pro' });
    expect(team.api_key).toMatch(/^tak_live_[0-9A-Za-z]{32}$/);
    expect(team.test_api_key).toMatch(/^tak_test_[0-9A-Za-z]{32}$/);
    teamId = team.team_id;
  });

  it('key:create makes a key with the asked mode and scopes', () => {
    const out = cli('key:create', '--team', teamId, '--mode', 'test', '--scopes', 'read', '--json');
    expect(out.status).toBe(0);
    const key = JSON.parse(out.stdout);
    expect(key.api_key).toMatch(/^tak_test_/);
    expect(key.scopes).toEqual(['read']);
  });

  it('user:create adds an agent to the team', () => {
    const out = cli(
      'user:create',
      '--team',
      teamId,
      '--email',
      'Ana@Sol.travel',
      '--password',
      'long-password',
      '--role',
      'owner',
      '--json',
    );
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ team_id: teamId, email: 'ana@sol.travel', role: 'owner' });
  });

  it('db:migrate reports nothing left to apply on a migrated database', () => {
    const out = cli('db:migrate', '--json');
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({ applied: [] });
  });

  it.each([
    [['team:create', '--json'], '--name is required'],
    [['team:create', '--name', 'X Agency', '--plan', 'gold'], '--plan must be pro or starter'],
    [['key:create', '--team', '00000000-0000-0000-0000-000000000000'], 'Team not found'],
    [['user:create', '--team', 'nope', '--email', 'a@b.co', '--password', 'long-password'], 'teamId'],
    [['launch:rocket'], 'Unknown command'],
  ])('%j fails with a non-zero exit and one line on stderr', (args, message) => {
    const out = cli(...args);
    expect(out.status).not.toBe(0);
    expect(out.stdout).toBe('');
    const lines = out.stderr.trim().split('\n');
    expect(lines[0]).toContain(message);
  });
});
