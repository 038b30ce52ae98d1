import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  fieldId,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  textField,
} from './support/forms-api.ts';
import { countOf } from './support/sql.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const named = (...users: string[]) => ({ users, groups: [] });

/**
 * A form with a unique code (case ignored), a table whose serial column is unique with case, and a unique
 * badge locked from `restorer`, a member who may trash and restore every entry.
 */
async function setUp() {
  const org = await formsOrg(server.app, masterCookie);
  const restorer = await formsMember(server.app, server.ctx, org.orgId, {
    access: formsAccess(FORM_ROLE.viewData),
  });
  const code = textField({ label: 'Code', uniqueWithoutCase: true });
  const badge = textField({ label: 'Badge', uniqueWithCase: true, userLock: true });
  const parts: FieldConfigInput = {
    id: fieldId(),
    label: 'Parts',
    type: 'table',
    columns: [{ id: 'serial', header: 'Serial', dataType: 'text', uniqueWithCase: true }],
  };
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: [code, badge, parts],
    formDataAccess: { view_all_data: named(restorer.id), trash_all_data: named(restorer.id) },
  });
  const api = entriesApi(server.app, org.adminCookie, form.id);
  const add = async (values: { code?: string; badge?: string; serials?: string[] }) =>
    createdEntry(api, {
      [code.id as string]: values.code ?? '',
      [badge.id as string]: values.badge ?? '',
      [parts.id as string]: (values.serials ?? []).map((serial) => ({ serial })),
    });
  const trashed = async (values: Parameters<typeof add>[0]) => {
    const entry = await add(values);
    expect((await api.trash(entry.id)).statusCode).toBe(200);
    return entry;
  };
  const live = (id: string) =>
    countOf(server.ctx.db, sql`select count(*)::int as n from entries where id = ${id} and not is_trashed`);
  return { api, add, trashed, live, restorer: entriesApi(server.app, restorer.cookie, form.id) };
}

describe('restoring an entry re-checks its unique values', () => {
  it('refuses a single restore when another live entry now holds the value, and allows it once freed', async () => {
    const t = await setUp();
    const old = await t.trashed({ code: 'AB-1' });
    const holder = await t.add({ code: 'ab-1' });
    const refused = await t.api.restore(old.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Cannot restore: the value of Code is already used by another entry.',
    );
    expect(await t.live(old.id)).toBe(0);
    expect((await t.api.trash(holder.id)).statusCode).toBe(200);
    expect((await t.api.restore(old.id)).json()).toEqual({ message: m.entryRestored });
    expect(await t.live(old.id)).toBe(1);
  });

  it('checks unique table columns, with case as the column asks', async () => {
    const t = await setUp();
    const old = await t.trashed({ serials: ['S-1', 'S-2'] });
    await t.add({ serials: ['s-2'] });
    expect((await t.api.restore(old.id)).statusCode).toBe(200);
    const older = await t.trashed({ serials: ['S-9'] });
    await t.add({ serials: ['S-9'] });
    const refused = await t.api.restore(older.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Cannot restore: the value of Parts (Serial) is already used by another entry.',
    );
  });

  it('bulk restore is all or nothing: a clash with a live entry or between the chosen entries restores none', async () => {
    const t = await setUp();
    const free = await t.trashed({ code: 'F-1' });
    const twinA = await t.trashed({ code: 'T-1' });
    const twinB = await t.trashed({ code: 't-1' });
    const between = await t.api.bulkRestore([free.id, twinA.id, twinB.id]);
    expect(between.statusCode).toBe(409);
    expect(errorOf(between).message).toBe(m.restoreNotUnique(['Code']));
    const taken = await t.trashed({ code: 'K-1' });
    await t.add({ code: 'K-1' });
    expect((await t.api.bulkRestore([free.id, taken.id])).statusCode).toBe(409);
    for (const entry of [free, twinA, twinB, taken]) expect(await t.live(entry.id)).toBe(0);
    expect((await t.api.bulkRestore([free.id, twinA.id])).json()).toEqual({ message: m.restoredCount(2) });
  });

  it('never names a locked field the restorer may not view', async () => {
    const t = await setUp();
    const old = await t.trashed({ badge: 'B-7' });
    await t.add({ badge: 'B-7' });
    const refused = await t.restorer.restore(old.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(m.restoreNotUnique([]));
    expect(errorOf(refused).message).not.toContain('Badge');
    expect(errorOf(await t.api.restore(old.id)).message).toBe(m.restoreNotUnique(['Badge']));
  });
});
