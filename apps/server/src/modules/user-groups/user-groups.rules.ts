import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { namedPeopleKnown } from '../people/people-directory.repo.ts';
import { nameInUse } from './user-groups.repo.ts';

/** Users newly put in a group must be active members of the organisation; those already in it may stay. */
export async function requireActiveMembers(
  db: DbOrTx,
  orgId: string,
  wanted: string[],
  already: string[] = [],
): Promise<void> {
  if (!(await namedPeopleKnown(db, orgId, { users: wanted, groups: [] }, { users: already, groups: [] }))) {
    throw badRequest(m.unknownUsers, { users: m.unknownUsers });
  }
}

export async function requireFreeName(
  db: DbOrTx,
  orgId: string,
  name: string,
  except: { groupIds?: string[]; adminGroup?: boolean } = {},
): Promise<void> {
  if (await nameInUse(db, orgId, name, except)) throw conflict(m.nameTaken, { name: m.nameTaken });
}
