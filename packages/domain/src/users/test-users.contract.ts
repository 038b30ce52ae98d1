import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { listUsersQuerySchema, userSummarySchema } from './users.schemas.ts';

/** The words of the test-user flag (the specification says it exists and is shown, not how: decision 0005). */
export const testUserMessages = {
  chip: 'Test User',
  marked: 'Marked as a test user.',
  unmarked: 'No longer a test user.',
  userNotFound: 'User not found.',
  updateFailed: 'Failed to update the test-user flag.',
} as const;

/** A person of an organisation as the master admin sees them when setting the test-user flag. */
export const orgPersonSchema = userSummarySchema.pick({
  id: true,
  name: true,
  username: true,
  email: true,
  isOrgAdmin: true,
  isTestUser: true,
});
export type OrgPerson = z.infer<typeof orgPersonSchema>;

const orgParams = z.object({ orgId: z.string().min(1).max(40) });

export const testUsersContract = contract('testUsers', 'users', {
  list: operation({
    method: 'GET',
    path: '/api/orgs/:orgId/users',
    summary: "One page of an organisation's users with their test-user flag (master admin)",
    params: orgParams,
    query: listUsersQuerySchema.omit({ archived: true }),
    response: z.object({ users: z.array(orgPersonSchema), total: z.number().int() }),
  }),
  setTestUser: operation({
    method: 'PATCH',
    path: '/api/orgs/:orgId/users/:userId/test-user',
    summary: "Mark or unmark one of the organisation's users as a test user (master admin)",
    params: orgParams.extend({ userId: z.string().uuid() }),
    body: z.object({ isTestUser: z.boolean() }),
    response: z.object({ user: orgPersonSchema, message: z.string() }),
  }),
});
