// pnpm --filter @tas/db migration:create <name>
import { relative } from 'node:path';
import { createMigration } from './create';
import { migrationsDir } from './paths';

const name = process.argv.slice(2).find((a) => a !== '--');
if (!name) {
  console.error('usage: pnpm --filter @tas/db migration:create <name>');
  process.exit(1);
}
const result = await createMigration(name);
if (!result.name) {
  console.log('No schema changes: prisma/schema.prisma matches prisma/migrations. Nothing written.');
} else {
  console.log(`Created ${relative(process.cwd(), migrationsDir())}/${result.name}/migration.sql\n`);
  console.log(result.sql);
}
