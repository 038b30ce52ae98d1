import type { Actor } from '@atrium/domain/access/permissions.ts';
import {
  type CreateCreator,
  type Creator,
  creatorMessages as m,
} from '@atrium/domain/creators/creators.schemas.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import { revokeUserSessions, type UserRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { users } from '../../platform/db/schema.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { requireMasterAdmin } from '../orgs/orgs.service.ts';
import { findUserByEmail, insertUser } from '../people/accounts.repo.ts';

export interface CreatorsDeps {
  db: Db;
  hasher: PasswordHasher;
}

function toCreator(row: UserRow): Creator {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isBlocked: row.isBlocked,
    createdAt: row.createdAt.toISOString(),
    lastLoggedIn: row.lastLoggedIn?.toISOString() ?? null,
  };
}

export async function listCreators(deps: CreatorsDeps, actor: Actor): Promise<Creator[]> {
  requireMasterAdmin(actor);
  const rows = await deps.db.select().from(users).where(eq(users.isCreator, true)).orderBy(asc(users.name));
  return rows.map(toCreator);
}

/** Creators build templates for every organisation; they belong to none. */
export async function createCreator(
  deps: CreatorsDeps,
  actor: Actor,
  input: CreateCreator,
): Promise<Creator> {
  requireMasterAdmin(actor);
  if (await findUserByEmail(deps.db, input.email)) throw conflict(m.emailTaken, { email: m.emailTaken });
  const passwordHash = await deps.hasher.hash(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        email: input.email,
        name: input.name,
        username: input.email.split('@')[0] ?? input.name,
        passwordHash,
        isCreator: true,
      });
      await publish(tx, { type: 'creators.changed' }, { kind: 'master-admins' });
      return toCreator(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(m.emailTaken, { email: m.emailTaken });
    throw error;
  }
}

/** Blocking ends every session of the creator at once and tells their open tabs. */
export async function setCreatorBlocked(
  deps: CreatorsDeps,
  actor: Actor,
  creatorId: string,
  isBlocked: boolean,
): Promise<Creator> {
  requireMasterAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isBlocked, updatedAt: sql`now()` })
      .where(and(eq(users.id, creatorId), eq(users.isCreator, true)))
      .returning();
    if (!row) throw notFound(m.notFound);
    if (isBlocked) {
      await revokeUserSessions(tx, row.id);
      await publish(tx, { type: 'account.blocked' }, { kind: 'user', userId: row.id });
    }
    await publish(tx, { type: 'creators.changed' }, { kind: 'master-admins' });
    return toCreator(row);
  });
}
