import { migrate, type DbHandle } from '@tas/db';
import { seedDemo } from '../seed/demo';

/** First start: migrate, and seed the demo agency on an empty database. */
export async function bootDatabase(handle: DbHandle) {
  const { applied } = await migrate(handle);
  const teams = await handle.db.team.count();
  const seeded = teams === 0 ? await seedDemo(handle.db) : null;
  return { applied, seeded };
}
