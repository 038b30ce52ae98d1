import { z } from 'zod';
import { selectionSchema } from '../common/trash.contract.ts';
import { userGroupMessages as m } from './user-groups.messages.ts';

/** Create needs a name, a description and at least one user, with the one spec message for all three. */
export const createUserGroupSchema = z.object({
  name: z.string({ error: m.fillAllFields }).trim().min(1, m.fillAllFields).max(120),
  description: z.string({ error: m.fillAllFields }).trim().min(1, m.fillAllFields).max(500),
  users: z.array(z.string().uuid(), { error: m.fillAllFields }).min(1, m.fillAllFields).max(10_000),
});
export type CreateUserGroup = z.infer<typeof createUserGroupSchema>;

/** Edit save needs a non-empty name. */
export const updateUserGroupSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120),
  description: z.string().trim().max(500),
  users: z.array(z.string().uuid()).max(10_000),
  isActive: z.boolean(),
});
export type UpdateUserGroup = z.infer<typeof updateUserGroupSchema>;

/** A member as the group screens show it; inactive when archived or blocked since joining. */
export const groupMemberSchema = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const userGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  users: z.array(z.string()),
  /** The members with their names (the organisation's users only), by name. */
  members: z.array(groupMemberSchema),
  allowedAccess: z.array(z.string()),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  isAdminGroup: z.boolean(),
  isTrashed: z.boolean(),
  trashedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the reader may do with it, computed by the server. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

export const bulkIdsSchema = selectionSchema(m.selectGroups);
