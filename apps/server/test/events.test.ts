import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../src/platform/events/event-bus.ts';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { call, errorOf, sessionCookie, setUpServer, startTestApp } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';

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

async function open(cookie: string, url = baseUrl): Promise<EventStream> {
  const stream = await openEventStream(url, cookie);
  streams.push(stream);
  return stream;
}

const star = (cookie: string, app = server.app) =>
  call(app, 'PUT', '/api/me/quick-actions/storage-view-files', { cookie });

describe('the live event stream', () => {
  it('needs a session', async () => {
    const injected = await call(server.app, 'GET', '/api/events');
    expect(injected.statusCode).toBe(401);
    expect(errorOf(injected)).toEqual({ code: 'unauthenticated', message: authMessages.sessionRequired });
    const overHttp = await fetch(`${baseUrl}/api/events`);
    expect(overHttp.status).toBe(401);
    expect(overHttp.headers.get('content-type')).toMatch(/^application\/json/);
    await overHttp.body?.cancel();
  });

  it("tells the user's own tabs of a change to their record, and nobody else in the org", async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const memberCookie = await signInOrgUser(server.app, await insertOrgUser(server.ctx, orgId));
    const adminTab = await open(adminCookie);
    const adminOtherTab = await open(adminCookie);
    const memberTab = await open(memberCookie);

    expect((await star(adminCookie)).statusCode).toBe(200);
    expect(await adminTab.next('me.changed')).toEqual({ type: 'me.changed' });
    expect(await adminOtherTab.next('me.changed')).toEqual({ type: 'me.changed' });

    // The member's own change travels after the admin's: once it has arrived, the admin's would have too.
    expect((await star(memberCookie)).statusCode).toBe(200);
    await memberTab.next('me.changed');
    expect(memberTab.events).toEqual([{ type: 'me.changed' }]);
  });

  it('tells a blocked creator and ends the stream', async () => {
    const email = `${unique('creator')}@example.com`;
    const created = await call(server.app, 'POST', '/api/creators', {
      cookie: masterCookie,
      body: { name: 'Cora Creator', email, password: 'creator-password-1' },
    });
    const creatorId: string = created.json().id;
    const signIn = await call(server.app, 'POST', '/api/auth/creator-login', {
      body: { email, password: 'creator-password-1' },
    });
    const creatorTab = await open(sessionCookie(signIn));
    const masterTab = await open(masterCookie);

    const blocked = await call(server.app, 'PATCH', `/api/creators/${creatorId}`, {
      cookie: masterCookie,
      body: { isBlocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    expect(await creatorTab.next('account.blocked')).toEqual({ type: 'account.blocked' });
    await creatorTab.ended;
    expect(creatorTab.events).toEqual([{ type: 'account.blocked' }]);
    expect(await masterTab.next('creators.changed')).toEqual({ type: 'creators.changed' });
    expect(masterTab.events).not.toContainEqual({ type: 'account.blocked' });
  });

  it('keeps an organisation event inside its organisation', async () => {
    const first = await orgWithAdmin(server.app, masterCookie);
    const second = await orgWithAdmin(server.app, masterCookie);
    const firstTab = await open(first.adminCookie);
    const secondTab = await open(second.adminCookie);

    await publish(server.ctx.db, { type: 'apps.changed' }, { kind: 'org', orgId: first.orgId });
    expect(await firstTab.next('apps.changed')).toEqual({ type: 'apps.changed' });
    await publish(server.ctx.db, { type: 'org.changed' }, { kind: 'org', orgId: second.orgId });
    await secondTab.next('org.changed');
    expect(secondTab.events).toEqual([{ type: 'org.changed' }]);
  });
});

describe('several server processes on one database', () => {
  it('delivers an event raised on one process to a tab connected to another', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const other = await startTestApp(await server.testDb.reopen());
    try {
      const otherUrl = await listen(other.app);
      const tabOnOther = await open(adminCookie, otherUrl);
      const tabOnFirst = await open(adminCookie);

      expect((await star(adminCookie)).statusCode).toBe(200);
      expect(await tabOnOther.next('me.changed')).toEqual({ type: 'me.changed' });
      await tabOnFirst.next('me.changed');

      const unstar = await call(other.app, 'DELETE', '/api/me/quick-actions/storage-view-files', {
        cookie: adminCookie,
      });
      expect(unstar.statusCode).toBe(200);
      await tabOnFirst.next('me.changed');
      expect(tabOnFirst.events).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('ends its open streams when a process shuts down', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const other = await startTestApp(await server.testDb.reopen());
    const tab = await open(adminCookie, await listen(other.app));
    await other.close();
    await tab.ended;
    expect(tab.events).toEqual([]);
  });
});
