import { randomUUID } from 'node:crypto';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, openEventStream } from './support/event-stream.ts';
import { signInMaster } from './support/fixtures.ts';
import {
  CREATE_GROUP,
  createdFormGroup,
  createForm,
  formGroupsApi,
  MANAGE_GROUPS,
  memberWithRoles,
  shownTo,
  storedFormGroups,
} from './support/form-groups-fixtures.ts';
import { errorOf, type Response, setUpServer } from './support/test-app.ts';
import { createdGroup, expireLicense, groupsApi, groupsOrg, member } from './support/user-groups.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

/** An organisation with its admin, a member and two forms. */
async function orgWithForms() {
  const org = await groupsOrg(server.app, masterCookie);
  const api = formGroupsApi(server.app, org.adminCookie);
  const someone = await member(server.app, server.ctx, org.orgId);
  const survey = await createForm(server.app, org.adminCookie, { name: 'Survey' });
  const audit = await createForm(server.app, org.adminCookie, { name: 'Audit' });
  return { org, api, someone, survey, audit };
}

function expectRefusal(response: Response, status: number, message: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response).message).toBe(message);
  if (field) expect(errorOf(response).fields?.[field]).toBe(message);
}

describe('creating a form group', () => {
  it('stores the forms in order, who sees each, the derived visibility and the creator', async () => {
    const { org, api, someone, survey, audit } = await orgWithForms();
    const crew = await createdGroup(groupsApi(server.app, org.adminCookie), {
      name: 'Crew',
      users: [someone.id],
    });
    const response = await api.create({
      name: '  Field work ',
      forms: [
        shownTo(audit.id, { users: [someone.id, org.adminId] }),
        shownTo(survey.id, { users: [someone.id], groups: [crew] }),
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { group, message } = response.json() as { group: FormGroup; message: string };
    expect(message).toBe(m.created);
    expect(group.name).toBe('Field work');
    expect(group.forms.map((form) => form.formName)).toEqual(['Audit', 'Survey']);
    expect(group.groupVisibility).toEqual({ users: [someone.id, org.adminId], groups: [crew] });
    expect(group.createdBy).toEqual({ id: org.adminId, name: 'Ada Admin' });
    expect(group).toMatchObject({ isDefault: false, isTrashed: false, canEdit: true, canDelete: true });

    const stored = (await storedFormGroups(server.ctx, org.orgId)).find((row) => row.id === group.id);
    expect(stored).toMatchObject({
      forms: [audit.id, survey.id],
      form_visibility: {
        [audit.id]: { users: [someone.id, org.adminId], groups: [] },
        [survey.id]: { users: [someone.id], groups: [crew] },
      },
      created_by: org.adminId,
    });
  });

  it('lets a member with the create role create a group, and refuses one without it', async () => {
    const { org, someone, survey } = await orgWithForms();
    const creator = await memberWithRoles(server.app, server.ctx, org.orgId, CREATE_GROUP);
    const manager = await memberWithRoles(server.app, server.ctx, org.orgId, MANAGE_GROUPS);
    const body = { name: 'Mine', forms: [shownTo(survey.id, { users: [someone.id] })] };
    expectRefusal(await formGroupsApi(server.app, manager.cookie).create(body), 403, m.noCreatePermission);
    const group = await createdFormGroup(formGroupsApi(server.app, creator.cookie), body);
    expect(group).toMatchObject({ canEdit: true, canDelete: true, createdBy: { id: creator.id } });
  });

  it('announces the new group to a member of the organisation', async () => {
    const { api, someone, survey } = await orgWithForms();
    const tab = await openEventStream(await listen(server.app), someone.cookie);
    try {
      await createdFormGroup(api, { name: 'Heard', forms: [shownTo(survey.id, { users: [someone.id] })] });
      expect(await tab.next('form-groups.changed')).toEqual({ type: 'form-groups.changed' });
    } finally {
      tab.close();
    }
  });
});

describe('the checks of a new group', () => {
  it('requires a name and at least one form', async () => {
    const { api, someone, survey } = await orgWithForms();
    const forms = [shownTo(survey.id, { users: [someone.id] })];
    expectRefusal(await api.create({ name: '   ', forms }), 400, m.nameRequired, 'name');
    expectRefusal(await api.create({ forms }), 400, m.nameRequired, 'name');
    expectRefusal(await api.create({ name: 'Empty', forms: [] }), 400, m.formsRequired, 'forms');
  });

  it('refuses a name already used in the organisation, in any case, in the trash or by Default', async () => {
    const { org, api, someone, survey } = await orgWithForms();
    const forms = [shownTo(survey.id, { users: [someone.id] })];
    const first = await createdFormGroup(api, { name: 'Sales', forms });
    expectRefusal(await api.create({ name: 'Sales', forms }), 400, m.nameTaken, 'name');
    expectRefusal(await api.create({ name: 'sALES', forms }), 400, m.nameTaken, 'name');
    expectRefusal(await api.create({ name: 'default', forms }), 400, m.nameTaken, 'name');
    expect((await api.trash(first.id)).statusCode).toBe(200);
    expectRefusal(await api.create({ name: 'SALES ', forms }), 400, m.nameTaken, 'name');
    const other = await orgWithForms();
    const elsewhere = [shownTo(other.survey.id, { users: [other.someone.id] })];
    expect((await other.api.create({ name: 'Sales', forms: elsewhere })).statusCode).toBe(201);
    expect((await storedFormGroups(server.ctx, org.orgId)).filter((g) => g.name === 'Sales')).toHaveLength(1);
  });

  it('gives one of two simultaneous creates of the same name the name-taken message', async () => {
    const { org, api, someone, survey } = await orgWithForms();
    const body = { name: 'Race', forms: [shownTo(survey.id, { users: [someone.id] })] };
    const answers = await Promise.all([api.create(body), api.create({ ...body, name: 'RACE' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    if (refused) expectRefusal(refused, 400, m.nameTaken, 'name');
    expect((await storedFormGroups(server.ctx, org.orgId)).filter((g) => /race/i.test(g.name))).toHaveLength(
      1,
    );
  });

  it('refuses forms that are trashed, unknown or of another organisation', async () => {
    const { org, api, someone } = await orgWithForms();
    const trashed = await createForm(server.app, org.adminCookie, { trashed: true });
    const foreign = await createForm(server.app, (await orgWithForms()).org.adminCookie);
    for (const formId of [trashed.id, foreign.id, randomUUID()]) {
      const response = await api.create({ name: 'Bad', forms: [shownTo(formId, { users: [someone.id] })] });
      expectRefusal(response, 400, m.unknownForms, 'forms');
    }
  });

  it('names the form that has no users or user groups', async () => {
    const { api, someone, survey, audit } = await orgWithForms();
    const response = await api.create({
      name: 'Half',
      forms: [shownTo(survey.id, { users: [someone.id] }), shownTo(audit.id, {})],
    });
    expectRefusal(response, 400, 'Assign users or user groups for Audit', 'forms');
  });

  it('refuses users who are not active in the organisation and user groups in the trash', async () => {
    const { org, api, survey } = await orgWithForms();
    const blocked = await member(server.app, server.ctx, org.orgId, { state: 'blocked' });
    const archived = await member(server.app, server.ctx, org.orgId, { state: 'archived' });
    const stranger = (await orgWithForms()).someone;
    const groups = groupsApi(server.app, org.adminCookie);
    const binned = await createdGroup(groups, { name: 'Binned', users: [org.adminId] });
    expect((await groups.trash(binned)).statusCode).toBe(200);
    const people = [
      { users: [blocked.id] },
      { users: [archived.id] },
      { users: [stranger.id] },
      { groups: [binned] },
    ];
    for (const who of people) {
      const response = await api.create({ name: 'People', forms: [shownTo(survey.id, who)] });
      expectRefusal(response, 400, m.unknownPeople, 'people');
    }
    expect(await storedFormGroups(server.ctx, org.orgId)).toHaveLength(1);
  });

  it('checks the name before the forms and the forms before the people', async () => {
    const { api, someone, survey } = await orgWithForms();
    await createdFormGroup(api, { name: 'Taken', forms: [shownTo(survey.id, { users: [someone.id] })] });
    const unknownForm = shownTo(randomUUID(), { users: [randomUUID()] });
    expectRefusal(await api.create({ name: 'taken', forms: [unknownForm] }), 400, m.nameTaken);
    expectRefusal(await api.create({ name: 'Fresh', forms: [unknownForm] }), 400, m.unknownForms);
    const nobody = shownTo(survey.id, { users: [randomUUID()] });
    expectRefusal(await api.create({ name: 'Fresh', forms: [nobody] }), 400, m.unknownPeople);
  });

  it('is refused to a creator session of no organisation, and while the license has expired', async () => {
    const { org, someone, survey } = await orgWithForms();
    const creator = await memberWithRoles(server.app, server.ctx, org.orgId, CREATE_GROUP);
    await expireLicense(server.ctx, org.orgId);
    const body = { name: 'Late', forms: [shownTo(survey.id, { users: [someone.id] })] };
    expect((await formGroupsApi(server.app, creator.cookie).create(body)).statusCode).toBe(403);
    expect((await formGroupsApi(server.app, masterCookie).create(body)).statusCode).toBe(403);
  });
});

describe('Default holds the forms no other group holds', () => {
  const formsOf = async (orgId: string, name: string) =>
    (await storedFormGroups(server.ctx, orgId)).find((group) => group.name === name)?.forms;

  it('lets a form go from Default when a group takes it, and takes it back when no group holds it', async () => {
    const { org, api, someone, survey, audit } = await orgWithForms();
    expect(await formsOf(org.orgId, 'Default')).toEqual([survey.id, audit.id]);
    const group = await createdFormGroup(api, {
      name: 'Field work',
      forms: [shownTo(survey.id, { users: [someone.id] })],
    });
    expect(await formsOf(org.orgId, 'Default')).toEqual([audit.id]);
    const edited = await api.update(group.id, {
      name: 'Field work',
      forms: [shownTo(audit.id, { users: [someone.id] })],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [home] = (await storedFormGroups(server.ctx, org.orgId)).filter((row) => row.name === 'Default');
    expect(home?.forms).toEqual([survey.id]);
    expect(home?.form_visibility[survey.id]).toEqual({ users: [someone.id], groups: [] });
    expect(home?.group_visibility).toEqual({ users: [someone.id], groups: [] });
    expect((await api.trash(group.id)).statusCode).toBe(200);
    expect(await formsOf(org.orgId, 'Default')).toEqual([survey.id]);
    expect((await api.remove(group.id)).statusCode).toBe(200);
    expect(await formsOf(org.orgId, 'Default')).toEqual([survey.id, audit.id]);
  });
});
