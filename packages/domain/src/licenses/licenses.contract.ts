import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { contract, operation } from '../common/contract.ts';
import { licenseInputSchema, licenseSchema } from './licenses.ts';

const orgParams = z.object({ orgId: z.string().min(1).max(40) });
const licenseParams = orgParams.extend({ licenseId: z.string().uuid() });

export const licenseHistoryItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(['add', 'update', 'delete']),
  entity: z.enum(['license', 'organization']),
  by: z.string().nullable(),
  /** Name of the person who made the change, while their account exists. */
  byName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});

export const updateOrganizationSchema = z.object({
  name: z.string().trim().min(1, 'Organization Name is required.').max(120),
  contactName: z.string().trim().min(1, 'Contact Person Name is required.').max(120),
  contactEmail: z.string().trim().pipe(z.email('Please enter a valid email address.')),
  contactPhone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Please enter a valid 10-digit phone number.'),
  adminName: z.string().trim().min(1, 'Admin Name is required.').max(120),
  adminEmail: z.string().trim().pipe(z.email('Please enter a valid email address.')),
  /** Blank keeps the current password. */
  adminPassword: z.union([
    z.literal(''),
    z.string().min(8, 'Password must be at least 8 characters long.').max(200),
  ]),
});

export type LicenseHistoryItem = z.infer<typeof licenseHistoryItemSchema>;
export type UpdateOrganization = z.infer<typeof updateOrganizationSchema>;

export const organizationDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

export const licensesContract = contract('licenses', 'licenses', {
  organization: operation({
    method: 'GET',
    path: '/api/orgs/:orgId',
    summary: 'An organisation with its first admin (master admin)',
    params: orgParams,
    response: organizationDetailsSchema,
  }),
  updateOrganization: operation({
    method: 'PATCH',
    path: '/api/orgs/:orgId',
    errors: [409],
    summary: "Edit an organisation and its first admin's credentials (master admin)",
    params: orgParams,
    body: updateOrganizationSchema,
    response: z.object({ organization: organizationDetailsSchema, message: z.string() }),
  }),
  deleteOrganization: operation({
    method: 'DELETE',
    path: '/api/orgs/:orgId',
    summary: 'Delete an organisation and everything in it (master admin)',
    params: orgParams,
    response: okMessageSchema,
  }),
  list: operation({
    method: 'GET',
    path: '/api/orgs/:orgId/licenses',
    summary: 'Licenses of an organisation, oldest start first (master admin)',
    params: orgParams,
    response: z.object({ licenses: z.array(licenseSchema), history: z.array(licenseHistoryItemSchema) }),
  }),
  add: operation({
    method: 'POST',
    path: '/api/orgs/:orgId/licenses',
    summary: 'Add a license (master admin)',
    params: orgParams,
    body: licenseInputSchema,
    response: z.object({ license: licenseSchema, message: z.string() }),
  }),
  update: operation({
    method: 'PUT',
    path: '/api/orgs/:orgId/licenses/:licenseId',
    summary: 'Change a license (master admin)',
    params: licenseParams,
    body: licenseInputSchema,
    response: z.object({ license: licenseSchema, message: z.string() }),
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/orgs/:orgId/licenses/:licenseId',
    summary: 'Delete a license (master admin)',
    params: licenseParams,
    response: okMessageSchema,
  }),
});
