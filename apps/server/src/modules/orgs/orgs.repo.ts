import { CREATOR_WORKSPACE_ID } from '@atrium/domain/templates/templates.schemas.ts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { adminUserGroups, formGroups, organizations, userGroups } from '../../platform/db/schema.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: DbOrTx, id: string): Promise<OrganizationRow | null> {
  // The creators' workspace is no tenant: nobody signs in to it, and no list shows it.
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), ne(organizations.id, CREATOR_WORKSPACE_ID)));
  return row ?? null;
}

export async function listOrganizations(db: DbOrTx): Promise<OrganizationRow[]> {
  return db
    .select()
    .from(organizations)
    .where(ne(organizations.id, CREATOR_WORKSPACE_ID))
    .orderBy(asc(organizations.name));
}

export async function insertOrganization(db: DbOrTx, org: typeof organizations.$inferInsert): Promise<void> {
  await db.insert(organizations).values(org);
}

/** The three groups every organisation starts with: its admin group, Default users, Default forms. */
export async function insertStartingGroups(
  db: DbOrTx,
  orgId: string,
  firstAdminId: string,
  createdBy: string,
): Promise<void> {
  await db.insert(adminUserGroups).values({
    orgId,
    name: 'Admin Group',
    description: 'Administrators of this organization',
    users: [firstAdminId],
  });
  await db.insert(userGroups).values({
    orgId,
    name: 'Default',
    description: 'Every user of this organization',
    users: [firstAdminId],
    isDefault: true,
    createdBy,
  });
  await db.insert(formGroups).values({ orgId, name: 'Default', isDefault: true, createdBy });
}
