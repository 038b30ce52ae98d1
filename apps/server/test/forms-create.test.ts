import { fieldMessages } from '@atrium/domain/fields/field.messages.ts';
import { formGroupMessages } from '@atrium/domain/form-groups/form-groups.messages.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  type FormsOrg,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  insertFormGroup,
  insertUserGroup,
  newFormBody,
  storedFormGroups,
  storedForms,
  storedHistory,
  textField,
} from './support/forms-api.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const newOrg = () => formsOrg(server.app, masterCookie);
const memberOf = (org: FormsOrg, options: Parameters<typeof formsMember>[3] = {}) =>
  formsMember(server.app, server.ctx, org.orgId, options);

/** Everything a refused request must leave untouched. */
const snapshot = async (org: FormsOrg) => ({
  forms: await storedForms(server.ctx, org.orgId),
  groups: await storedFormGroups(server.ctx, org.orgId),
  history: await storedHistory(server.ctx, org.orgId),
});

describe('creating a form', () => {
  it('saves version 1 with an initial_creation item and places it in Default for everyone it names', async () => {
    const org = await newOrg();
    const viewer = await memberOf(org);
    const team = await insertUserGroup(server.ctx, org.orgId, [viewer.id]);
    const api = formsApi(server.app, org.adminCookie);
    const response = await api.create(
      newFormBody({
        name: 'Site inspection',
        fieldConfig: [textField({ label: 'Inspector' }), textField({ label: 'Old', isTrashed: true })],
        formDataAccess: {
          view_all_data: { users: [viewer.id], groups: [] },
          create_data: { users: [], groups: [team] },
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { form, message } = response.json() as { form: Form; message: string };
    expect(message).toBe(m.created);
    expect(form).toMatchObject({
      name: 'Site inspection',
      version: 1,
      fieldCount: 1,
      status: 'active',
      owner: { id: org.adminId },
      createdBy: { id: org.adminId },
    });
    const [history] = (await api.history(form.id)).json().items;
    expect(history).toMatchObject({
      version: 1,
      changeType: 'initial_creation',
      updatedBy: { id: org.adminId },
    });
    expect(history.formConfig.name).toBe('Site inspection');
    expect(history.formConfig.access.formDataAccess.view_all_data.users).toEqual([viewer.id]);

    const defaultGroup = (await storedFormGroups(server.ctx, org.orgId)).find((g) => g.is_default);
    expect(defaultGroup?.forms).toEqual([form.id]);
    expect(defaultGroup?.form_visibility[form.id]).toEqual({
      users: [org.adminId, viewer.id],
      groups: [team],
    });
    expect(defaultGroup?.group_visibility).toEqual({ users: [org.adminId, viewer.id], groups: [team] });
    expect(form.formGroupIds).toEqual([defaultGroup?.id]);
  });

  it('places the form in the chosen group, and refuses a trashed or unknown group', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const groupId = await insertFormGroup(server.ctx, org.orgId, { name: 'Audits' });
    const form = await createdForm(api, { formGroupId: groupId });
    expect(form.formGroupIds).toEqual([groupId]);
    const trashedGroup = await insertFormGroup(server.ctx, org.orgId, { trashed: true });
    const before = await snapshot(org);
    for (const formGroupId of [trashedGroup, crypto.randomUUID()]) {
      const refused = await api.create(newFormBody({ formGroupId }));
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).message).toBe(formGroupMessages.notFound);
    }
    expect(await snapshot(org)).toEqual(before);
  });

  it('lets holders of create_new create, and refuses members without the role', async () => {
    const org = await newOrg();
    const creator = await memberOf(org, { access: formsAccess(FORM_ROLE.createForm) });
    const form = await createdForm(formsApi(server.app, creator.cookie));
    expect(form.owner?.id).toBe(creator.id);
    const plain = await memberOf(org);
    const before = await snapshot(org);
    const refused = await formsApi(server.app, plain.cookie).create(newFormBody());
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noCreatePermission);
    expect(await snapshot(org)).toEqual(before);
  });

  it('refuses bad input and changes nothing', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const blocked = await memberOf(org, { state: 'blocked' });
    const archived = await memberOf(org, { state: 'archived' });
    const trashedTeam = await insertUserGroup(server.ctx, org.orgId, [], { trashed: true });
    const other = await newOrg();
    const stranger = await memberOf(other);
    const viewer = await memberOf(org);
    const before = await snapshot(org);
    const cases: Array<[unknown, string]> = [
      [{ fieldConfig: [textField()] }, m.nameRequired],
      [newFormBody({ name: '   ' }), m.nameRequired],
      [newFormBody({ fieldConfig: [] }), m.fieldsRequired],
      [newFormBody({ fieldConfig: [textField({ isTrashed: true })] }), m.fieldsRequired],
      [newFormBody({ fieldConfig: [textField({ label: '' })] }), fieldMessages.labelAndTypeRequired],
      [
        newFormBody({
          fieldConfig: [textField({ inputValidation: true, regex: '([a-z', invalidInputMessage: 'x' })],
        }),
        fieldMessages.invalidRegex,
      ],
      [newFormBody({ fieldConfig: [textField({ inputValidation: true })] }), fieldMessages.regexRequired],
      [newFormBody({ fieldConfig: [textField({ type: 'table' })] }), fieldMessages.tableNeedsColumn],
      [newFormBody({ owner: blocked.id }), m.unknownPeople],
      [newFormBody({ owner: stranger.id }), m.unknownPeople],
      [newFormBody({ editFormConfig: { users: [archived.id], groups: [] } }), m.unknownPeople],
      [
        newFormBody({ formDataAccess: { delete_self_data: { users: [], groups: [trashedTeam] } } }),
        m.unknownPeople,
      ],
      [
        newFormBody({
          fieldConfig: [textField({ userLock: true, viewAccess: { users: [stranger.id], groups: [] } })],
        }),
        m.unknownPeople,
      ],
      [
        newFormBody({
          formDataAccess: {
            view_all_data: { users: [viewer.id], groups: [] },
            view_self_data: { users: [viewer.id], groups: [] },
          },
        }),
        m.conflictingAccess,
      ],
      [
        newFormBody({
          fieldConfig: [
            textField({
              type: 'select',
              options: { kind: 'foreignKey', formId: crypto.randomUUID(), fieldId: 'abcdefgh' },
            }),
          ],
        }),
        m.unknownForeignForm,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await api.create(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(refused).message, JSON.stringify(body)).toBe(message);
    }
    expect(await snapshot(org)).toEqual(before);
  });

  it('accepts a foreign key to a live field of a live form of the organisation only', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const source = await createdForm(api, { name: 'Customers' });
    const sourceField = source.fieldConfig[0]?.id ?? '';
    const pointing = (fieldId: string, formId = source.id) =>
      newFormBody({
        fieldConfig: [textField({ type: 'select', options: { kind: 'foreignKey', formId, fieldId } })],
      });
    expect((await api.create(pointing(sourceField))).statusCode).toBe(201);
    expect(errorOf(await api.create(pointing('zzzzzzzz'))).message).toBe(m.unknownForeignForm);
    const elsewhere = await createdForm(formsApi(server.app, (await newOrg()).adminCookie));
    const foreign = await api.create(pointing(elsewhere.fieldConfig[0]?.id ?? '', elsewhere.id));
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).message).toBe(m.unknownForeignForm);
    expect((await api.trash(source.id)).statusCode).toBe(200);
    expect(errorOf(await api.create(pointing(sourceField))).message).toBe(m.unknownForeignForm);
  });
});
