import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { accessApp, memberWith, newOrg, roles } from './support/users-api.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let org: Awaited<ReturnType<typeof newOrg>>;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  org = await newOrg(server.app, masterCookie);
});
afterAll(() => server?.tearDown());

const setBlocked = (isBlocked: boolean) =>
  call(server.app, 'PATCH', '/api/apps/access-management', { cookie: masterCookie, body: { isBlocked } });

describe('a blocked app on the server', () => {
  it('refuses its work to members, lets org admins and control_all holders through, and reopens', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.editAll)]);
    const controller = await memberWith(server.app, org.adminCookie, org.orgId, [
      accessApp(roles.controlAll),
    ]);
    expect((await call(server.app, 'GET', '/api/users', { cookie: member.cookie })).statusCode).toBe(200);

    expect((await setBlocked(true)).statusCode).toBe(200);
    try {
      for (const url of ['/api/users', '/api/user-groups']) {
        const refused = await call(server.app, 'GET', url, { cookie: member.cookie });
        expect(refused.statusCode).toBe(403);
        expect(errorOf(refused).message).toBe(dashboardMessages.appBlockedBody);
      }
      const write = await call(server.app, 'POST', `/api/users/${controller.user.id}/archive`, {
        cookie: member.cookie,
      });
      expect(write.statusCode).toBe(403);
      expect(errorOf(write).message).toBe(dashboardMessages.appBlockedBody);
      expect((await call(server.app, 'GET', '/api/users', { cookie: org.adminCookie })).statusCode).toBe(200);
      expect((await call(server.app, 'GET', '/api/users', { cookie: controller.cookie })).statusCode).toBe(
        200,
      );
    } finally {
      await setBlocked(false);
    }
    expect((await call(server.app, 'GET', '/api/users', { cookie: member.cookie })).statusCode).toBe(200);
  });
});
