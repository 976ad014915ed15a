import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/api/db/schema.ts', './server/api/db/inboxSchema.ts', './server/api/db/securitySchema.ts', './server/api/db/alertsSchema.ts', './server/api/db/outboxSchema.ts', './server/api/db/adminSchema.ts', './server/api/db/routingSchema.ts', './server/api/db/calendarSchema.ts'],
  out: './server/api/db/migrations',
});
