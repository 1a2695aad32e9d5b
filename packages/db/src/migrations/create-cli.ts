// pnpm --filter @tas/db migration:create <name>   (also accepts --name <name>, as `prisma migrate dev` does)
import { relative } from 'node:path';
import { createMigration } from './create';
import { migrationsDir } from './paths';

const args = process.argv.slice(2).filter((a) => a !== '--');
const flag = args.indexOf('--name');
const name = flag >= 0 ? args[flag + 1] : args[0];
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
