import { MICROSOFT_CALLBACK_PATH, MICROSOFT_START_PATH } from '@atrium/domain/auth/auth.contract.ts';
import { expect } from 'vitest';
import { findIdentity } from '../../src/modules/auth/microsoft-identities.repo.ts';
import { Browser } from './browser.ts';
import { signInMaster, unique } from './fixtures.ts';
import { freePort, type IdpAccount, startTestIdp } from './microsoft-idp.ts';
import { call, setUpServer } from './test-app.ts';

export const TENANT = '8f0c1d2e-0000-4000-8000-00000000a1b2';
export const CLIENT = { clientId: 'atrium-test-client', clientSecret: 'atrium-test-client-secret' };

/**
 * Atrium listening on a real port, configured for Microsoft sign-in against a local identity provider,
 * with the steps a browser takes through the flow.
 */
export async function setUpMicrosoftSignIn() {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const idp = await startTestIdp({ ...CLIENT, redirectUri: `${appUrl}${MICROSOFT_CALLBACK_PATH}` });
  const server = await setUpServer({
    PORT: String(port),
    PUBLIC_URL: appUrl,
    MICROSOFT_CLIENT_ID: CLIENT.clientId,
    MICROSOFT_CLIENT_SECRET: CLIENT.clientSecret,
    MICROSOFT_TENANT_ID: TENANT,
    MICROSOFT_ISSUER: idp.issuer,
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  const masterCookie = await signInMaster(server.app);

  const startUrl = (orgId: string) => `${appUrl}${MICROSOFT_START_PATH}?orgId=${encodeURIComponent(orgId)}`;
  const isAppPage = (url: URL) => url.origin === appUrl && !url.pathname.startsWith('/api/');
  const isCallback = (url: URL) => url.origin === appUrl && url.pathname === MICROSOFT_CALLBACK_PATH;

  return {
    server,
    idp,
    appUrl,
    masterCookie,
    startUrl,

    /** A person in the test directory; the tenant is Atrium's unless the claims say otherwise. */
    account(claims: IdpAccount = {}): string {
      const subject = unique('sub-');
      idp.accounts.set(subject, { name: 'Morgan Microsoft', tid: TENANT, ...claims });
      return subject;
    },

    /** Clicks "Sign in with Microsoft", lets `subject` sign in at the provider, and follows it home. */
    async signIn(orgId: string, subject: string | null, browser = new Browser()) {
      idp.signInAs(subject);
      return this.follow(browser, startUrl(orgId));
    },

    /** Follows redirects from `url` until the browser is sent to one of Atrium's pages. */
    async follow(browser: Browser, url: string | URL) {
      const hop = await browser.navigate(url, isAppPage);
      if (!hop.location) throw new Error(`the sign-in stopped at ${hop.url} with ${hop.status}`);
      const session = browser.cookie(appUrl, 'atrium_session');
      return { landing: hop.location, session: session ? `atrium_session=${session}` : undefined };
    },

    /** Runs the flow up to the moment the provider sends the browser back to Atrium's callback. */
    async untilCallback(orgId: string, subject: string) {
      idp.signInAs(subject);
      const browser = new Browser();
      const hop = await browser.navigate(startUrl(orgId), isCallback);
      if (!hop.location || !isCallback(hop.location)) throw new Error(`no callback after ${hop.url}`);
      return { browser, callback: hop.location };
    },

    async me(cookie: string | undefined) {
      const response = await call(server.app, 'GET', '/api/me', { cookie });
      expect(response.statusCode).toBe(200);
      return response.json() as { user: { id: string; email: string }; organization: { id: string } };
    },

    identityOf: (subject: string) => findIdentity(server.ctx.db, idp.issuer, subject),

    async tearDown() {
      await server.tearDown();
      await idp.close();
    },
  };
}

export type MicrosoftSignIn = Awaited<ReturnType<typeof setUpMicrosoftSignIn>>;

export function expectRefused(landing: URL, orgId: string | null, message: string): void {
  expect(landing.pathname).toBe(orgId ? `/login/${orgId}` : '/login');
  expect(landing.searchParams.get('error')).toBe(message);
}
