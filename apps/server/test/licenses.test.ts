import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import type { LicenseHistoryItem } from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { type License, licenseEndDate } from '@atrium/domain/licenses/licenses.ts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, MASTER, setUpServer } from './support/test-app.ts';

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

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const input = (overrides: Record<string, unknown> = {}) => ({
  startDate: day(-10),
  durationValue: 1,
  durationUnit: 'years',
  storageLimit: 50,
  storageUnit: 'GB',
  ...overrides,
});

const licensesUrl = (orgId: string) => `/api/orgs/${orgId}/licenses`;
const add = (orgId: string, body: unknown, cookie = masterCookie) =>
  call(server.app, 'POST', licensesUrl(orgId), { cookie, body });
const update = (orgId: string, id: string, body: unknown, cookie = masterCookie) =>
  call(server.app, 'PUT', `${licensesUrl(orgId)}/${id}`, { cookie, body });
const remove = (orgId: string, id: string, cookie = masterCookie) =>
  call(server.app, 'DELETE', `${licensesUrl(orgId)}/${id}`, { cookie });
const list = async (orgId: string) => {
  const response = await call(server.app, 'GET', licensesUrl(orgId), { cookie: masterCookie });
  expect(response.statusCode).toBe(200);
  return response.json() as { licenses: License[]; history: LicenseHistoryItem[] };
};
const licenseCount = (orgId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from licenses where org_id = ${orgId}`);
const historyCount = (orgId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from license_history where org_id = ${orgId}`);

async function addedLicense(orgId: string, overrides: Record<string, unknown> = {}): Promise<License> {
  const response = await add(orgId, input(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().license as License;
}

async function masterId(): Promise<string> {
  const me = await call(server.app, 'GET', '/api/me', { cookie: masterCookie });
  return me.json().user.id as string;
}

describe('the master admin manages licenses', () => {
  it('adds a license with the end date computed on the server, and records it', async () => {
    const { orgId } = await orgWithAdmin(server.app, masterCookie);
    const start = day(-10);
    const response = await add(orgId, { ...input({ startDate: start }), endDate: '2099-12-31' });
    expect(response.statusCode).toBe(201);
    const { license, message } = response.json() as { license: License; message: string };
    expect(message).toBe(m.added);
    expect(message).toContain('successfully');
    expect(license).toMatchObject({
      startDate: start,
      durationValue: 1,
      durationUnit: 'years',
      storageLimit: 50,
      storageUnit: 'GB',
      endDate: licenseEndDate(start, 1, 'years'),
      isActive: true,
    });

    const { licenses, history } = await list(orgId);
    expect(licenses).toEqual([license]);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'add',
      entity: 'license',
      by: await masterId(),
      byName: MASTER.name,
      data: { id: license.id, startDate: start, endDate: license.endDate, storageLimit: 50 },
    });
  });

  it('computes end dates in days, months and years', async () => {
    const { orgId } = await orgWithAdmin(server.app, masterCookie);
    const days = await addedLicense(orgId, {
      startDate: '2026-01-31',
      durationValue: 30,
      durationUnit: 'days',
    });
    expect(days.endDate).toBe('2026-03-02');
    const months = await addedLicense(orgId, {
      startDate: '2026-01-31',
      durationValue: 1,
      durationUnit: 'months',
    });
    expect(months.endDate).toBe('2026-02-28');
    const years = await addedLicense(orgId, {
      startDate: '2024-02-29',
      durationValue: 2,
      durationUnit: 'years',
    });
    expect(years.endDate).toBe('2026-02-28');
  });

  it('lists licenses by start date, marks the current one active, and the history newest first', async () => {
    const { orgId } = await orgWithAdmin(server.app, masterCookie);
    const future = await addedLicense(orgId, { startDate: day(400) });
    const expired = await addedLicense(orgId, { startDate: day(-800) });
    const current = await addedLicense(orgId, { startDate: day(-5) });

    const { licenses, history } = await list(orgId);
    expect(licenses.map((l) => l.id)).toEqual([expired.id, current.id, future.id]);
    expect(licenses.map((l) => l.isActive)).toEqual([false, true, false]);
    expect(history.map((h) => h.data.id)).toEqual([current.id, expired.id, future.id]);
  });

  it('changes a license, recomputes its end date, and records the change', async () => {
    const { orgId } = await orgWithAdmin(server.app, masterCookie);
    const license = await addedLicense(orgId);
    const response = await update(orgId, license.id, {
      ...input({ startDate: '2026-03-01', durationValue: 6, durationUnit: 'months', storageUnit: 'TB' }),
      endDate: '2030-01-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.updated,
      license: { id: license.id, endDate: '2026-09-01', storageUnit: 'TB', durationUnit: 'months' },
    });
    const { licenses, history } = await list(orgId);
    expect(licenses).toHaveLength(1);
    expect(licenses[0]?.endDate).toBe('2026-09-01');
    expect(history.map((h) => h.action)).toEqual(['update', 'add']);
    expect(history[0]?.data).toMatchObject({ id: license.id, endDate: '2026-09-01', storageUnit: 'TB' });
  });

  it('deletes a license and records what it was', async () => {
    const { orgId } = await orgWithAdmin(server.app, masterCookie);
    const license = await addedLicense(orgId);
    const response = await remove(orgId, license.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: m.deleted });
    const { licenses, history } = await list(orgId);
    expect(licenses).toEqual([]);
    expect(history.map((h) => h.action)).toEqual(['delete', 'add']);
    expect(history[0]).toMatchObject({
      entity: 'license',
      data: { id: license.id, endDate: license.endDate },
    });
  });

  it("tells the organisation's tabs and the master admins of every change", async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const other = await orgWithAdmin(server.app, masterCookie);
    const orgTab = await openEventStream(baseUrl, adminCookie);
    const masterTab = await openEventStream(baseUrl, masterCookie);
    const otherOrgTab = await openEventStream(baseUrl, other.adminCookie);
    streams.push(orgTab, masterTab, otherOrgTab);

    const license = await addedLicense(orgId);
    expect(await orgTab.next('license.changed')).toEqual({ type: 'license.changed' });
    expect(await masterTab.next('license.changed')).toEqual({ type: 'license.changed' });
    await update(orgId, license.id, input({ durationValue: 2 }));
    await orgTab.next('license.changed');
    await remove(orgId, license.id);
    await orgTab.next('license.changed');

    // The other organisation hears of its own change only, which travels after the three above.
    await addedLicense(other.orgId);
    await otherOrgTab.next('license.changed');
    expect(otherOrgTab.events).toEqual([{ type: 'license.changed' }]);
  });
});

