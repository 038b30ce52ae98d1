import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { operation } from '../common/contract.ts';
import {
  bulkIdsSchema,
  createUserGroupSchema,
  updateUserGroupSchema,
  userGroupSchema,
} from './user-groups.schemas.ts';

const groupParams = z.object({ groupId: z.string().uuid() });

export const userGroupsContract = {
  list: operation({
    method: 'GET',
    path: '/api/user-groups',
    summary: 'User groups of the organisation (trashed or not); the admin group first',
    query: z.object({
      trashed: z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true'),
      search: z.string().trim().max(100).default(''),
    }),
    response: z.object({ groups: z.array(userGroupSchema), mayManage: z.boolean() }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/user-groups',
    summary: 'Create a user group',
    body: createUserGroupSchema,
    response: z.object({ group: userGroupSchema, message: z.string() }),
  }),
  update: operation({
    method: 'PATCH',
    path: '/api/user-groups/:groupId',
    summary: 'Edit a user group (the admin group is edited through its org id)',
    params: groupParams,
    body: updateUserGroupSchema,
    response: z.object({ group: userGroupSchema, message: z.string() }),
  }),
  trash: operation({
    method: 'POST',
    path: '/api/user-groups/:groupId/trash',
    summary: 'Move a user group to the trash',
    params: groupParams,
    response: okMessageSchema,
  }),
  restore: operation({
    method: 'POST',
    path: '/api/user-groups/:groupId/restore',
    summary: 'Restore a user group from the trash',
    params: groupParams,
    response: okMessageSchema,
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/user-groups/:groupId',
    summary: 'Delete a trashed user group permanently',
    params: groupParams,
    response: okMessageSchema,
  }),
  bulkRestore: operation({
    method: 'POST',
    path: '/api/user-groups/bulk-restore',
    summary: 'Restore several trashed user groups',
    body: bulkIdsSchema,
    response: okMessageSchema,
  }),
  bulkDelete: operation({
    method: 'POST',
    path: '/api/user-groups/bulk-delete',
    summary: 'Delete several trashed user groups permanently',
    body: bulkIdsSchema,
    response: okMessageSchema,
  }),
} as const;

/** The admin group has no uuid of its own: it is addressed by this fixed id in the list and the edit call. */
export const ADMIN_GROUP_ID = '00000000-0000-4000-8000-000000000000';
