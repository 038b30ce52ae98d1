import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { syncAppCatalogue } from './modules/apps/apps.repo.ts';
import { findUserByEmail, insertUser } from './modules/people/accounts.repo.ts';
import type { PasswordHasher } from './platform/auth/passwords.ts';
import type { Db } from './platform/db/database.ts';
import { users } from './platform/db/schema.ts';

export interface AccountInput {
  email: string;
  password: string;
  name: string;
}

/** Adds a master admin, or gives an existing account of that email the master flag and the new password. */
export async function upsertMasterAdmin(db: Db, hasher: PasswordHasher, input: AccountInput): Promise<void> {
  const passwordHash = await hasher.hash(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await db.update(users).set({ isMasterAdmin: true, passwordHash }).where(eq(users.id, existing.id));
    return;
  }
  await insertUser(db, {
    email: input.email,
    name: input.name,
    username: input.email.split('@')[0] ?? 'admin',
    passwordHash,
    isMasterAdmin: true,
  });
}

export interface FirstStartResult {
  /** Set only when a master admin was created with a generated password: shown once, never stored. */
  generatedMasterAdmin?: { email: string; password: string };
}

/**
 * Runs at every start after migrations: keeps the apps catalogue current and makes sure someone can sign
 * in. With MASTER_ADMIN_EMAIL and MASTER_ADMIN_PASSWORD that account is ensured; with neither and no
 * master admin yet, one is created with a generated password.
 */
export async function prepareDatabase(
  db: Db,
  hasher: PasswordHasher,
  env: { email?: string; password?: string; name?: string },
): Promise<FirstStartResult> {
  await syncAppCatalogue(db);
  const name = env.name ?? 'Master Admin';
  if (env.email && env.password) {
    const existing = await findUserByEmail(db, env.email);
    if (!existing?.isMasterAdmin)
      await upsertMasterAdmin(db, hasher, { email: env.email, password: env.password, name });
    return {};
  }
  const [anyMaster] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isMasterAdmin, true))
    .limit(1);
  if (anyMaster) return {};
  const email = env.email ?? 'admin@atrium.local';
  const password = randomBytes(12).toString('base64url');
  await upsertMasterAdmin(db, hasher, { email, password, name });
  return { generatedMasterAdmin: { email, password } };
}
