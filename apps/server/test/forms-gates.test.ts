import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  type FormsApi,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  newFormBody,
  storedForms,
} from './support/forms-api.ts';
import { call, errorOf, type Response, setUpServer } from './support/test-app.ts';
import { expireLicense } from './support/user-groups.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let baseUrl: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  baseUrl = await listen(server.app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => server?.tearDown());

/** Every forms operation, called with a form id the caller knows. */
function everyOperation(api: FormsApi, formId: string): Array<Promise<Response>> {
  return [
    api.list(),
    api.manage(),
    api.catalogue(),
    api.people(),
    api.get(formId),
    api.create(newFormBody()),
    api.updateFields(formId, { name: 'x', fieldConfig: newFormBody().fieldConfig }),
    api.updateAccess(formId, {}),
    api.history(formId),
    api.trash(formId),
    api.restore(formId),
    api.remove(formId),
    api.bulkRestore([formId]),
    api.bulkDelete([formId]),
  ];
}

async function expectAllRefused(api: FormsApi, formId: string, status: number, message: string) {
  for (const response of await Promise.all(everyOperation(api, formId))) {
    expect(response.statusCode, `${response.raw.req.url} ${response.body}`).toBe(status);
    expect(errorOf(response).message).toBe(message);
  }
}

async function orgWithForm() {
  const org = await formsOrg(server.app, masterCookie);
  const creator = await formsMember(server.app, server.ctx, org.orgId, {
    access: formsAccess(FORM_ROLE.createForm, FORM_ROLE.manageForms),
  });
  const form = await createdForm(formsApi(server.app, creator.cookie));
  return { org, creator, form };
}

describe('the gates in front of every forms operation', () => {
  it('refuses members while the license is expired, changing nothing, and lets the org admin through', async () => {
    const { org, creator, form } = await orgWithForm();
    await expireLicense(server.ctx, org.orgId);
    const before = await storedForms(server.ctx, org.orgId);
    await expectAllRefused(
      formsApi(server.app, creator.cookie),
      form.id,
      403,
      licenseMessages.expiredContactAdmin,
    );
    expect(await storedForms(server.ctx, org.orgId)).toEqual(before);
    expect((await formsApi(server.app, org.adminCookie).get(form.id)).statusCode).toBe(200);
  });

  it('refuses members while the forms app is blocked, and lets the org admin through', async () => {
    const { org, creator, form } = await orgWithForm();
    // Data management blocked too: reading a form opens while either app does (entries-crud.test.ts).
    const setBlocked = async (isBlocked: boolean) => {
      await call(server.app, 'PATCH', '/api/apps/data-management', {
        cookie: masterCookie,
        body: { isBlocked },
      });
      return call(server.app, 'PATCH', '/api/apps/form-management', {
        cookie: masterCookie,
        body: { isBlocked },
      });
    };
    expect((await setBlocked(true)).statusCode).toBe(200);
    try {
      await expectAllRefused(
        formsApi(server.app, creator.cookie),
        form.id,
        403,
        dashboardMessages.appBlockedBody,
      );
      expect((await formsApi(server.app, org.adminCookie).list()).statusCode).toBe(200);
    } finally {
      await setBlocked(false);
    }
    expect((await formsApi(server.app, creator.cookie).list()).statusCode).toBe(200);
  });

  it('refuses sessions without an organisation', async () => {
    const { form } = await orgWithForm();
    await expectAllRefused(formsApi(server.app, masterCookie), form.id, 403, authMessages.userOrOrgNotFound);
  });
});

describe('live updates', () => {
  it("tells the organisation's tabs when a form changes, and no other organisation", async () => {
    const { org, form } = await orgWithForm();
    const member = await formsMember(server.app, server.ctx, org.orgId);
    const other = await formsOrg(server.app, masterCookie);
    const tab = await openEventStream(baseUrl, member.cookie);
    const otherTab = await openEventStream(baseUrl, other.adminCookie);
    streams.push(tab, otherTab);
    const api = formsApi(server.app, org.adminCookie);
    expect((await api.trash(form.id)).statusCode).toBe(200);
    expect(await tab.next('forms.changed')).toEqual({ type: 'forms.changed', formId: form.id });
    const created = await createdForm(api);
    expect(await tab.next('forms.changed')).toEqual({ type: 'forms.changed', formId: created.id });
    expect(await tab.next('form-groups.changed')).toEqual({ type: 'form-groups.changed' });
    // A change in the other organisation arrives there, and is the only thing that does.
    await createdForm(formsApi(server.app, other.adminCookie));
    await otherTab.next('forms.changed');
    expect(otherTab.events.filter((event) => event.type === 'forms.changed')).toHaveLength(1);
  });
});
