import type { TemplateTab } from '@atrium/domain/templates/templates.schemas.ts';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { searchMatches } from '../../platform/db/like-pattern.ts';
import { formHistory, forms, templates } from '../../platform/db/schema.ts';
import type { TemplateRow } from './templates.repo.ts';

// What Manage Templates reads and writes beyond one template row: the tabbed list, the tab counts, the
// template forms with their fields, and form versions as form_history recorded them.

const hasSomeDraft = sql`(${templates.hasDraft} or ${templates.draft} is not null)`;

function tabWhere(tab: TemplateTab): SQL | undefined {
  if (tab === 'trash') return eq(templates.isTrashed, true);
  const live = eq(templates.isTrashed, false);
  return tab === 'published' ? and(live, eq(templates.isPublished, true)) : and(live, hasSomeDraft);
}

function filterWhere(filter: 'all' | 'published' | 'draft' | 'inactive'): SQL | undefined {
  if (filter === 'published') return eq(templates.isPublished, true);
  if (filter === 'draft') return hasSomeDraft;
  if (filter === 'inactive') return sql`not ${templates.isPublished} and not ${hasSomeDraft}`;
  return undefined;
}

const sortColumns = {
  name: sql`lower(${templates.name})`,
  updated: sql`${templates.updatedAt}`,
  created: sql`${templates.createdAt}`,
  version: sql`${templates.version}`,
};

export interface TemplateListQuery {
  tab: TemplateTab;
  search: string;
  sort: keyof typeof sortColumns;
  order: 'asc' | 'desc';
  filter: 'all' | 'published' | 'draft' | 'inactive';
  offset: number;
  limit: number;
}

/** One page of a tab; one row more than asked tells whether more exist. */
export async function listTemplates(
  db: DbOrTx,
  orgId: string,
  query: TemplateListQuery,
): Promise<{ rows: TemplateRow[]; hasMore: boolean }> {
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(templates)
    .where(
      and(
        eq(templates.orgId, orgId),
        tabWhere(query.tab),
        filterWhere(query.filter),
        searchMatches(query.search, [templates.name, templates.description]),
      ),
    )
    .orderBy(direction(sortColumns[query.sort]), direction(templates.id))
    .offset(query.offset)
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** The count of each tab, in one scan of the owner's templates. */
export async function tabCounts(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({
      published: sql<number>`count(*) filter (where ${tabWhere('published')})::int`,
      drafts: sql<number>`count(*) filter (where ${tabWhere('drafts')})::int`,
      trash: sql<number>`count(*) filter (where ${tabWhere('trash')})::int`,
    })
    .from(templates)
    .where(eq(templates.orgId, orgId));
  return { published: row?.published ?? 0, drafts: row?.drafts ?? 0, trash: row?.trash ?? 0 };
}

export async function deleteTemplateRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(templates).where(eq(templates.id, id));
}

export type TemplateFormRow = typeof forms.$inferSelect;

/** Live forms of the organisation among the ids, with their fields; `lock` holds them for the transaction. */
export async function liveFormsAmong(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<TemplateFormRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(forms)
    .where(and(eq(forms.orgId, orgId), inArray(forms.id, [...ids]), eq(forms.isTrashed, false)));
  return options.lock ? query.for('update') : query;
}

/** Marks forms that belong to no template yet as the template's (a duplicate shares its original's forms). */
export async function claimTemplateForms(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
  templateId: string,
) {
  if (ids.length === 0) return;
  await db
    .update(forms)
    .set({ templateId, isTemplateForm: true })
    .where(and(eq(forms.orgId, orgId), inArray(forms.id, [...ids]), isNull(forms.templateId)));
}

export interface FormVersionRow {
  formId: string;
  version: number;
  snapshot: (typeof formHistory.$inferSelect)['snapshot'];
}

/** The recorded versions of forms, for the given (form, version) pairs. */
export async function formVersionsAt(
  db: DbOrTx,
  orgId: string,
  pairs: ReadonlyArray<{ formId: string; version: number }>,
): Promise<FormVersionRow[]> {
  if (pairs.length === 0) return [];
  return db
    .select({ formId: formHistory.formId, version: formHistory.version, snapshot: formHistory.snapshot })
    .from(formHistory)
    .where(
      and(
        eq(formHistory.orgId, orgId),
        or(...pairs.map((p) => and(eq(formHistory.formId, p.formId), eq(formHistory.version, p.version)))),
      ),
    );
}

/** The live forms of the workspace by name, each with the template it belongs to (if any). */
export function workspaceForms(db: DbOrTx, orgId: string) {
  return db
    .select({
      id: forms.id,
      name: forms.name,
      version: forms.version,
      fieldCount: forms.fieldCount,
      templateId: templates.id,
      templateName: templates.name,
    })
    .from(forms)
    .leftJoin(templates, eq(templates.id, forms.templateId))
    .where(and(eq(forms.orgId, orgId), eq(forms.isTrashed, false)))
    .orderBy(asc(forms.name), asc(forms.id));
}

/** Names of forms by id (trashed ones too: a release may name a form that has since gone). */
export async function formNames(db: DbOrTx, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: forms.id, name: forms.name })
    .from(forms)
    .where(and(eq(forms.orgId, orgId), inArray(forms.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
