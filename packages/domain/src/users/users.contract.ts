import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { contract, operation } from '../common/contract.ts';
import {
  createUserSchema,
  listUsersQuerySchema,
  pickableUserSchema,
  updateUserAccessSchema,
  updateUserInfoSchema,
  userSummarySchema,
} from './users.schemas.ts';

const userParams = z.object({ userId: z.string().uuid() });

export const usersContract = contract('users', 'users', {
  list: operation({
    method: 'GET',
    path: '/api/users',
    summary: 'Users of the organisation, searched and paged (archived or not)',
    query: listUsersQuerySchema,
    response: z.object({ users: z.array(userSummarySchema), total: z.number().int() }),
  }),
  pickable: operation({
    method: 'GET',
    path: '/api/users/pickable',
    summary: 'Active, unblocked users of the organisation, for pickers',
    response: z.object({ users: z.array(pickableUserSchema) }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/users',
    summary: 'Create a user with app access; the user joins the Default group',
    body: createUserSchema,
    response: z.object({ user: userSummarySchema, message: z.string() }),
    errors: [409],
  }),
  updateInfo: operation({
    method: 'PATCH',
    path: '/api/users/:userId',
    summary: "Change a user's details, password or blocked state",
    params: userParams,
    body: updateUserInfoSchema,
    response: z.object({ user: userSummarySchema, message: z.string() }),
    errors: [409],
  }),
  updateAccess: operation({
    method: 'PUT',
    path: '/api/users/:userId/access',
    summary: "Replace a user's app access and roles",
    params: userParams,
    body: updateUserAccessSchema,
    response: z.object({ user: userSummarySchema, message: z.string() }),
  }),
  archive: operation({
    method: 'POST',
    path: '/api/users/:userId/archive',
    summary: 'Archive a user (ends their sessions)',
    params: userParams,
    response: okMessageSchema,
  }),
  restore: operation({
    method: 'POST',
    path: '/api/users/:userId/restore',
    summary: 'Restore an archived user',
    params: userParams,
    response: okMessageSchema,
  }),
});