describe('license refusals', () => {
  it('asks for every field with the spec message and writes nothing', async () => {
    const { orgId } = await orgWithAdmin(server.app, masterCookie);
    for (const body of [
      {},
      input({ startDate: '' }),
      input({ startDate: 'not-a-date' }),
      input({ durationValue: 0 }),
      input({ durationValue: -3 }),
      input({ storageLimit: 0 }),
      input({ durationUnit: 'weeks' }),
      input({ storageUnit: 'PB' }),
    ]) {
      const response = await add(orgId, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation', message: m.fillRequired });
    }
    const license = await addedLicense(orgId);
    const bad = await update(orgId, license.id, input({ durationValue: 0 }));
    expect(errorOf(bad)).toMatchObject({ code: 'validation', message: m.fillRequired });
    expect(await licenseCount(orgId)).toBe(1);
    expect(await historyCount(orgId)).toBe(1);
    expect((await list(orgId)).licenses[0]).toEqual(license);
  });

  it('is for the master admin only', async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const license = await addedLicense(orgId);
    const refusals = [
      await call(server.app, 'GET', licensesUrl(orgId), { cookie: adminCookie }),
      await add(orgId, input(), adminCookie),
      await update(orgId, license.id, input({ durationValue: 3 }), adminCookie),
      await remove(orgId, license.id, adminCookie),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'forbidden', message: authMessages.notAMasterAdmin });
    }
    expect((await list(orgId)).licenses).toEqual([license]);
    expect(await historyCount(orgId)).toBe(1);
    expect((await call(server.app, 'GET', licensesUrl(orgId))).statusCode).toBe(401);
  });

  it('answers 404 for an unknown organisation', async () => {
    for (const response of [
      await call(server.app, 'GET', licensesUrl('NOPE1234'), { cookie: masterCookie }),
      await add('NOPE1234', input()),
      await update('NOPE1234', crypto.randomUUID(), input()),
      await remove('NOPE1234', crypto.randomUUID()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: m.orgNotFound });
    }
    expect(await historyCount('NOPE1234')).toBe(0);
  });

  it("treats another organisation's license as not found and leaves it alone", async () => {
    const first = await orgWithAdmin(server.app, masterCookie);
    const second = await orgWithAdmin(server.app, masterCookie);
    const license = await addedLicense(first.orgId);
    for (const response of [
      await update(second.orgId, license.id, input({ durationValue: 3 })),
      await remove(second.orgId, license.id),
      await update(first.orgId, crypto.randomUUID(), input()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: m.notFound });
    }
    expect((await list(first.orgId)).licenses).toEqual([license]);
    expect(await historyCount(second.orgId)).toBe(0);
  });
});
