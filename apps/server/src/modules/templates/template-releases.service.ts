import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { nextVersion } from '@atrium/domain/templates/template-lifecycle.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type {
  ReleaseDraft,
  TemplateSampleRows,
  TemplateSnapshot,
} from '@atrium/domain/templates/templates.schemas.ts';
import type { CreatorCaller } from '../../platform/auth/creator-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx, Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { liveEntriesAmong } from '../entries/entries.queries.ts';
import { setFormFields } from '../forms/forms.commands.ts';
import { releasePlan } from './template-releases-read.service.ts';
import { findVersion, insertVersion, type TemplateRow, versionsOf } from './templates.repo.ts';
import { hasAnyDraft, type ManageDeps, saved, withTemplate } from './templates-manage.context.ts';
import { liveFormsAmong } from './templates-manage.repo.ts';

// Releases (spec §4): a draft released as a new version or as the current one, a version of the history
// released again (with samples and a decision on removed or trash fields), and the version-1 backfill.

/** The forms at their current versions: what a release of the working template pins. */
export async function currentSnapshot(db: DbOrTx, orgId: string, formIds: readonly string[]) {
  const forms = await liveFormsAmong(db, orgId, formIds);
  const versions = new Map(forms.map((form) => [form.id, form.version]));
  const kept = formIds.filter((id) => versions.has(id));
  return { formIds: kept, formVersions: Object.fromEntries(kept.map((id) => [id, versions.get(id) ?? 1])) };
}

const wasReleased = (row: TemplateRow) => row.isPublished || row.releasedVersion !== null;

/** A template published before it had a history gets its version-1 entry (the release organisations saw). */
export async function backfillFirstVersion(tx: Tx, row: TemplateRow, caller: CreatorCaller): Promise<void> {
  if (!wasReleased(row)) return;
  if ((await versionsOf(tx, row.id)).length > 0) return;
  await insertVersion(tx, {
    templateId: row.id,
    version: row.releasedVersion ?? row.version,
    changes: 'Initial version',
    snapshot: row.releasedSnapshot ?? (await currentSnapshot(tx, row.orgId, row.formIds)),
    updatedBy: caller.userId,
    updatedByName: caller.userName,
  });
}

export function releaseDraft(deps: ManageDeps, auth: AuthContext, templateId: string, input: ReleaseDraft) {
  return withTemplate(deps, auth, templateId, async (w) => {
    const { row, caller, tx } = w;
    if (row.isTrashed || !hasAnyDraft(row)) throw badRequest(m.onlyDraftsRelease);
    if (input.mode === 'publish-existing') {
      if (row.formIds.length === 0) throw badRequest(m.formRequiredToPublish);
      const snapshot = await currentSnapshot(tx, caller.orgId, row.formIds);
      if (!(await findVersion(tx, row.id, row.version))) {
        await insertVersion(tx, {
          templateId: row.id,
          version: row.version,
          changes: '',
          snapshot,
          ...who(caller),
        });
      }
      return saved(
        w,
        { ...released(row.version, snapshot), isPublished: true, hasDraft: false, draft: null },
        m.published,
      );
    }
    const draft = row.draft;
    const formIds = draft?.formIds ?? row.formIds;
    if (formIds.length === 0) throw badRequest(m.formRequiredToPublish);
    // Each form the draft changed becomes its next version, with a history entry.
    const forms = await liveFormsAmong(tx, caller.orgId, formIds, { lock: true });
    for (const form of forms) {
      const fields = draft?.fieldConfigs[form.id];
      if (fields) await setFormFields(tx, caller, form, fields);
    }
    await backfillFirstVersion(tx, row, caller);
    const history = await versionsOf(tx, row.id);
    const version =
      wasReleased(row) || history.length > 0
        ? nextVersion(Math.max(row.version, history[0]?.version ?? 0))
        : row.version;
    const snapshot = await currentSnapshot(tx, caller.orgId, formIds);
    await insertVersion(tx, {
      templateId: row.id,
      version,
      changes: input.changes.trim(),
      snapshot,
      ...who(caller),
    });
    return saved(
      w,
      {
        name: draft?.name ?? row.name,
        description: draft?.description ?? row.description,
        formIds: snapshot.formIds,
        version,
        ...released(version, snapshot),
        isPublished: true,
        hasDraft: false,
        draft: null,
      },
      m.versionReleased(version),
    );
  });
}

const who = (caller: CreatorCaller) => ({ updatedBy: caller.userId, updatedByName: caller.userName });
const released = (version: number, snapshot: TemplateSnapshot) => ({
  releasedVersion: version,
  releasedSnapshot: snapshot,
  releasedAt: new Date(),
});

/** Release from Version History: pins the version's forms (after the field decision) and its samples. */
export function releaseHistoryVersion(
  deps: ManageDeps,
  auth: AuthContext,
  templateId: string,
  version: number,
  input: { sampleEntryIds: Record<string, string[]>; fieldDecision: 'as-is' | 'restore' | 'import' },
) {
  return withTemplate(deps, auth, templateId, async (w) => {
    const { tx, caller, row } = w;
    if (row.isTrashed) throw notFound(m.templateGone);
    const entry = await findVersion(tx, row.id, version);
    if (!entry) throw notFound(m.noVersionHistory(version));
    const plan = await releasePlan(tx, caller.orgId, row.releasedSnapshot, entry.snapshot);
    const formVersions = { ...entry.snapshot.formVersions };
    if (input.fieldDecision === 'restore') {
      for (const item of plan.removedFields) {
        const older = row.releasedSnapshot?.formVersions[item.formId];
        if (older !== undefined) formVersions[item.formId] = older;
      }
    }
    if (input.fieldDecision === 'import') {
      const trashed = plan.trashFields.map((item) => item.formId);
      const forms = await liveFormsAmong(tx, caller.orgId, trashed, { lock: true });
      for (const form of forms) {
        const fields = plan.fieldsAt(form.id, formVersions[form.id] ?? form.version);
        const cleared: FieldConfig[] = fields.map((field) => ({ ...field, isTrashed: false }));
        formVersions[form.id] = (await setFormFields(tx, caller, form, cleared)).version;
      }
    }
    const snapshot = { formIds: [...entry.snapshot.formIds], formVersions };
    const samples = await chosenSamples(tx, caller.orgId, snapshot.formIds, input.sampleEntryIds);
    return saved(w, { ...released(version, snapshot), releasedSamples: samples }, m.versionReleased(version));
  });
}

/** The data of the chosen entries, per template form (only forms of the release, only live entries). */
async function chosenSamples(
  tx: Tx,
  orgId: string,
  formIds: readonly string[],
  chosen: Record<string, string[]>,
): Promise<TemplateSampleRows> {
  const samples: TemplateSampleRows = {};
  for (const [formId, ids] of Object.entries(chosen)) {
    if (!formIds.includes(formId) || ids.length === 0) continue;
    const rows = await liveEntriesAmong(tx, { orgId, formId }, ids);
    samples[formId] = rows.map((entry) => entry.data);
  }
  return samples;
}
