import { z } from 'zod';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { attachmentSchema } from './templates.schemas.ts';

// What an organisation admin sees of published templates: the library, a template's structure, and What's New.

/** Per organisation and template (§4 Library and import states). */
export const LIBRARY_STATUSES = ['not-imported', 'up-to-date', 'update-available', 'trashed'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

export const libraryCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  formCount: z.number().int(),
  createdBy: z.string().nullable(),
  version: z.number().int(),
  releasedVersion: z.number().int().nullable(),
  /** Latest active: released version absent or equal to the working version. */
  isLatestActive: z.boolean(),
  attachments: z.array(attachmentSchema),
  status: z.enum(LIBRARY_STATUSES),
  /** The organisation's import of this template, when there is one. */
  importedGroup: z
    .object({ id: z.string(), name: z.string(), templateVersion: z.number().int(), isTrashed: z.boolean() })
    .nullable(),
  updatedAt: z.string(),
});
export type LibraryCard = z.infer<typeof libraryCardSchema>;

export const libraryCountersSchema = z.object({
  totalTemplates: z.number().int(),
  latestActive: z.number().int(),
  historicalActive: z.number().int(),
  totalForms: z.number().int(),
  updatesAvailable: z.number().int(),
});
export type LibraryCounters = z.infer<typeof libraryCountersSchema>;

/** Template Structure: the released forms with their fields. */
export const templateStructureSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  releasedVersion: z.number().int().nullable(),
  totalVersions: z.number().int(),
  activeFields: z.number().int(),
  createdBy: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  forms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      version: z.number().int(),
      fields: z.array(
        z.object({ id: z.string(), label: z.string(), type: z.string(), required: z.boolean() }),
      ),
    }),
  ),
});
export type TemplateStructure = z.infer<typeof templateStructureSchema>;

/** One change a person reads: 'Form "Visits" added', 'Field "Village" made required'. */
export const changeLineSchema = z.object({
  kind: z.enum([
    'form-added',
    'form-removed',
    'form-renamed',
    'field-added',
    'field-removed',
    'field-renamed',
    'field-made-required',
    'field-made-optional',
    'field-type-changed',
    'field-changed',
    'local-edit-replaced',
  ]),
  formName: z.string(),
  fieldLabel: z.string().nullable(),
  text: z.string(),
});
export type ChangeLine = z.infer<typeof changeLineSchema>;

/** What an update would do to stored data: safe, or touching entries (with how many). */
export const safetyLineSchema = z.object({
  level: z.enum(['safe', 'touches-data']),
  text: z.string(),
  affectedEntries: z.number().int().nullable(),
});
export type SafetyLine = z.infer<typeof safetyLineSchema>;

/** Structural difference between two sets of forms (Release Diff and What's New's diff JSON). */
export const formsDiffSchema = z.object({
  addedForms: z.array(z.object({ id: z.string(), name: z.string() })),
  removedForms: z.array(z.object({ id: z.string(), name: z.string() })),
  changedForms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      fromVersion: z.number().int().nullable(),
      toVersion: z.number().int(),
      addedFields: z.array(z.object({ id: z.string(), label: z.string() })),
      removedFields: z.array(z.object({ id: z.string(), label: z.string() })),
      changedFields: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
});
export type FormsDiff = z.infer<typeof formsDiffSchema>;

export const whatsNewSchema = z.object({
  importedVersion: z.number().int().nullable(),
  releasedVersion: z.number().int().nullable(),
  /** The release the organisation imported, the one on offer, and their difference, as JSON to copy. */
  importedJson: z.unknown(),
  updateJson: z.unknown(),
  diff: formsDiffSchema,
  changes: z.array(changeLineSchema),
  safety: z.array(safetyLineSchema),
});
export type WhatsNew = z.infer<typeof whatsNewSchema>;

/** A released form as an import copies it. */
export const releasedFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  fieldConfig: z.array(fieldConfigSchema),
});
export type ReleasedForm = z.infer<typeof releasedFormSchema>;
