// The tables, one file per domain under schema/. Code imports them from here; drizzle-kit reads schema/.

export * from './schema/access.schema.ts';
export * from './schema/auth.schema.ts';
export * from './schema/entries.schema.ts';
export * from './schema/expense.schema.ts';
export * from './schema/forms.schema.ts';
export * from './schema/idempotency.schema.ts';
export * from './schema/licenses.schema.ts';
export * from './schema/orgs.schema.ts';
export * from './schema/storage.schema.ts';
export * from './schema/templates.schema.ts';
export * from './schema/users.schema.ts';
