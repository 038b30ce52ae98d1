import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { TemplateSnapshot } from '@atrium/domain/templates/templates.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import {
  formsWithFields,
  libraryFacts,
  type TemplateRow,
  templateName,
  templatesWithAttachments,
  versionCount,
} from './templates.repo.ts';
import { formVersionsAt } from './templates-manage.repo.ts';

// What the template library and template data modules read of templates and their forms; they never query
// the templates tables themselves.

export type { TemplateRow };
export { libraryFacts, templatesWithAttachments, versionCount };

/** The name of the organisation's template, or null (the entry screen's heading names it). */
export function templateNameOf(db: DbOrTx, orgId: string, templateId: string): Promise<string | null> {
  return templateName(db, orgId, templateId);
}

/** A template an organisation's library shows (published, live, another owner's) with its attachments. */
export async function libraryTemplate(db: DbOrTx, readerOrgId: string, templateId: string) {
  const [row] = await templatesWithAttachments(db, [templateId]);
  const template = row?.template;
  if (!template?.isPublished || template.isTrashed || template.orgId === readerOrgId) return null;
  return row;
}

export interface PinnedForm {
  id: string;
  name: string;
  version: number;
  fieldConfig: FieldConfig[];
}

/**
 * The template forms at the versions a snapshot pins, in the snapshot's order: from the forms' history, or the
 * form itself when its current version is the pinned one. Forms that cannot be found are left out.
 */
export async function pinnedForms(
  db: DbOrTx,
  ownerOrgId: string,
  snapshot: TemplateSnapshot,
): Promise<PinnedForm[]> {
  const pins = snapshot.formIds.map((id) => ({ id, version: snapshot.formVersions[id] ?? null }));
  if (pins.length === 0) return [];
  const pinned = pins.flatMap((pin) =>
    pin.version === null ? [] : [{ formId: pin.id, version: pin.version }],
  );
  const [history, current] = await Promise.all([
    formVersionsAt(db, ownerOrgId, pinned),
    formsWithFields(db, ownerOrgId, snapshot.formIds),
  ]);
  return pins.flatMap((pin): PinnedForm[] => {
    const saved = history.find((row) => row.formId === pin.id && row.version === pin.version);
    if (saved) {
      const { name, fieldConfig } = saved.snapshot;
      return [{ id: saved.formId, version: saved.version, name, fieldConfig }];
    }
    // Without a pinned version (a template not yet released) the form as it is now.
    const form = current.find((row) => row.id === pin.id && (pin.version ?? row.version) === row.version);
    return form ? [form] : [];
  });
}
