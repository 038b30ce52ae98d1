import { MICROSOFT_CALLBACK_PATH, MICROSOFT_START_PATH } from '@atrium/domain/auth/auth.contract.ts';
import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findIdentity, insertIdentity } from '../src/modules/auth/microsoft-identities.repo.ts';
import { findUserByEmail } from '../src/modules/people/accounts.repo.ts';
import { oidcFlows, users } from '../src/platform/db/schema.ts';
import { Browser } from './support/browser.ts';
import { orgWithAdmin, unique } from './support/fixtures.ts';
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
const locationOf = (response: { headers: Record<string, unknown> }) =>
  new URL(String(response.headers.location), ms.appUrl);

describe('the Microsoft button', () => {
  it('shows when the app registration is configured', async () => {
    const response = await call(ms.server.app, 'GET', '/api/auth/providers');
    expect(response.json()).toEqual({ microsoft: true });
  });

  it('is hidden, and the flow refuses to start, when it is not configured', async () => {
    const plain = await startTestApp(ms.server.testDb.database);
    try {
      expect((await call(plain.app, 'GET', '/api/auth/providers')).json()).toEqual({ microsoft: false });
      const start = await call(plain.app, 'GET', `${MICROSOFT_START_PATH}?orgId=ABCD1234`);
      expect(start.statusCode).toBe(302);
      expectRefused(locationOf(start), 'ABCD1234', m.microsoftSignInFailed);
    } finally {
      await plain.close();
    }
  });
});

describe('starting the flow', () => {
  it('sends the browser to the provider with PKCE, keeping state and nonce in the database', async () => {
    const { orgId } = await newOrg();
    const response = await call(ms.server.app, 'GET', ms.startUrl(orgId).slice(ms.appUrl.length));
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(target.origin).toBe(ms.idp.issuer);
    expect(target.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(target.searchParams.get('redirect_uri')).toBe(`${ms.appUrl}${MICROSOFT_CALLBACK_PATH}`);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('prompt')).toBe('select_account');
    const cookie = response.cookies.find((c) => c.name === 'atrium_ms_flow');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: MICROSOFT_CALLBACK_PATH,
      maxAge: 600,
    });
    const [flow] = await ms.server.ctx.db
      .select()
      .from(oidcFlows)
      .where(eq(oidcFlows.state, target.searchParams.get('state') ?? ''));
    expect(flow?.orgId).toBe(orgId);
    expect(flow?.nonce).toBe(target.searchParams.get('nonce'));
    expect(flow?.handleHash).not.toBe(cookie?.value);
  });

  it('lets the person choose an account every time, even when the provider remembers the browser', async () => {
    const { orgId, adminEmail } = await newOrg();
    const subject = ms.account({ email: adminEmail });
    const browser = new Browser();
    const before = ms.idp.promptsShown.length;
    expect((await ms.signIn(orgId, subject, browser)).landing.pathname).toBe('/');
    expect((await ms.signIn(orgId, subject, browser)).landing.pathname).toBe('/');
    expect(ms.idp.promptsShown.slice(before)).toEqual(['select_account', 'select_account']);
  });

  it('refuses an unknown organisation and a missing organisation ID before leaving Atrium', async () => {
    const unknown = await call(ms.server.app, 'GET', `${MICROSOFT_START_PATH}?orgId=NOPE1234`);
    expectRefused(locationOf(unknown), 'NOPE1234', m.orgMissing);
    const missing = await call(ms.server.app, 'GET', MICROSOFT_START_PATH);
    expectRefused(locationOf(missing), null, m.orgIdRequired);
  });
});

describe('signing in', () => {
  it('links a member by email on the first sign-in, then by subject after the email changes', async () => {
    const { orgId, adminEmail } = await newOrg();
    const subject = ms.account({ email: adminEmail.toUpperCase() });

    const first = await ms.signIn(orgId, subject);
    expect(first.landing.pathname).toBe('/');
    const me = await ms.me(first.session);
    expect(me.user.email).toBe(adminEmail);
    expect(me.organization.id).toBe(orgId);
    expect((await ms.identityOf(subject))?.userId).toBe(me.user.id);

    ms.idp.accounts.set(subject, { tid: TENANT, email: `renamed-${adminEmail}` });
    const second = await ms.signIn(orgId, subject);
    expect(second.landing.pathname).toBe('/');
    expect((await ms.me(second.session)).user.id).toBe(me.user.id);
    expect((await ms.identityOf(subject))?.email).toBe(`renamed-${adminEmail}`);
  });

  it('gives a first-time user a provisional record with empty access and refuses membership', async () => {
    const { orgId } = await newOrg();
    const email = `${unique('newcomer')}@contoso.example`;
    const subject = ms.account({ email, name: 'Nina Newcomer' });

    const { landing, session } = await ms.signIn(orgId, subject);
    expectRefused(landing, orgId, m.notAMember);
    expect(session).toBeUndefined();
    const identity = await ms.identityOf(subject);
    const [user] = await ms.server.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, identity?.userId ?? ''));
    expect(user).toMatchObject({
      orgId: null,
      access: [],
      name: 'Nina Newcomer',
      email,
      isMasterAdmin: false,
    });
    expect(user?.username).toBe(email.split('@')[0]);
    // A provisional record holds no claim on its email: password sign-in does not see it.
    expect(await findUserByEmail(ms.server.ctx.db, email)).toBeNull();
  });

  it('signs a provisional user in once the organisation has a member with that email', async () => {
    const { orgId } = await newOrg();
    const email = `${unique('later')}@contoso.example`;
    const subject = ms.account({ email });
    expectRefused((await ms.signIn(orgId, subject)).landing, orgId, m.notAMember);

    const [member] = await ms.server.ctx.db
      .insert(users)
      .values({ orgId, email, name: 'Later Member', username: unique('later_') })
      .returning();
    const { landing, session } = await ms.signIn(orgId, subject);
    expect(landing.pathname).toBe('/');
    expect((await ms.me(session)).user.id).toBe(member?.id);
  });

  it('does not link a second Microsoft account to a member who already has one', async () => {
    const { orgId, adminEmail } = await newOrg();
    const owner = ms.account({ email: adminEmail });
    expect((await ms.signIn(orgId, owner)).landing.pathname).toBe('/');

    const impostor = ms.account({ email: adminEmail });
    expectRefused((await ms.signIn(orgId, impostor)).landing, orgId, m.notAMember);
    expect((await ms.identityOf(impostor))?.userId).not.toBe((await ms.identityOf(owner))?.userId);
  });

  it('treats the same subject at another issuer as another identity', async () => {
    const { orgId, adminEmail } = await newOrg();
    const other = await newOrg();
    const otherAdmin = await findUserByEmail(ms.server.ctx.db, other.adminEmail);
    const subject = ms.account({ email: adminEmail });
    const elsewhere = 'https://login.example.net/another-tenant/v2.0';
    await insertIdentity(ms.server.ctx.db, {
      issuer: elsewhere,
      subject,
      userId: otherAdmin?.id ?? '',
      email: null,
    });

    const { landing, session } = await ms.signIn(orgId, subject);
    expect(landing.pathname).toBe('/');
    expect((await ms.me(session)).user.email).toBe(adminEmail);
    expect((await findIdentity(ms.server.ctx.db, elsewhere, subject))?.userId).toBe(otherAdmin?.id);
  });
});
