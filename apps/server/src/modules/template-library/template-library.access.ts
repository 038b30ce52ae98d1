import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { type OrgCaller, orgCaller } from '../../platform/auth/org-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { libraryTemplate, pinnedForms, type TemplateRow } from '../templates/templates.queries.ts';

// Who may use the library, and the release of a template as the library offers it.

export interface LibraryDeps {
  db: Db;
}

/** The library, import, update and restore are for organisation admins; everyone else is refused. */
export function libraryCaller(auth: AuthContext): OrgCaller {
  const caller = orgCaller(auth, m.onlyAdminsImport);
  if (!caller.roles.isOrgAdmin) throw forbidden(m.onlyAdminsImport);
  return caller;
}

/** A template of the reader's library; another owner's unpublished or trashed template is not found. */
export async function readableTemplate(db: DbOrTx, orgId: string, templateId: string) {
  const found = await libraryTemplate(db, orgId, templateId);
  if (!found) throw notFound(m.templateNotFound);
  return found;
}

/**
 * The released version and its forms, refused until there is a positive released version and its forms can
 * be read, with the spec's words for each gap.
 */
export async function releaseOf(db: DbOrTx, orgId: string, templateId: string) {
  const { template } = await readableTemplate(db, orgId, templateId);
  const version = template.releasedVersion;
  if (!version || version <= 0) throw badRequest(m.releaseFirst);
  const snapshot = template.releasedSnapshot;
  if (!snapshot) throw badRequest(m.missingFormConfig);
  if (snapshot.formIds.length === 0) throw badRequest(m.noFormIds);
  const released = await pinnedForms(db, template.orgId, snapshot);
  if (released.length === 0) throw badRequest(m.noValidForms);
  return {
    template: { ...template, releasedVersion: version } as TemplateRow & { releasedVersion: number },
    released,
  };
}
