import { formGroupMessages } from '@atrium/domain/form-groups/form-groups.messages.ts';
import { localFields, mergeFormFields } from '@atrium/domain/templates/template-update.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { LibraryImport } from '@atrium/domain/templates/templates.schemas.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { EntryIndexBuilder } from '../entries/entry-index-builder.ts';
import { type FormAuthor, recordVersion } from '../forms/forms.commands.ts';
import { addCopies, liveCount, provenance, type Release, refreshSamples } from './template-copies.ts';
import { type LibraryDeps, libraryCaller, releaseOf } from './template-library.access.ts';
import {
  findImport,
  type ImportedFormRow,
  importedForms,
  insertImportGroup,
  setFormProvenance,
  setImportProvenance,
  writeFormFields,
} from './template-library.repo.ts';

// Import a released template as a new form group, and update an import to the release on offer.

type Deps = LibraryDeps & { entryIndexes: Pick<EntryIndexBuilder, 'request'> };

interface ImportAnswer {
  formGroupId: string;
  templateVersion: number;
  formCount: number;
  message: string;
}

const TEMPLATE_KEY = 'form_groups_org_template_key';
const NAME_KEY = 'form_groups_org_name_key';

async function tellOrganisation(tx: Tx, orgId: string) {
  await publish(tx, { type: 'template-imports.changed' }, { kind: 'org', orgId });
  await publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId });
}

export async function importTemplate(
  deps: Deps,
  auth: AuthContext,
  templateId: string,
  input: LibraryImport,
): Promise<ImportAnswer> {
  const caller = libraryCaller(auth);
  const { template, released } = await releaseOf(deps.db, caller.orgId, templateId);
  const by = { id: caller.userId, name: caller.userName };
  const release: Release = { templateId, version: template.releasedVersion, at: new Date().toISOString() };
  try {
    const group = await deps.db.transaction(async (tx) => {
      if (await findImport(tx, caller.orgId, templateId)) throw conflict(m.alreadyImported);
      const group = await insertImportGroup(tx, {
        orgId: caller.orgId,
        name: input.name.trim(),
        by: caller.userId,
        templateId,
        importedFrom: {
          templateId,
          templateName: template.name,
          templateVersion: release.version,
          importedAt: release.at,
          importedBy: by,
          lastUpdatedAt: null,
          lastUpdatedBy: null,
        },
      });
      const copies = await addCopies(
        tx,
        caller,
        { groupId: group.id, release, nameSuffix: '' },
        released,
        new Map(),
      );
      for (const copy of copies.values()) {
        await refreshSamples(tx, caller, copy, template.releasedSamples, release, { fresh: true });
      }
      await tellOrganisation(tx, caller.orgId);
      return group;
    });
    return {
      formGroupId: group.id,
      templateVersion: release.version,
      formCount: released.length,
      message: m.imported(template.name, released.length),
    };
  } catch (error) {
    if (isUniqueViolation(error, TEMPLATE_KEY)) throw conflict(m.alreadyImported);
    if (isUniqueViolation(error, NAME_KEY)) {
      // Two admins importing at once under the same name meet the name first: the import is what clashed.
      if (await findImport(deps.db, caller.orgId, templateId)) throw conflict(m.alreadyImported);
      throw badRequest(formGroupMessages.nameTaken, { name: formGroupMessages.nameTaken });
    }
    throw error;
  }
}

/** Merges the release into one copy; a new version of the form only when its fields change. */
async function updateCopy(
  tx: Tx,
  author: FormAuthor,
  copy: ImportedFormRow,
  next: { release: Release; form: Parameters<typeof provenance>[1]; formIdMap: Map<string, string> },
): Promise<{ row: ImportedFormRow; changed: boolean }> {
  const release = localFields(next.form.fieldConfig, next.formIdMap);
  const importedFrom = provenance(next.release, next.form, release);
  const plan = mergeFormFields({
    base: copy.importedFrom?.baseFieldConfig ?? [],
    local: copy.fieldConfig,
    release,
  });
  if (!plan.changed) {
    await setFormProvenance(tx, copy, { templateFormRef: next.form.id, importedFrom });
    return { row: { ...copy, importedFrom }, changed: false };
  }
  // The organisation's previous configuration stays in the history as the version before this one.
  const row = await writeFormFields(tx, copy, {
    fieldConfig: plan.fields,
    fieldCount: liveCount(plan.fields),
    importedFrom,
    by: author.userId,
  });
  await recordVersion(tx, author, row, 'field_config');
  return { row, changed: true };
}

/**
 * Brings the organisation's import to the released version, in one transaction under a lock on the group:
 * copies get the release's fields merged, new forms are added with ' (Added)', samples are replaced. Entries
 * are never rewritten; when the import already holds the released version nothing changes.
 */
export async function updateImport(deps: Deps, auth: AuthContext, templateId: string): Promise<ImportAnswer> {
  const caller = libraryCaller(auth);
  const { template, released } = await releaseOf(deps.db, caller.orgId, templateId);
  const release: Release = { templateId, version: template.releasedVersion, at: new Date().toISOString() };
  const changedForms: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const group = await findImport(tx, caller.orgId, templateId, { lock: true });
    if (!group) throw notFound(m.importNotFound);
    if (group.isTrashed) throw conflict(m.importTrashed);
    const held = group.importedFrom?.templateVersion ?? null;
    if (held === release.version) return { groupId: group.id, formCount: 0 };
    const copies = await importedForms(tx, group, { lock: true });
    const byRef = new Map(copies.map((copy) => [copy.templateFormRef ?? '', copy]));
    const formIdMap = new Map(copies.map((copy) => [copy.templateFormRef ?? '', copy.id]));
    const added = await addCopies(
      tx,
      caller,
      { groupId: group.id, release, nameSuffix: ' (Added)' },
      released.filter((form) => !byRef.has(form.id)),
      formIdMap,
    );
    let formCount = added.size;
    for (const form of released) {
      const copy = byRef.get(form.id);
      const target = added.get(form.id) ?? copy;
      if (!target) continue;
      let current = target;
      if (copy) {
        const updated = await updateCopy(tx, caller, copy, { release, form, formIdMap });
        if (updated.changed) changedForms.push(copy.id);
        current = updated.row;
        formCount++;
      }
      await refreshSamples(tx, caller, current, template.releasedSamples, release, { fresh: !copy });
    }
    const by = { id: caller.userId, name: caller.userName };
    await setImportProvenance(
      tx,
      group,
      {
        ...(group.importedFrom ?? { importedAt: release.at, importedBy: by }),
        templateId,
        templateName: template.name,
        templateVersion: release.version,
        lastUpdatedAt: release.at,
        lastUpdatedBy: by,
      },
      caller.userId,
    );
    await tellOrganisation(tx, caller.orgId);
    return { groupId: group.id, formCount };
  });
  // Indexes follow the new fields after the commit, without blocking writers.
  for (const formId of changedForms) deps.entryIndexes.request(formId);
  return {
    formGroupId: result.groupId,
    templateVersion: release.version,
    formCount: result.formCount,
    message: m.updated(template.name, result.formCount),
  };
}
