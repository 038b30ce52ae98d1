import type { Actor } from '@atrium/domain/access/permissions.ts';
import type { OrganizationDetails, UpdateOrganization } from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { orgLogoPath } from '@atrium/domain/orgs/orgs.contract.ts';
import { orgMessages } from '@atrium/domain/orgs/orgs.messages.ts';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { type OrganizationRow, organizationById } from '../orgs/orgs.queries.ts';
import { findUserByEmail } from '../people/accounts.repo.ts';
import { type FirstAdminRow, firstAdmins } from '../people/people-directory.repo.ts';
import { masterAdminOrg, recordChange } from './license-changes.ts';
import {
  deleteOrganizationRows,
  updateFirstAdmin,
  updateOrganizationRow,
} from './organization-admin.repo.ts';

export interface OrganizationAdminDeps {
  db: Db;
  hasher: PasswordHasher;
  storage: FileStorage;
}

/** The organisation's first admin (the account created with it), if it still exists. */
const findFirstAdmin = async (db: DbOrTx, orgId: string) => (await firstAdmins(db, orgId))[0] ?? null;

function toDetails(org: OrganizationRow, admin: FirstAdminRow | null): OrganizationDetails {
  return {
    id: org.id,
    name: org.name,
    logoUrl: org.logoKey ? orgLogoPath(org.id) : null,
    contactName: org.contactName,
    contactEmail: org.contactEmail,
    contactPhone: org.contactPhone,
    adminName: admin?.name ?? null,
    adminEmail: admin?.email ?? null,
    createdAt: org.createdAt.toISOString(),
  };
}

const emailTaken = () => conflict(orgMessages.emailTaken, { adminEmail: orgMessages.emailTaken });

export async function organizationDetails(db: Db, actor: Actor, orgId: string): Promise<OrganizationDetails> {
  const org = await masterAdminOrg(db, actor, orgId);
  return toDetails(org, await findFirstAdmin(db, orgId));
}

/**
 * Edits the organisation and its first admin's name, email and (when given) password, in one transaction.
 * A new password ends the admin's sessions. The history keeps what changed, never a password.
 */
export async function updateOrganization(
  deps: OrganizationAdminDeps,
  actor: Actor,
  orgId: string,
  input: UpdateOrganization,
): Promise<{ organization: OrganizationDetails; message: string }> {
  await masterAdminOrg(deps.db, actor, orgId);
  const admin = await findFirstAdmin(deps.db, orgId);
  if (admin) {
    const holder = await findUserByEmail(deps.db, input.adminEmail);
    if (holder && holder.id !== admin.id) throw emailTaken();
  }
  const passwordHash = input.adminPassword ? await deps.hasher.hash(input.adminPassword) : undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      const { name, contactName, contactEmail, contactPhone } = input;
      await updateOrganizationRow(tx, orgId, { name, contactName, contactEmail, contactPhone });
      if (admin) {
        await updateFirstAdmin(tx, admin.id, {
          name: input.adminName,
          email: input.adminEmail,
          ...(passwordHash ? { passwordHash } : {}),
        });
        if (passwordHash) await revokeUserSessions(tx, admin.id);
      }
      const org = await organizationById(tx, orgId);
      if (!org) throw new Error('the organisation vanished while it was being updated');
      const organization = toDetails(org, await findFirstAdmin(tx, orgId));
      await recordChange(tx, {
        orgId,
        action: 'update',
        entity: 'organization',
        byUserId: actor.id,
        data: { ...organization, adminPasswordChanged: passwordHash !== undefined },
      });
      // The name shows in the top bar of the organisation's tabs and in the master admin's lists.
      await publish(tx, { type: 'org.changed' }, { kind: 'org', orgId });
      await publish(tx, { type: 'org.changed' }, { kind: 'master-admins' });
      return { organization, message: m.orgUpdated };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
}

/**
 * Deletes the organisation with its users, sessions, groups, form groups, licenses and history, then its
 * logo file. The organisation's open tabs hear of it and find their session gone.
 */
export async function deleteOrganization(
  deps: OrganizationAdminDeps,
  actor: Actor,
  orgId: string,
): Promise<{ message: string }> {
  const org = await masterAdminOrg(deps.db, actor, orgId);
  await deps.db.transaction(async (tx) => {
    await deleteOrganizationRows(tx, orgId);
    await publish(tx, { type: 'license.changed' }, { kind: 'org', orgId });
    await publish(tx, { type: 'org.changed' }, { kind: 'master-admins' });
  });
  // After the commit: a file left behind by a failed delete is harmless, a missing logo of a live org is not.
  if (org.logoKey) await deps.storage.delete(org.logoKey);
  return { message: m.orgDeleted };
}
