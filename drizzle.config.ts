import { defineConfig } from 'drizzle-kit';

// Migrations are generated here (`npm run db:generate`) and applied by the server at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
