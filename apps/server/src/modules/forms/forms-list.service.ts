import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { hasApp } from '@atrium/domain/access/permissions.ts';
import { FORM_ROLE, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { FormCatalogueEntry, FormSummary, People } from '@atrium/domain/forms/forms.schemas.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { activeUserIds, activeUsers, liveGroups } from '../people/people-directory.repo.ts';
import { type FormsDeps, formsCaller } from './forms.caller.ts';
import { catalogueRows, configuresSomeForm, formsPage, readableForms } from './forms.repo.ts';
import { namesFor, summaryView } from './forms.view.ts';

/** The Forms cards: every live form for admins and form managers; for others, the forms they take part in. */
export async function listForms(
  deps: FormsDeps,
  auth: AuthContext,
  query: { search: string },
): Promise<{ forms: FormSummary[] }> {
  const caller = await formsCaller(deps, auth);
  const reader = hasFormRole(caller.roles, FORM_ROLE.manageForms) ? 'everyone' : caller.actor;
  const rows = await readableForms(deps.db, caller.orgId, { search: query.search, reader });
  const names = await namesFor(deps.db, caller.orgId, rows);
  return { forms: rows.map((row) => summaryView(row, caller.actor, names)) };
}

/** Manage All Forms: one page of the organisation's forms, live or trashed, searched by name. */
export async function manageForms(
  deps: FormsDeps,
  auth: AuthContext,
  query: { trashed: boolean; search: string; page: number; pageSize: number },
): Promise<{ forms: FormSummary[]; total: number }> {
  const caller = await formsCaller(deps, auth);
  if (!hasFormRole(caller.roles, FORM_ROLE.manageForms)) throw forbidden(m.noManagePermission);
  const { rows, total } = await formsPage(deps.db, caller.orgId, query);
  const names = await namesFor(deps.db, caller.orgId, rows);
  return { forms: rows.map((row) => summaryView(row, caller.actor, names)), total };
}

/** Forms and their live fields for Copy Fields and foreign keys: for whoever builds or configures forms. */
export async function formCatalogue(
  deps: FormsDeps,
  auth: AuthContext,
): Promise<{ forms: FormCatalogueEntry[] }> {
  const caller = await formsCaller(deps, auth);
  const builds =
    hasFormRole(caller.roles, FORM_ROLE.createForm) || hasFormRole(caller.roles, FORM_ROLE.manageForms);
  if (!builds && !(await configuresSomeForm(deps.db, caller.orgId, caller.actor))) {
    throw forbidden(m.noCreatePermission);
  }
  return { forms: await catalogueRows(deps.db, caller.orgId) };
}

/** Active users and live user groups (with their active members) for the pickers of the forms screens. */
export async function formPeople(deps: FormsDeps, auth: AuthContext): Promise<People> {
  const caller = await formsCaller(deps, auth);
  if (!caller.actor.isOrgAdmin && !hasApp(caller.roles, APP.forms)) throw forbidden(m.noManagePermission);
  const users = await activeUsers(deps.db, caller.orgId);
  const groups = await liveGroups(deps.db, caller.orgId);
  const active = await activeUserIds(deps.db, caller.orgId, [...new Set(groups.flatMap((g) => g.users))]);
  return {
    users: users.map(({ id, name, email }) => ({ id, name, email })),
    groups: groups.map((group) => ({ ...group, users: group.users.filter((id) => active.has(id)) })),
  };
}
