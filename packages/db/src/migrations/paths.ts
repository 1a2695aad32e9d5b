import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this file (or, failing that, above the working
 * directory) holding prisma/schema.prisma. Walking up instead of a fixed "../../.." keeps this
 * right when the module is bundled somewhere else (e.g. under apps/web/.next).
 */
export function repoRoot(): string {
  const starts = [dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      if (existsSync(join(dir, 'prisma', 'schema.prisma'))) return dir;
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error('Cannot find the repository root (no prisma/schema.prisma above this file or the working directory)');
}

export const schemaPath = (root = repoRoot()) => join(root, 'prisma', 'schema.prisma');
export const migrationsDir = (root = repoRoot()) => join(root, 'prisma', 'migrations');
