import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import {
  createOrganizationResultSchema,
  createOrganizationSchema,
  organizationPublicSchema,
  organizationSchema,
} from './orgs.schemas.ts';

export const orgsContract = contract('orgs', 'orgs', {
  create: operation({
    method: 'POST',
    path: '/api/orgs',
    summary: 'Create an organisation with its first admin (master admin)',
    multipart: z.object({
      ...createOrganizationSchema.shape,
      logo: z
        .file()
        .optional()
        .describe('The logo: a PNG, JPEG, GIF, WebP, SVG or AVIF image, at most 10 MB'),
    }),
    response: createOrganizationResultSchema,
    errors: [409],
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
    public: true,
    params: z.object({ orgId: z.string().min(1).max(40) }),
    response: organizationPublicSchema,
  }),
});

export const orgLogoPath = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/logo`;
