import { MICROSOFT_CALLBACK_PATH } from '@atrium/domain/auth/auth.contract.ts';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import { microsoftIssuer } from './microsoft.config.ts';

/** What one authorization request must remember until the browser comes back. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID token claims a sign-in reads; the signature, issuer, audience and nonce are already checked. */
export interface MicrosoftClaims {
  issuer: string;
  subject: string;
  tenantId: string | undefined;
  email: string | undefined;
  name: string | undefined;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

// Discovery depends only on the configuration, so each process may keep its own copy.
const discovered = new WeakMap<Config, Promise<oidc.Configuration>>();

export const microsoftRedirectUri = (config: Config) => `${config.publicUrl}${MICROSOFT_CALLBACK_PATH}`;

function discover(config: Config): Promise<oidc.Configuration> {
  const cached = discovered.get(config);
  if (cached) return cached;
  const { MICROSOFT_CLIENT_ID: clientId, MICROSOFT_CLIENT_SECRET: secret } = config;
  if (!clientId || !secret) return Promise.reject(new Error('Microsoft sign-in is not configured'));
  const issuer = new URL(microsoftIssuer(config));
  const pending = oidc.discovery(issuer, clientId, undefined, oidc.ClientSecretPost(secret), {
    timeout: DISCOVERY_TIMEOUT_SECONDS,
    // Only a test issuer runs on plain http; Entra ID is always https.
    execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
  });
  // A failed discovery is retried by the next sign-in rather than remembered.
  pending.catch(() => discovered.delete(config));
  discovered.set(config, pending);
  return pending;
}

export async function buildAuthorizationRequest(config: Config): Promise<AuthorizationRequest> {
  const client = await discover(config);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: microsoftRedirectUri(config),
    scope: 'openid profile email',
    response_type: 'code',
    // Microsoft would otherwise sign in whichever account the browser last used (platform §7).
    prompt: 'select_account',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, codeVerifier };
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Exchanges the code from the callback's query for tokens. openid-client checks the state, the PKCE
 * verifier, the ID token's signature, issuer, audience and nonce; anything wrong throws.
 */
export async function redeemAuthorizationCode(
  config: Config,
  callbackQuery: string,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<MicrosoftClaims> {
  const client = await discover(config);
  const currentUrl = new URL(`${microsoftRedirectUri(config)}?${callbackQuery}`);
  const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    pkceCodeVerifier: expected.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the token response carried no ID token');
  return {
    issuer: claims.iss,
    subject: claims.sub,
    tenantId: text(claims.tid),
    email: text(claims.email) ?? text(claims.preferred_username),
    name: text(claims.name),
  };
}
