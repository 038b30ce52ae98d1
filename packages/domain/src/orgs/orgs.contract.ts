import { z } from 'zod';
import { operation } from '../common/contract.ts';
import {
  createOrganizationResultSchema,
  organizationPublicSchema,
  organizationSchema,
} from './orgs.schemas.ts';

export const orgsContract = {
  /** Multipart: the fields of createOrganizationSchema plus an optional `logo` image file. */
  create: operation({
    method: 'POST',
    path: '/api/orgs',
    summary: 'Create an organisation with its first admin (master admin)',
    response: createOrganizationResultSchema,
  }),
  list: operation({
    method: 'GET',
    path: '/api/orgs',
    summary: 'All organisations (master admin)',
    response: z.object({ organizations: z.array(organizationSchema) }),
  }),
  publicInfo: operation({
    method: 'GET',
    path: '/api/orgs/:orgId/public',
    summary: 'Name and logo of an organisation, for the sign-in chip',
    params: z.object({ orgId: z.string().min(1).max(40) }),
    response: organizationPublicSchema,
  }),
} as const;

export const orgLogoPath = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/logo`;
