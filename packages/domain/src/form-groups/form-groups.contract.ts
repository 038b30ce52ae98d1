import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { trashListQuerySchema, trashOperations } from '../common/trash.contract.ts';
import {
  bulkFormGroupIdsSchema,
  dataGroupCardSchema,
  formGroupSchema,
  groupFormCardSchema,
  saveFormGroupSchema,
} from './form-groups.schemas.ts';

const groupParams = z.object({ groupId: z.string().uuid() });

export const formGroupsContract = contract('formGroups', 'form-groups', {
  list: operation({
    method: 'GET',
    path: '/api/form-groups',
    summary: 'Manage Form Groups: the groups the reader can see, live or trashed (manage_form_groups)',
    query: trashListQuerySchema,
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
  ...trashOperations({
    path: '/api/form-groups',
    id: 'groupId',
    itemParams: groupParams,
    selection: bulkFormGroupIdsSchema,
    summaries: {
      trash: 'Move a form group to the trash (never Default)',
      restore: 'Restore a form group from the trash',
      remove: 'Delete a trashed form group permanently (its forms stay)',
      bulkRestore: 'Restore several trashed form groups (all or nothing)',
      bulkDelete: 'Delete several trashed form groups permanently (all or nothing)',
    },
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
    query: trashListQuerySchema,
    response: z.object({
      group: z.object({ id: z.string(), name: z.string() }),
      forms: z.array(groupFormCardSchema),
    }),
  }),
});
