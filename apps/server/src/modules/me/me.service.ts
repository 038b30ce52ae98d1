import { type Me, settingsOf } from '@atrium/domain/me/me.schemas.ts';
import { orgLogoPath } from '@atrium/domain/orgs/orgs.contract.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { sessionLicense } from '../licenses/license-gate.ts';
import { organizationById } from '../orgs/orgs.queries.ts';
import { groupIdsOfUser } from '../people/people-directory.repo.ts';

/** The signed-in user as the web app sees it: profile, flags, access, settings and organisation. */
export async function describeMe(db: DbOrTx, auth: AuthContext): Promise<Me> {
  const { user, actor } = auth;
  const org = auth.orgId ? await organizationById(db, auth.orgId) : null;
  return {
    user: {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      phoneNumber: user.phoneNumber,
      isMasterAdmin: user.isMasterAdmin,
      isCreator: user.isCreator,
      isOrgAdmin: actor.isOrgAdmin,
      isTestUser: user.isTestUser,
      isFirstAdmin: user.isFirstAdmin,
      access: user.access,
      groupIds: auth.orgId ? await groupIdsOfUser(db, auth.orgId, user.id) : [],
      quickActions: user.quickActions,
      settings: settingsOf(user.settings),
      lastLoggedIn: user.lastLoggedIn?.toISOString() ?? null,
    },
    sessionKind: auth.kind,
    organization: org
      ? { id: org.id, name: org.name, logoUrl: org.logoKey ? orgLogoPath(org.id) : null }
      : null,
    license: org ? sessionLicense(auth) : null,
  };
}
