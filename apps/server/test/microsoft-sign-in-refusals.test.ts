import { MICROSOFT_START_PATH } from '@atrium/domain/auth/auth.contract.ts';
import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcFlows, organizations, users } from '../src/platform/db/schema.ts';
import { Browser } from './support/browser.ts';
import { orgWithAdmin } from './support/fixtures.ts';
import { freePort } from './support/microsoft-idp.ts';
import {
  CLIENT,
  expectRefused,
  type MicrosoftSignIn,
  setUpMicrosoftSignIn,
  TENANT,
} from './support/microsoft-sign-in.ts';
import { call, startTestApp } from './support/test-app.ts';

let ms: MicrosoftSignIn;

beforeAll(async () => {
  ms = await setUpMicrosoftSignIn();
});
afterAll(() => ms?.tearDown());

async function newOrg() {
  const { orgId, fields } = await orgWithAdmin(ms.server.app, ms.masterCookie);
  return { orgId, adminEmail: fields.adminEmail ?? '' };
}

const FLOW_COOKIE = 'atrium_ms_flow';

describe('the identity provider and its token', () => {
  it('refuses a token from another tenant and links nobody', async () => {
    const { orgId, adminEmail } = await newOrg();
    const outsider = ms.account({ email: adminEmail, tid: 'another-tenant' });
    const { landing, session } = await ms.signIn(orgId, outsider);
    expectRefused(landing, orgId, m.microsoftLoginFailed);
    expect(session).toBeUndefined();
    expect(await ms.identityOf(outsider)).toBeNull();

    const noTenant = ms.account({ email: adminEmail });
    ms.idp.accounts.set(noTenant, { email: adminEmail });
    expectRefused((await ms.signIn(orgId, noTenant)).landing, orgId, m.microsoftLoginFailed);
  });

  it('refuses when the user cancels at the identity provider', async () => {
    const { orgId } = await newOrg();
    expectRefused((await ms.signIn(orgId, null)).landing, orgId, m.microsoftLoginFailed);
  });

  it('refuses to start, without a 500, when the identity provider cannot be reached', async () => {
    const { orgId } = await newOrg();
    const unreachable = await startTestApp(ms.server.testDb.database, {
      MICROSOFT_CLIENT_ID: CLIENT.clientId,
      MICROSOFT_CLIENT_SECRET: CLIENT.clientSecret,
      MICROSOFT_TENANT_ID: TENANT,
      MICROSOFT_ISSUER: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      const start = await call(unreachable.app, 'GET', `${MICROSOFT_START_PATH}?orgId=${orgId}`);
      expect(start.statusCode).toBe(302);
      expectRefused(new URL(String(start.headers.location), ms.appUrl), orgId, m.microsoftSignInFailed);
    } finally {
      await unreachable.close();
    }
  });
});

describe('the flow state', () => {
  it('refuses a tampered or missing state, and the flow is spent afterwards', async () => {
    const { orgId, adminEmail } = await newOrg();
    const subject = ms.account({ email: adminEmail });

    const tampered = await ms.untilCallback(orgId, subject);
    const forged = new URL(tampered.callback);
    forged.searchParams.set('state', 'forged-state');
    expectRefused((await ms.follow(tampered.browser, forged)).landing, orgId, m.microsoftLoginFailed);
    const retried = await ms.follow(tampered.browser, tampered.callback);
    expectRefused(retried.landing, null, m.microsoftLoginFailed);
    expect(retried.session).toBeUndefined();

    const stateless = await ms.untilCallback(orgId, subject);
    const stripped = new URL(stateless.callback);
    stripped.searchParams.delete('state');
    expectRefused((await ms.follow(stateless.browser, stripped)).landing, orgId, m.microsoftLoginFailed);
  });

  it('cannot be replayed, even with the old cookie', async () => {
    const { orgId, adminEmail } = await newOrg();
    const subject = ms.account({ email: adminEmail });
    const { browser, callback } = await ms.untilCallback(orgId, subject);
    const handle = browser.cookie(callback, FLOW_COOKIE) ?? '';
    expect(handle).not.toBe('');
    expect((await ms.follow(browser, callback)).landing.pathname).toBe('/');

    const attacker = new Browser();
    attacker.setCookie(callback, FLOW_COOKIE, handle);
    const replay = await ms.follow(attacker, callback);
    expectRefused(replay.landing, null, m.microsoftLoginFailed);
    expect(replay.session).toBeUndefined();
  });

  it('needs the cookie of the browser that started it', async () => {
    const { orgId, adminEmail } = await newOrg();
    const { callback } = await ms.untilCallback(orgId, ms.account({ email: adminEmail }));
    const other = await ms.follow(new Browser(), callback);
    expectRefused(other.landing, null, m.microsoftLoginFailed);
    expect(other.session).toBeUndefined();
  });

  it('expires after ten minutes', async () => {
    const { orgId, adminEmail } = await newOrg();
    const { browser, callback } = await ms.untilCallback(orgId, ms.account({ email: adminEmail }));
    await ms.server.ctx.db
      .update(oidcFlows)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oidcFlows.state, callback.searchParams.get('state') ?? ''));
    expectRefused((await ms.follow(browser, callback)).landing, null, m.microsoftLoginFailed);
  });
});

describe('the account rules', () => {
  it('refuses a blocked or archived member', async () => {
    const { orgId, adminEmail } = await newOrg();
    const subject = ms.account({ email: adminEmail });
    const byEmail = sql`lower(${users.email}) = lower(${adminEmail})`;

    await ms.server.ctx.db.update(users).set({ isBlocked: true }).where(byEmail);
    expectRefused((await ms.signIn(orgId, subject)).landing, orgId, m.userBlockedOrArchived);

    await ms.server.ctx.db.update(users).set({ isBlocked: false, isArchived: true }).where(byEmail);
    expectRefused((await ms.signIn(orgId, subject)).landing, orgId, m.userBlockedOrArchived);

    await ms.server.ctx.db.update(users).set({ isArchived: false }).where(byEmail);
    expect((await ms.signIn(orgId, subject)).landing.pathname).toBe('/');
  });

  it('refuses a linked member who signs in to another organisation', async () => {
    const home = await newOrg();
    const elsewhere = await newOrg();
    const subject = ms.account({ email: home.adminEmail });
    expect((await ms.signIn(home.orgId, subject)).landing.pathname).toBe('/');
    expectRefused((await ms.signIn(elsewhere.orgId, subject)).landing, elsewhere.orgId, m.notAMember);
  });

  it('refuses when the organisation is gone by the time the user comes back', async () => {
    const { orgId, adminEmail } = await newOrg();
    const { browser, callback } = await ms.untilCallback(orgId, ms.account({ email: adminEmail }));
    await ms.server.ctx.db.delete(organizations).where(eq(organizations.id, orgId));
    expectRefused((await ms.follow(browser, callback)).landing, orgId, m.orgMissing);
  });
});
