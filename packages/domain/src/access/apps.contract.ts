import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { appSchema, appStateSchema } from './access.schemas.ts';

const appParams = z.object({ appName: z.string().min(1).max(80) });

const flagsBody = z
  .object({ isBlocked: z.boolean().optional(), isActiveForAssignment: z.boolean().optional() })
  .refine((v) => v.isBlocked !== undefined || v.isActiveForAssignment !== undefined, 'Nothing to change.');

export const appsContract = contract('apps', 'access', {
  list: operation({
    method: 'GET',
    path: '/api/apps',
    summary: "The apps catalogue with blocked and assignment state, the platform's and the organisation's",
    response: z.object({ apps: z.array(appStateSchema) }),
  }),
  setFlags: operation({
    method: 'PATCH',
    path: '/api/apps/:appName',
    summary: 'Block or unblock an app for everyone, or offer it for assignment (master admin)',
    params: appParams,
    body: flagsBody,
    response: appSchema,
  }),
  setOrgFlags: operation({
    method: 'PATCH',
    path: '/api/apps/:appName/organization',
    summary:
      "Block or unblock an app in the caller's organisation, or offer it for assignment there (org admins, manage-app:control_all)",
    params: appParams,
    body: flagsBody,
    response: appStateSchema,
  }),
});
