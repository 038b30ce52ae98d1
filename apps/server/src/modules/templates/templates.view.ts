import type {
  TemplateAttachment,
  TemplateFormSummary,
  TemplateSummary,
  VersionHistoryEntry,
} from '@atrium/domain/templates/templates.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import {
  attachmentsOf,
  formSummariesOf,
  type TemplateAttachmentRow,
  type TemplateRow,
  type TemplateVersionRow,
} from './templates.repo.ts';

// Rows to the shapes of the contract: fields listed one by one, never a raw row.

const iso = (date: Date | null) => date?.toISOString() ?? null;
const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function toAttachment(row: TemplateAttachmentRow): TemplateAttachment {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toVersionEntry(row: TemplateVersionRow): VersionHistoryEntry {
  return {
    version: row.version,
    timestamp: row.createdAt.toISOString(),
    changes: row.changes,
    updatedBy: person(row.updatedBy, row.updatedByName),
    snapshot: row.snapshot,
    semver: { major: row.semverMajor },
  };
}

export function toSummary(
  row: TemplateRow,
  forms: readonly TemplateFormSummary[],
  attachments: readonly TemplateAttachmentRow[],
): TemplateSummary {
  const byId = new Map(forms.map((form) => [form.id, form]));
  const { fieldConfigs, ...draft } = row.draft ?? { fieldConfigs: {} };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    formIds: row.formIds,
    forms: row.formIds.flatMap((id) => byId.get(id) ?? []),
    attachments: attachments.filter((a) => a.templateId === row.id).map(toAttachment),
    isPublished: row.isPublished,
    hasDraft: row.hasDraft,
    isTrashed: row.isTrashed,
    trashedAt: iso(row.trashedAt),
    trashedBy: person(row.trashedBy, row.trashedByName),
    version: row.version,
    releasedVersion: row.releasedVersion,
    releasedSemver: row.releasedVersion ? { major: row.releasedVersion } : null,
    releasedAt: iso(row.releasedAt),
    draft: row.draft ? (draft as TemplateSummary['draft']) : null,
    draftChangedFormIds: Object.keys(fieldConfigs),
    createdBy: person(row.createdBy, row.createdByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    originalTemplateId: row.originalTemplateId,
    originalTemplateName: row.originalTemplateName,
  };
}

/** Summaries of several templates with two more queries in all (their forms, their attachments). */
export async function summariesOf(db: DbOrTx, rows: readonly TemplateRow[]): Promise<TemplateSummary[]> {
  const formIds = [...new Set(rows.flatMap((row) => [...row.formIds, ...(row.draft?.formIds ?? [])]))];
  const byOrg = new Map<string, string[]>();
  for (const row of rows) byOrg.set(row.orgId, formIds);
  const [forms, attachments] = await Promise.all([
    Promise.all([...byOrg].map(([orgId, ids]) => formSummariesOf(db, orgId, ids))).then((l) => l.flat()),
    attachmentsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toSummary(row, forms, attachments));
}
