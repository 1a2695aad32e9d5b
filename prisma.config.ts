import { defineConfig } from 'prisma/config';

// Only `prisma generate` uses the CLI; migrations run through packages/db (see NOTES: no engine download here).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
