import { readFileSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import { migrationsDir, schemaPath } from './paths';

/** The table of every model in prisma/schema.prisma (its @@map name, else the model name). */
export function schemaTables(): string[] {
  const schema = readFileSync(schemaPath(), 'utf8');
  return [...schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)].map(
    ([, model, body]) => /@@map\("([^"]+)"\)/.exec(body ?? '')?.[1] ?? model!,
  );
}

/** The migration folder names, in the order they apply. */
export function migrationNames(): string[] {
  return readdirSync(migrationsDir(), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}
