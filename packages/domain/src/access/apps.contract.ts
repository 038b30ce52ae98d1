import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { appSchema } from './access.schemas.ts';

export const appsContract = contract('apps', 'access', {
  list: operation({
    method: 'GET',
    path: '/api/apps',
    summary: 'The apps catalogue with blocked and assignment state',
    response: z.object({ apps: z.array(appSchema) }),
  }),
  setFlags: operation({
    method: 'PATCH',
    path: '/api/apps/:appName',
    summary: 'Block or unblock an app for everyone, or offer it for assignment (master admin)',
    params: z.object({ appName: z.string().min(1).max(80) }),
    body: z
      .object({ isBlocked: z.boolean().optional(), isActiveForAssignment: z.boolean().optional() })
      .refine(
        (v) => v.isBlocked !== undefined || v.isActiveForAssignment !== undefined,
        'Nothing to change.',
      ),
    response: appSchema,
  }),
});
