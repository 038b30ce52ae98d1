import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import {
  canEditAccessConfig,
  canEditFieldConfig,
  FORM_ROLE,
  hasFormRole,
} from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type {
  CreateForm,
  Form,
  FormAccessConfig,
  FormHistoryItem,
} from '@atrium/domain/forms/forms.schemas.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx, Tx } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { EntryIndexBuilder } from '../entries/entry-index-builder.ts';
import { groupIdsHolding, visibleInSomeGroup } from './form-placement.repo.ts';
import { type FormsCaller, type FormsDeps, formsCaller } from './forms.caller.ts';
import { addForm, recordVersion, saveFieldConfig } from './forms.commands.ts';
import { type FormRow, findForm, historyOf, updateForm } from './forms.repo.ts';
import { requireKnownPeople, requireNoConflicts } from './forms.rules.ts';
import { formView, historyItemView, mayReadForm, namesFor } from './forms.view.ts';

type Saved = { form: Form; message: string };
type FieldConfigChange = Pick<Form, 'name' | 'fieldConfig'> & { expectedVersion?: number };
type AccessConfigChange = FormAccessConfig & { expectedVersion?: number };

async function viewOf(db: DbOrTx, caller: FormsCaller, row: FormRow): Promise<Form> {
  const names = await namesFor(db, caller.orgId, [row]);
  const groupIds = await groupIdsHolding(db, caller.orgId, row.id);
  return formView(row, caller.actor, names, groupIds);
}

export async function createForm(deps: FormsDeps, auth: AuthContext, input: CreateForm): Promise<Saved> {
  const caller = await formsCaller(deps, auth);
  if (!hasFormRole(caller.roles, FORM_ROLE.createForm)) throw forbidden(m.noCreatePermission);
  return deps.db.transaction(async (tx) => {
    const row = await addForm(tx, caller, input);
    return { form: await viewOf(tx, caller, row), message: m.created };
  });
}

/** The form if the caller may read it; another organisation's form, or one hidden from them, is not found. */
async function readableForm(deps: FormsDeps, caller: FormsCaller, formId: string): Promise<FormRow> {
  const row = await findForm(deps.db, caller.orgId, formId);
  if (!row) throw notFound(m.notFound);
  if (mayReadForm(caller, row, false)) return row;
  if (await visibleInSomeGroup(deps.db, caller.orgId, formId, caller.actor)) return row;
  throw notFound(m.notFound);
}

export async function getForm(deps: FormsDeps, auth: AuthContext, formId: string): Promise<{ form: Form }> {
  // The data screens read the form too: it opens while either app is, as the entries do.
  const caller = await formsCaller(deps, auth, [APP.forms, APP.data]);
  const row = await readableForm(deps, caller, formId);
  return { form: await viewOf(deps.db, caller, row) };
}

export async function formHistory(
  deps: FormsDeps,
  auth: AuthContext,
  formId: string,
): Promise<{ items: FormHistoryItem[] }> {
  const caller = await formsCaller(deps, auth);
  await readableForm(deps, caller, formId);
  const rows = await historyOf(deps.db, caller.orgId, formId);
  return { items: rows.map(historyItemView) };
}

/** The two configuration pages: who may save each, and what the others are told. */
const CONFIG_PAGES = {
  fields: { allowed: canEditFieldConfig, refusal: m.noEditConfigPermission },
  access: { allowed: canEditAccessConfig, refusal: m.noAccessConfigPermission },
} as const;

/**
 * Locks the form for a configuration change: it must exist in the organisation, be out of the trash and
 * still be at the version the editor started from.
 */
async function lockForChange(
  tx: Tx,
  caller: FormsCaller,
  formId: string,
  expectedVersion: number | undefined,
  page: keyof typeof CONFIG_PAGES,
): Promise<FormRow> {
  const { allowed, refusal } = CONFIG_PAGES[page];
  const row = await findForm(tx, caller.orgId, formId, { lock: true });
  if (!row) throw notFound(m.notFound);
  if (!allowed(caller.actor, row)) {
    if (!mayReadForm(caller, row, await visibleInSomeGroup(tx, caller.orgId, formId, caller.actor))) {
      throw notFound(m.notFound);
    }
    throw forbidden(refusal);
  }
  if (row.isTrashed) throw conflict(m.trashedForm);
  if (expectedVersion !== undefined && expectedVersion !== row.version) throw conflict(m.staleVersion);
  return row;
}

export async function updateFieldConfig(
  deps: FormsDeps & { entryIndexes: Pick<EntryIndexBuilder, 'request'> },
  auth: AuthContext,
  formId: string,
  input: FieldConfigChange,
): Promise<Saved> {
  const caller = await formsCaller(deps, auth);
  const saved = await deps.db.transaction(async (tx) => {
    const current = await lockForChange(tx, caller, formId, input.expectedVersion, 'fields');
    const row = await saveFieldConfig(tx, caller, current, input);
    return { form: await viewOf(tx, caller, row), message: m.fieldConfigUpdated };
  });
  // Built after the commit and without blocking writers: at a million entries a build takes many seconds.
  deps.entryIndexes.request(formId);
  return saved;
}

export async function updateAccessConfig(
  deps: FormsDeps,
  auth: AuthContext,
  formId: string,
  input: AccessConfigChange,
): Promise<Saved> {
  const caller = await formsCaller(deps, auth);
  requireNoConflicts(input);
  return deps.db.transaction(async (tx) => {
    const current = await lockForChange(tx, caller, formId, input.expectedVersion, 'access');
    const owner = input.owner ?? current.owner ?? caller.userId;
    const access = { ...input, owner };
    await requireKnownPeople(tx, caller.orgId, access, current);
    const row = await updateForm(tx, caller.orgId, formId, {
      owner,
      editFormConfig: input.editFormConfig,
      formDataAccess: input.formDataAccess,
      formUsabilitySettings: input.formUsabilitySettings,
      dataVersionSettings: input.dataVersionSettings,
      version: current.version + 1,
      updatedBy: caller.userId,
    });
    await recordVersion(tx, caller, row, 'access_config');
    return { form: await viewOf(tx, caller, row), message: m.accessConfigUpdated };
  });
}
