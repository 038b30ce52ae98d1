import type {
  LibraryCard,
  LibraryCounters,
  TemplateStructure,
} from '@atrium/domain/templates/template-library.schemas.ts';
import { isLatestActive, libraryCounters, libraryStatus } from '@atrium/domain/templates/template-update.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  libraryFacts,
  pinnedForms,
  templatesWithAttachments,
  versionCount,
} from '../templates/templates.queries.ts';
import { type LibraryDeps, libraryCaller, readableTemplate } from './template-library.access.ts';
import { findImport, untrashImport } from './template-library.repo.ts';

// The Templates Library: its cards and counters, a template's structure, and restoring a trashed import.

type PageRow = Awaited<ReturnType<typeof templatesWithAttachments>>[number];

export async function listLibrary(
  deps: LibraryDeps,
  auth: AuthContext,
  page: { offset: number; limit: number },
): Promise<{ templates: LibraryCard[]; counters: LibraryCounters; hasMore: boolean }> {
  const caller = libraryCaller(auth);
  const facts = (await libraryFacts(deps.db, caller.orgId)).map((row) => ({
    ...row,
    status: libraryStatus(
      row.groupId
        ? { templateVersion: row.importedVersion ?? 0, isTrashed: row.groupTrashed ?? false }
        : null,
      row.releasedVersion,
    ),
  }));
  const shown = facts.slice(page.offset, page.offset + page.limit);
  const rows = new Map<string, PageRow>(
    (
      await templatesWithAttachments(
        deps.db,
        shown.map((row) => row.id),
      )
    ).map((row) => [row.template.id, row]),
  );
  const templates = shown.flatMap((fact): LibraryCard[] => {
    const row = rows.get(fact.id);
    if (!row) return [];
    const { template } = row;
    return [
      {
        id: template.id,
        name: template.name,
        description: template.description,
        formCount: fact.formCount,
        createdBy: template.createdByName,
        version: template.version,
        releasedVersion: template.releasedVersion,
        isLatestActive: isLatestActive(template.version, template.releasedVersion),
        attachments: row.attachments,
        status: fact.status,
        importedGroup: fact.groupId
          ? {
              id: fact.groupId,
              name: fact.groupName ?? '',
              templateVersion: fact.importedVersion ?? 0,
              isTrashed: fact.groupTrashed ?? false,
            }
          : null,
        updatedAt: template.updatedAt.toISOString(),
      },
    ];
  });
  return {
    templates,
    counters: libraryCounters(facts),
    hasMore: page.offset + page.limit < facts.length,
  };
}

/** Template Structure: the released forms (or the working ones before a first release) with their fields. */
export async function templateStructure(
  deps: LibraryDeps,
  auth: AuthContext,
  templateId: string,
): Promise<{ structure: TemplateStructure }> {
  const caller = libraryCaller(auth);
  const { template, attachments } = await readableTemplate(deps.db, caller.orgId, templateId);
  const snapshot = template.releasedSnapshot ?? { formIds: template.formIds, formVersions: {} };
  const [forms, versions] = await Promise.all([
    pinnedForms(deps.db, template.orgId, snapshot),
    versionCount(deps.db, templateId),
  ]);
  const shaped = forms.map((form) => ({
    id: form.id,
    name: form.name,
    version: form.version,
    fields: form.fieldConfig
      .filter((field) => !field.isTrashed)
      .map((field) => ({ id: field.id, label: field.label, type: field.type, required: field.required })),
  }));
  return {
    structure: {
      id: template.id,
      name: template.name,
      description: template.description,
      version: template.version,
      releasedVersion: template.releasedVersion,
      totalVersions: Math.max(versions, template.version),
      activeFields: shaped.reduce((sum, form) => sum + form.fields.length, 0),
      createdBy: template.createdByName,
      attachments,
      forms: shaped,
    },
  };
}

/** Takes the organisation's trashed import of the template out of the trash. */
export async function restoreImport(
  deps: LibraryDeps,
  auth: AuthContext,
  templateId: string,
): Promise<{ formGroupId: string; message: string }> {
  const caller = libraryCaller(auth);
  return deps.db.transaction(async (tx) => {
    const group = await findImport(tx, caller.orgId, templateId, { lock: true });
    if (!group || !(await untrashImport(tx, caller.orgId, group.id, caller.userId))) {
      throw notFound(m.importNotFound);
    }
    await publish(tx, { type: 'template-imports.changed' }, { kind: 'org', orgId: caller.orgId });
    await publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId: caller.orgId });
    return { formGroupId: group.id, message: m.groupRestored };
  });
}
