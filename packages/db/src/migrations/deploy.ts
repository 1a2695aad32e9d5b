import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { withEngine } from './engine';
import { readMigrationList, readSchemaFiles } from './list';
import { migrationsDir, repoRoot, schemaPath } from './paths';

/**
 * What `prisma migrate deploy` does: takes the engine's advisory lock, applies every migration
 * not yet in _prisma_migrations (recording each), and fails on edited or failed ones.
 */
export async function deploy(factory: SqlMigrationAwareDriverAdapterFactory, root = repoRoot()): Promise<string[]> {
  const [migrationsList, schemaFiles] = await Promise.all([readMigrationList(migrationsDir(root)), readSchemaFiles(schemaPath(root))]);
  const out = await withEngine(factory, schemaFiles, (engine) =>
    engine.applyMigrations({ migrationsList, filters: { externalTables: [], externalEnums: [] } }),
  );
  return out.appliedMigrationNames;
}
