import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { organizationById } from '../orgs/orgs.queries.ts';
import { isMicrosoftConfigured } from './microsoft.config.ts';
import { buildAuthorizationRequest, redeemAuthorizationCode } from './microsoft-client.ts';
import { consumeFlow, insertFlow, purgeExpiredFlows } from './microsoft-flows.repo.ts';
import { resolveMicrosoftUser } from './microsoft-link.service.ts';
import type { ClientInfo } from './sign-in.service.ts';
import { touchLastLoggedIn } from './users.repo.ts';

export const MICROSOFT_FLOW_TTL_MINUTES = 10;

export interface MicrosoftDeps {
  db: Db;
  config: Config;
}

/** A refusal names the sign-in page to return to (orgId null when unknown) and, for the log, a reason. */
export interface Refused {
  ok: false;
  orgId: string | null;
  message: string;
  reason?: string;
}
export type Started = { ok: true; redirectTo: string; handle: string } | Refused;
export type Completed = { ok: true; token: string; expiresAt: Date } | Refused;

const refuse = (orgId: string | null, message: string, reason?: string): Refused => ({
  ok: false,
  orgId,
  message,
  reason,
});
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return `unexpected failure: ${String(error)}`;
  // openid-client's errors carry the identity provider's OAuth error code and, often, a cause.
  const code = 'error' in error && typeof error.error === 'string' ? ` [${error.error}]` : '';
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${code}${cause}`;
}

const orgIdSchema = z.string().trim().min(1, m.orgIdRequired).min(3, m.orgIdTooShort);

/**
 * Remembers a new authorization request in the shared database under a random handle, which the
 * browser keeps in a cookie until Microsoft sends it back.
 */
export async function startMicrosoftSignIn(
  deps: MicrosoftDeps,
  rawOrgId: string | undefined,
): Promise<Started> {
  const parsed = orgIdSchema.safeParse(rawOrgId ?? '');
  if (!parsed.success) return refuse(null, parsed.error.issues[0]?.message ?? m.orgIdRequired);
  const orgId = parsed.data;
  if (!isMicrosoftConfigured(deps.config)) return refuse(orgId, m.microsoftSignInFailed, 'not configured');
  if (!(await organizationById(deps.db, orgId))) return refuse(orgId, m.orgMissing);
  try {
    const request = await buildAuthorizationRequest(deps.config);
    const handle = newToken();
    await purgeExpiredFlows(deps.db);
    await insertFlow(deps.db, {
      handleHash: hashToken(handle),
      state: request.state,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
      orgId,
      expiresAt: new Date(Date.now() + MICROSOFT_FLOW_TTL_MINUTES * 60_000),
    });
    return { ok: true, redirectTo: request.url.href, handle };
  } catch (error) {
    return refuse(orgId, m.microsoftSignInFailed, reasonOf(error));
  }
}

/**
 * Ends the flow the cookie names (once: the row is deleted as it is read), redeems the code, checks the
 * tenant, finds or creates the user, then applies the same rules as password sign-in.
 */
export async function completeMicrosoftSignIn(
  deps: MicrosoftDeps,
  input: { handle: string | undefined; query: string; client: ClientInfo },
): Promise<Completed> {
  const flow = input.handle ? await consumeFlow(deps.db, hashToken(input.handle)) : null;
  if (!flow) return refuse(null, m.microsoftLoginFailed, 'no sign-in in progress (missing, expired or used)');
  const { orgId } = flow;
  try {
    const claims = await redeemAuthorizationCode(deps.config, input.query, flow);
    if (claims.tenantId !== deps.config.MICROSOFT_TENANT_ID) {
      return refuse(orgId, m.microsoftLoginFailed, `ID token from tenant ${claims.tenantId ?? '(none)'}`);
    }
    if (!(await organizationById(deps.db, orgId))) return refuse(orgId, m.orgMissing);
    const user = await deps.db.transaction((tx) => resolveMicrosoftUser(tx, orgId, claims));
    if (user.isBlocked || user.isArchived) return refuse(orgId, m.userBlockedOrArchived);
    if (user.orgId !== orgId) return refuse(orgId, m.notAMember);
    const session = await createSession(deps.db, {
      userId: user.id,
      kind: 'org',
      orgId,
      ttlHours: deps.config.SESSION_TTL_HOURS,
      userAgent: input.client.userAgent,
    });
    await touchLastLoggedIn(deps.db, user.id);
    return { ok: true, ...session };
  } catch (error) {
    return refuse(orgId, m.microsoftLoginFailed, reasonOf(error));
  }
}
