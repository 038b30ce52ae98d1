import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy, type ProviderContext } from 'oidc-provider';

/** The claims Entra ID would put in an ID token for one account. */
export interface IdpAccount {
  email?: string;
  name?: string;
  tid?: string;
}

export interface TestIdp {
  issuer: string;
  /** The directory: subject to claims. Tests change it between sign-ins. */
  accounts: Map<string, IdpAccount>;
  /** Who completes the next login prompt; null makes the user cancel (access_denied). */
  signInAs(subject: string | null): void;
  /** The prompts the provider showed, in order ('select_account', 'login'). */
  readonly promptsShown: string[];
  close(): Promise<void>;
}

/** A port nobody listens on right now, for a server whose public URL must be known before it starts. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a local port, standing in for Entra ID: one confidential
 * client, PKCE required, claims in the ID token as Entra puts them. Its login page is replaced by a handler
 * that signs in whoever the test chose, through the provider's own interaction API.
 */
export async function startTestIdp(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<TestIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, IdpAccount>();
  let nextSubject: string | null = null;
  const promptsShown: string[] = [];
  // Entra ID offers prompt=select_account; the provider's own policy knows only login and consent.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-idp-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    claims: { openid: ['sub', 'tid'], email: ['email'], profile: ['name', 'preferred_username'] },
    // Entra ID puts the profile and email claims in the ID token itself.
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, subject: string) {
      const account = accounts.get(subject);
      if (!account) return undefined;
      return { accountId: subject, claims: async () => ({ sub: subject, ...accounts.get(subject) }) };
    },
    // A first-party application: consent is implied, as an Entra admin grants it for the whole tenant.
    async loadExistingGrant(ctx: ProviderContext) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });

  const providerHandler = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return providerHandler(req, res);
    const finish = async () => {
      const details = await provider.interactionDetails(req, res);
      const shown = details.prompt.name;
      if (shown !== 'login' && shown !== 'select_account') throw new Error(`unexpected prompt ${shown}`);
      promptsShown.push(shown);
      // Choosing an account signs it in: one page answers both prompts, as Entra's account picker does.
      const result =
        nextSubject === null
          ? { error: 'access_denied', error_description: 'The user cancelled the sign-in.' }
          : { select_account: {}, login: { accountId: nextSubject } };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    };
    finish().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    accounts,
    promptsShown,
    signInAs(subject) {
      nextSubject = subject;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
