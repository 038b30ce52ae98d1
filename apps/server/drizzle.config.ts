import { defineConfig } from 'drizzle-kit';

// `npm run generate-migration -w @atrium/server -- --name <verb_noun>` writes reviewable SQL into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/*.schema.ts',
  out: './drizzle',
  migrations: { prefix: 'timestamp' },
});
