import { z } from 'zod';
import { selectionSchema } from '../common/trash.contract.ts';
import { principalsSchema } from '../fields/field-config.schemas.ts';
import { personRefSchema } from '../forms/forms.schemas.ts';
import { formGroupMessages as m } from './form-groups.messages.ts';

/** Who sees one form inside a group. */
export const formVisibilityInputSchema = z.object({
  formId: z.string().uuid(),
  users: z.array(z.string().uuid()).max(10_000).default([]),
  groups: z.array(z.string().uuid()).max(1_000).default([]),
});
export type FormVisibilityInput = z.infer<typeof formVisibilityInputSchema>;

/**
 * Create and edit take the name and, per form, its users and user groups. Group visibility is derived by the
 * server (the union of the per-form lists); the per-form 'Assign users or user groups for {form}' check needs
 * form names and is made by the service.
 */
export const saveFormGroupSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(200),
  forms: z.array(formVisibilityInputSchema, { error: m.formsRequired }).min(1, m.formsRequired).max(1000),
});
export type SaveFormGroup = z.infer<typeof saveFormGroupSchema>;
export type SaveFormGroupInput = z.input<typeof saveFormGroupSchema>;

export const formInGroupSchema = z.object({
  formId: z.string(),
  formName: z.string(),
  users: z.array(z.string()),
  groups: z.array(z.string()),
  isTrashed: z.boolean(),
  trashedAt: z.string().nullable(),
  owner: z.string().nullable(),
});
export type FormInGroup = z.infer<typeof formInGroupSchema>;

export const formGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  forms: z.array(formInGroupSchema),
  groupVisibility: principalsSchema,
  isDefault: z.boolean(),
  isTrashed: z.boolean(),
  trashedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: personRefSchema.nullable(),
  updatedAt: z.string(),
  updatedBy: personRefSchema.nullable(),
  /** What the reader may do with it, computed by the server. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type FormGroup = z.infer<typeof formGroupSchema>;

/** A form as the data-management group page lists it. */
export const groupFormCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  fieldCount: z.number().int(),
  isTrashed: z.boolean(),
  trashedAt: z.string().nullable(),
  updatedAt: z.string(),
  canEnterData: z.boolean(),
  canViewData: z.boolean(),
});
export type GroupFormCard = z.infer<typeof groupFormCardSchema>;

export const dataGroupCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  /** Live forms of the group the reader can see. */
  formCount: z.number().int(),
  updatedAt: z.string(),
});
export type DataGroupCard = z.infer<typeof dataGroupCardSchema>;

export const bulkFormGroupIdsSchema = selectionSchema(m.selectGroups);
