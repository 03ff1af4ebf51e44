import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the schema; run `npm run db:generate -w @shop/api`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
