import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { operation } from '../common/contract.ts';
import {
  bulkFormGroupIdsSchema,
  dataGroupCardSchema,
  formGroupSchema,
  groupFormCardSchema,
  saveFormGroupSchema,
} from './form-groups.schemas.ts';

const groupParams = z.object({ groupId: z.string().uuid() });
const booleanFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export const formGroupsContract = {
  list: operation({
    method: 'GET',
    path: '/api/form-groups',
    summary: 'Manage Form Groups: the groups the reader can see, live or trashed (manage_form_groups)',
    query: z.object({ trashed: booleanFlag, search: z.string().trim().max(100).default('') }),
    response: z.object({ groups: z.array(formGroupSchema) }),
  }),
  get: operation({
    method: 'GET',
    path: '/api/form-groups/:groupId',
    summary: 'One form group with its forms and their visibility',
    params: groupParams,
    response: z.object({ group: formGroupSchema }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/form-groups',
    summary: 'Create a form group (create_form_group); visibility is derived from the per-form lists',
    body: saveFormGroupSchema,
    response: z.object({ group: formGroupSchema, message: z.string() }),
  }),
  update: operation({
    method: 'PUT',
    path: '/api/form-groups/:groupId',
    summary: 'Save the name, forms and per-form visibility of a group (admin or its creator)',
    params: groupParams,
    body: saveFormGroupSchema,
    response: z.object({ group: formGroupSchema, message: z.string() }),
  }),
  trash: operation({
    method: 'POST',
    path: '/api/form-groups/:groupId/trash',
    summary: 'Move a form group to the trash (never Default)',
    params: groupParams,
    response: okMessageSchema,
  }),
  restore: operation({
    method: 'POST',
    path: '/api/form-groups/:groupId/restore',
    summary: 'Restore a form group from the trash',
    params: groupParams,
    response: okMessageSchema,
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/form-groups/:groupId',
    summary: 'Delete a trashed form group permanently (its forms stay)',
    params: groupParams,
    response: okMessageSchema,
  }),
  bulkRestore: operation({
    method: 'POST',
    path: '/api/form-groups/bulk-restore',
    summary: 'Restore several trashed form groups (all or nothing)',
    body: bulkFormGroupIdsSchema,
    response: okMessageSchema,
  }),
  bulkDelete: operation({
    method: 'POST',
    path: '/api/form-groups/bulk-delete',
    summary: 'Delete several trashed form groups permanently (all or nothing)',
    body: bulkFormGroupIdsSchema,
    response: okMessageSchema,
  }),
  dataGroups: operation({
    method: 'GET',
    path: '/api/data-management/groups',
    summary: 'Data management landing: live groups the reader can see',
    query: z.object({ search: z.string().trim().max(100).default('') }),
    response: z.object({ groups: z.array(dataGroupCardSchema) }),
  }),
  dataGroupForms: operation({
    method: 'GET',
    path: '/api/data-management/groups/:groupId/forms',
    summary: 'Forms of a group the reader can see, live or trashed, with what they may do',
    params: groupParams,
    query: z.object({ trashed: booleanFlag, search: z.string().trim().max(100).default('') }),
    response: z.object({
      group: z.object({ id: z.string(), name: z.string() }),
      forms: z.array(groupFormCardSchema),
    }),
  }),
} as const;
