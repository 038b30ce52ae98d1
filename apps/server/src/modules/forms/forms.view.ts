import {
  canEditAccessConfig,
  canEditFieldConfig,
  canEnterData,
  canManageFormLifecycle,
  canViewData,
  FORM_ROLE,
  type FormActor,
  type FormFacts,
  hasDataAccess,
  hasFormRole,
} from '@atrium/domain/forms/form-permissions.ts';
import {
  DATA_ACCESS_KEYS,
  type Form,
  type FormAccessConfig,
  type FormCapabilities,
  type FormHistoryItem,
  type FormSummary,
  type PersonRef,
} from '@atrium/domain/forms/forms.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userNames } from '../people/people-directory.repo.ts';
import type { FormsCaller } from './forms.caller.ts';
import type { FormHistoryRow, FormRow, FormSummaryRow } from './forms.repo.ts';

export function capabilitiesOf(actor: FormActor, form: FormFacts): FormCapabilities {
  return {
    canEditFieldConfig: canEditFieldConfig(actor, form),
    canEditAccessConfig: canEditAccessConfig(actor, form),
    canManageLifecycle: canManageFormLifecycle(actor, form),
    canEnterData: canEnterData(actor, form),
    canViewData: canViewData(actor, form),
  };
}

/**
 * Who may open a form: the form-management roles that show every form, anyone who may configure it, anyone
 * named in a data list, and anyone a form group shows it to.
 */
export function mayReadForm(caller: FormsCaller, form: FormFacts, visibleInGroup: boolean): boolean {
  return (
    hasFormRole(caller.roles, FORM_ROLE.manageForms) ||
    hasFormRole(caller.roles, FORM_ROLE.createForm) ||
    canEditFieldConfig(caller.actor, form) ||
    DATA_ACCESS_KEYS.some((key) => hasDataAccess(caller.actor, form, key)) ||
    visibleInGroup
  );
}

export type Names = Map<string, string>;

/** The names of everyone the rows refer to (owner, creator, last editor), in one query. */
export function namesFor(db: DbOrTx, orgId: string, rows: FormSummaryRow[]): Promise<Names> {
  return userNames(
    db,
    orgId,
    rows.flatMap((row) => [row.owner, row.createdBy, row.updatedBy].filter((id): id is string => !!id)),
  );
}

const personRef = (id: string | null, names: Names): PersonRef | null =>
  id ? { id, name: names.get(id) ?? '' } : null;

export function accessConfigOf(row: FormSummaryRow): FormAccessConfig {
  return {
    owner: row.owner,
    editFormConfig: row.editFormConfig,
    formDataAccess: row.formDataAccess,
    formUsabilitySettings: row.formUsabilitySettings,
    dataVersionSettings: row.dataVersionSettings,
  };
}

export function summaryView(row: FormSummaryRow, actor: FormActor, names: Names): FormSummary {
  return {
    id: row.id,
    name: row.name,
    fieldCount: row.fieldCount,
    status: row.fieldCount > 0 ? 'active' : 'inactive',
    version: row.version,
    isTrashed: row.isTrashed,
    trashedAt: row.trashedAt?.toISOString() ?? null,
    owner: personRef(row.owner, names),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: personRef(row.updatedBy, names),
    capabilities: capabilitiesOf(actor, row),
  };
}

export function formView(row: FormRow, actor: FormActor, names: Names, formGroupIds: string[]): Form {
  return {
    ...summaryView(row, actor, names),
    editFormConfig: row.editFormConfig,
    formDataAccess: row.formDataAccess,
    formUsabilitySettings: row.formUsabilitySettings,
    dataVersionSettings: row.dataVersionSettings,
    fieldConfig: row.fieldConfig,
    createdBy: personRef(row.createdBy, names),
    isTemplateForm: row.isTemplateForm,
    formGroupIds,
  };
}

export function historyItemView(row: FormHistoryRow): FormHistoryItem {
  return {
    version: row.version,
    changeType: row.changeType,
    timestamp: row.createdAt.toISOString(),
    updatedBy: row.updatedBy ? { id: row.updatedBy, name: row.updatedByName ?? '' } : null,
    formConfig: row.snapshot,
  };
}
