import type { Actor } from '@atrium/domain/access/permissions.ts';
import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { testUserMessages as m, type OrgPerson } from '@atrium/domain/users/test-users.contract.ts';
import type { Db } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/errors.ts';
import { organizationById } from '../orgs/orgs.queries.ts';
import { requireMasterAdmin } from '../orgs/orgs.service.ts';
import { findOrgUser, listOrgUsers, type OrgUserRow, updateOrgUser } from './users.repo.ts';

// The test-user flag: the master admin marks people of an organisation, from the license page where they
// manage it (docs/decisions/0033). Nobody else sets it; everyone who lists users sees it.

const toPerson = (row: OrgUserRow): OrgPerson => ({
  id: row.id,
  name: row.name,
  username: row.username,
  email: row.email,
  isOrgAdmin: row.isOrgAdmin,
  isTestUser: row.isTestUser,
});

async function requireOrg(db: Db, actor: Actor, orgId: string): Promise<void> {
  requireMasterAdmin(actor);
  if (!(await organizationById(db, orgId))) throw notFound(licenseMessages.orgNotFound);
}

export async function listOrgPeople(
  db: Db,
  actor: Actor,
  orgId: string,
  query: { search: string; page: number; pageSize: number },
): Promise<{ users: OrgPerson[]; total: number }> {
  await requireOrg(db, actor, orgId);
  const { rows, total } = await listOrgUsers(db, orgId, { ...query, archived: false });
  return { users: rows.map(toPerson), total };
}

/** Sets the flag on a user of that organisation; another organisation's user is not found. */
export async function setTestUser(
  db: Db,
  actor: Actor,
  orgId: string,
  userId: string,
  isTestUser: boolean,
): Promise<{ user: OrgPerson; message: string }> {
  await requireOrg(db, actor, orgId);
  return db.transaction(async (tx) => {
    const target = await findOrgUser(tx, orgId, userId);
    if (!target) throw notFound(m.userNotFound);
    const row = await updateOrgUser(tx, orgId, userId, { isTestUser });
    if (!row) throw notFound(m.userNotFound);
    // The organisation's users tables and the user's own top bar show the chip.
    await publish(tx, { type: 'users.changed' }, { kind: 'org', orgId });
    await publish(tx, { type: 'me.changed' }, { kind: 'user', userId });
    return {
      user: toPerson({ ...row, isOrgAdmin: target.isOrgAdmin }),
      message: isTestUser ? m.marked : m.unmarked,
    };
  });
}
