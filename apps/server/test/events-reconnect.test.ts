import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../src/platform/events/event-bus.ts';
import { listen, openEventStream } from './support/event-stream.ts';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';

// An embedded database has no connection to lose.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the live events listener on a PostgreSQL server', () => {
  let server: Awaited<ReturnType<typeof setUpServer>>;
  let baseUrl: string;

  beforeAll(async () => {
    server = await setUpServer();
    baseUrl = await listen(server.app);
  });
  afterAll(() => server?.tearDown());

  const listeningBackends = () =>
    rowsOf<{ pid: number }>(
      server.ctx.db,
      sql`select pid from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
    );

  it('reconnects when an administrator ends its connection, tells open tabs to resync and delivers again', async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, await signInMaster(server.app));
    const tab = await openEventStream(baseUrl, adminCookie);
    try {
      const [before] = await listeningBackends();
      expect(before).toBeDefined();
      await server.ctx.db.execute(sql`select pg_terminate_backend(${before?.pid ?? 0})`);

      // Whatever was published while the listener was away is lost: the tab is told to look again.
      expect(await tab.next('resync')).toEqual({ type: 'resync' });
      const after = await listeningBackends();
      expect(after).toHaveLength(1);
      expect(after[0]?.pid).not.toBe(before?.pid);

      await publish(server.ctx.db, { type: 'apps.changed' }, { kind: 'org', orgId });
      expect(await tab.next('apps.changed')).toEqual({ type: 'apps.changed' });
    } finally {
      tab.close();
    }
  });
});
