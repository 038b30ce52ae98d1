import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { trashListQuerySchema, trashOperations } from '../common/trash.contract.ts';
import {
  bulkIdsSchema,
  createUserGroupSchema,
  updateUserGroupSchema,
  userGroupSchema,
} from './user-groups.schemas.ts';

const groupParams = z.object({ groupId: z.string().uuid() });

export const userGroupsContract = contract('userGroups', 'user-groups', {
  list: operation({
    method: 'GET',
    path: '/api/user-groups',
    summary: 'User groups of the organisation (trashed or not); the admin group first',
    query: trashListQuerySchema,
    response: z.object({ groups: z.array(userGroupSchema), mayManage: z.boolean() }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/user-groups',
    summary: 'Create a user group',
    body: createUserGroupSchema,
    response: z.object({ group: userGroupSchema, message: z.string() }),
    errors: [409],
  }),
  update: operation({
    method: 'PATCH',
    path: '/api/user-groups/:groupId',
    summary: 'Edit a user group (the admin group is edited through its org id)',
    params: groupParams,
    body: updateUserGroupSchema,
    response: z.object({ group: userGroupSchema, message: z.string() }),
    errors: [409],
  }),
  ...trashOperations({
    path: '/api/user-groups',
    id: 'groupId',
    itemParams: groupParams,
    selection: bulkIdsSchema,
    summaries: {
      trash: 'Move a user group to the trash',
      restore: 'Restore a user group from the trash',
      remove: 'Delete a trashed user group permanently',
      bulkRestore: 'Restore several trashed user groups',
      bulkDelete: 'Delete several trashed user groups permanently',
    },
  }),
});

/** The admin group has no uuid of its own: it is addressed by this fixed id in the list and the edit call. */
export const ADMIN_GROUP_ID = '00000000-0000-4000-8000-000000000000';
